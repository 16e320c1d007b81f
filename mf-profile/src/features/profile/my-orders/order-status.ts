import type { Order, OrderStatus } from '@campus/contracts';
import type { BadgeVariant } from '@campus/ui';

interface StatusView {
  label: string;
  /** The spec's four styles: pending secondary, paid outline, completed default, cancelled destructive. */
  variant: BadgeVariant;
  /** One line on what the status means, shown in the order's details. */
  meaning: string;
}

export const ORDER_STATUS_VIEW: Record<OrderStatus, StatusView> = {
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

/** Paid and not finished: the card is authorised or the money is held in escrow. */
export function isInProgress(status: OrderStatus): boolean {
  return status === 'payment_processing' || status === 'payment_held';
}

/** Why an order was cancelled, in words for the viewer; null for a reason this build does not know. */
export function cancelReasonText(order: Pick<Order, 'cancelReason' | 'viewerRole'>): string | null {
  switch (order.cancelReason) {
    case 'customer':
      return order.viewerRole === 'customer' ? 'Cancelled by you' : 'Cancelled by the customer';
    case 'authorisation_expired':
      return 'Authorization expired';
    case 'payment_abandoned':
      return 'Payment not completed';
    default:
      return null;
  }
}
