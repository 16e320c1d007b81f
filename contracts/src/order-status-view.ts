import type { OrderStatus } from './constants';
import type { ExtraTime } from './entities/order';
import { formatUsd, toCents } from './money';

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

/** What an order's status reads from: the status, and for a refund how much of the payment went back. */
export interface OrderStatusFacts {
  status: OrderStatus;
  totalAmount: number;
  /** Dollars refunded to the card so far (the order page has it; a list without it reads the status). */
  refundedAmount?: number | null;
}

/**
 * How an order's status reads: ORDER_STATUS_VIEW, except that a refund of part of the payment (an
 * operator's or a provider's partial refund) reads as partial, never as 'Refunded'.
 */
export function orderStatusView({ status, totalAmount, refundedAmount }: OrderStatusFacts): OrderStatusView {
  const refunded = toCents(refundedAmount ?? 0);
  if (status === 'refunded' && refunded > 0 && refunded < toCents(totalAmount)) {
    return {
      label: 'Partially refunded',
      variant: 'outline',
      meaning: `${formatUsd(refunded / 100)} of the ${formatUsd(totalAmount)} payment was refunded to the customer; the rest was released to the provider.`,
    };
  }
  return ORDER_STATUS_VIEW[status];
}

/** '1 hour', '2.5 hours'. */
export const hoursText = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;

/** One extra-time request as the order page and My Orders name it: 'Extra time: 2 hours (paid)'. */
export function extraTimeText(extra: Pick<ExtraTime, 'hours' | 'status'>): string {
  return `Extra time: ${hoursText(extra.hours)} (${extra.status === 'paid' ? 'paid' : 'awaiting payment'})`;
}

/** What a cancelled order's `cancelReason` and the viewer's side of it are read from. */
export interface CancelReasonFacts {
  cancelReason: string | null;
  viewerRole: 'customer' | 'provider' | 'operator';
}

/**
 * Why an order was cancelled, in words for the viewer: the one wording of the order page and My Orders.
 * Null for a reason this build does not know.
 */
export function cancelReasonText({ cancelReason, viewerRole }: CancelReasonFacts): string | null {
  switch (cancelReason) {
    case 'customer':
      return viewerRole === 'customer' ? 'Cancelled by you' : 'Cancelled by the customer';
    case 'authorisation_expired':
      return 'Cancelled: the authorization expired before the payment was captured';
    case 'payment_abandoned':
      return 'Cancelled: the payment was not completed';
    case 'gig_unavailable':
      return 'Cancelled: the gig was paused or removed by its provider. Nothing was charged';
    default:
      return null;
  }
}
