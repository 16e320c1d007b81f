import {
  DELIVERY_CANCEL_AFTER_DAYS,
  DELIVERY_REFUND_AFTER_DAYS,
  DISPUTE_WINDOW_DAYS,
  ESCROW_RELEASE_DAYS,
  type OrderStatus,
} from './constants';
import { formatLongDate } from './format';
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
    case 'provider_declined':
      return viewerRole === 'provider'
        ? 'You declined this order: the customer was refunded in full'
        : 'Declined by the provider: refunded in full';
    case 'not_delivered':
      return viewerRole === 'customer'
        ? 'Cancelled by you: not delivered in time, refunded in full'
        : 'Cancelled by the customer: not delivered in time, refunded in full';
    case 'delivery_expired':
      return 'Refunded in full: the service was not marked delivered in time';
    default:
      return null;
  }
}

/** What the escrow's next step reads from (an order as the API answers it). */
export interface EscrowFacts {
  status: OrderStatus;
  deliveredAt: string | null;
  disputeDeadline: string | null;
  escrowReleaseDate: string | null;
  deliveryCancellableAt: string | null;
  deliveryRefundAt: string | null;
  process: 'gig-booking' | 'item-purchase';
}

const onDate = (iso: string | null, otherwise: string) => (iso ? `on ${formatLongDate(iso)}` : otherwise);

/**
 * What happens next to a payment held in escrow, in plain words for the viewer (the success screen and
 * the order page): before delivery the delivery deadline, after it the dispute window and the release.
 * Null when the money is not held (before capture, in dispute, or once settled).
 */
export function escrowNextStep(o: EscrowFacts, viewerRole: 'customer' | 'provider' | 'operator'): string | null {
  if (o.status !== 'payment_held') return null;
  const item = o.process === 'item-purchase';
  const delivered = item ? 'hands the item over and marks it delivered' : 'marks the service delivered';
  if (!o.deliveredAt) {
    if (viewerRole === 'provider')
      return item
        ? `The payment is held in escrow. Hand the item over on campus, then mark it delivered: the buyer then has ${DISPUTE_WINDOW_DAYS} days to report a problem, and the payment is released to you within ${ESCROW_RELEASE_DAYS} days. If it is not marked delivered, it is refunded automatically ${onDate(o.deliveryRefundAt, `${DELIVERY_REFUND_AFTER_DAYS} days after payment`)}.`
        : `The payment is held in escrow. Once the session has happened, mark it delivered: the customer then has ${DISPUTE_WINDOW_DAYS} days to report a problem, and the payment is released to you within ${ESCROW_RELEASE_DAYS} days. If it is not marked delivered, it is refunded automatically ${onDate(o.deliveryRefundAt, `${DELIVERY_REFUND_AFTER_DAYS} days after payment`)}.`;
    return `Your payment is held in escrow. Nothing is released until the ${item ? 'seller' : 'provider'} ${delivered}; from then you have ${DISPUTE_WINDOW_DAYS} days to report a problem, and the payment is released ${ESCROW_RELEASE_DAYS} days after delivery unless you confirm sooner. If it is not delivered, you can cancel for a full refund from ${onDate(o.deliveryCancellableAt, `${DELIVERY_CANCEL_AFTER_DAYS} days after payment`).replace(/^on /, '')}.`;
  }
  const deliveredOn = formatLongDate(o.deliveredAt);
  if (viewerRole === 'provider')
    return `You marked it delivered on ${deliveredOn}. The payment is released to you when the ${item ? 'buyer' : 'customer'} confirms, or automatically ${onDate(o.escrowReleaseDate, `${ESCROW_RELEASE_DAYS} days after delivery`)}.`;
  return `Marked delivered on ${deliveredOn}. Confirm receipt to release the payment, or open a dispute by ${o.disputeDeadline ? formatLongDate(o.disputeDeadline) : `${DISPUTE_WINDOW_DAYS} days after delivery`}. Otherwise the payment is released automatically ${onDate(o.escrowReleaseDate, `${ESCROW_RELEASE_DAYS} days after delivery`)}.`;
}
