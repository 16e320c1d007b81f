import type { OrderStatus } from './constants';

/** How an order's status reads wherever it is shown (My Orders, the order page, the checkout pages). */
export interface OrderStatusView {
  label: string;
  /** The spec's four badge styles: pending secondary, paid outline, completed default, cancelled destructive. */
  variant: 'default' | 'secondary' | 'outline' | 'destructive';
  /** One line on what the status means, shown in the order's details. */
  meaning: string;
}

export const ORDER_STATUS_VIEW: Record<OrderStatus, OrderStatusView> = {
  pending: { label: 'Pending', variant: 'secondary', meaning: 'The order is waiting to be processed.' },
  awaiting_payment: {
    label: 'Awaiting payment',
    variant: 'secondary',
    meaning: 'The payment has not been completed yet.',
  },
  payment_processing: {
    label: 'Authorized',
    variant: 'outline',
    meaning: 'The card is authorized for the total; the payment has not been captured yet.',
  },
  payment_held: {
    label: 'In escrow',
    variant: 'outline',
    meaning: 'The payment is held in escrow until it is released to the provider.',
  },
  confirmed_completed: {
    label: 'Confirmed',
    variant: 'default',
    meaning: 'The customer confirmed the gig; the payment is being released to the provider.',
  },
  in_dispute: {
    label: 'In dispute',
    variant: 'outline',
    meaning: 'A dispute is open; the payment stays in escrow until it is resolved.',
  },
  funds_released: {
    label: 'Released',
    variant: 'default',
    meaning: 'The payment was released to the provider.',
  },
  refunded: {
    label: 'Refunded',
    variant: 'destructive',
    meaning: 'The payment was refunded to the customer.',
  },
  cancelled: {
    label: 'Cancelled',
    variant: 'destructive',
    meaning: 'The order was cancelled before the payment was captured; the card was not charged.',
  },
  completed: { label: 'Completed', variant: 'default', meaning: 'The order is complete.' },
};
