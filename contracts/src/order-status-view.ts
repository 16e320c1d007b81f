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

/** The words of each process: who sells, who buys, what delivery is. */
const PROCESS_WORDS = {
  'gig-booking': {
    provider: 'provider',
    customer: 'customer',
    delivered: 'marked the service delivered',
    markIt: 'Once the service has taken place, mark it delivered',
  },
  'item-purchase': {
    provider: 'seller',
    customer: 'buyer',
    delivered: 'marked the item handed over',
    markIt: 'Hand the item over on campus, then mark it handed over',
  },
} as const;

/** 'on May 8, 2025', or the rule's words when the date is not known ('7 days after delivery'). */
const onDate = (iso: string | null, otherwise: string, local: boolean) =>
  iso ? `on ${formatLongDate(iso, local)}` : otherwise;
const byDate = (iso: string | null, word: 'by' | 'until', otherwise: string, local: boolean) =>
  iso ? `${word} ${formatLongDate(iso, local)}` : otherwise;

/**
 * What happens next to a payment held in escrow, in plain words for the viewer (the success screen and
 * the order page). Before delivery: nothing is released; the delivery deadline (the customer may cancel
 * for a full refund from `deliveryCancellableAt`, refunded automatically at `deliveryRefundAt`). From
 * delivery: the dispute window and the automatic release. An order of the first gig booking version
 * (its clock started at capture: a release date without delivery) reads as delivered without the date.
 * `now` tells whether the customer may already cancel; dates are UTC days unless `local` (formatLongDate).
 * Null when the money is not held (before capture, in dispute, or once settled).
 */
export function escrowNextStep(
  o: EscrowFacts,
  viewerRole: 'customer' | 'provider' | 'operator',
  now: Date = new Date(),
  local = false,
): string | null {
  if (o.status !== 'payment_held') return null;
  const w = PROCESS_WORDS[o.process];
  const release = onDate(o.escrowReleaseDate, `${ESCROW_RELEASE_DAYS} days after delivery`, local);
  const disputeBy = byDate(o.disputeDeadline, 'by', `within ${DISPUTE_WINDOW_DAYS} days of delivery`, local);
  const disputeUntil = byDate(
    o.disputeDeadline,
    'until',
    `for ${DISPUTE_WINDOW_DAYS} days after delivery`,
    local,
  );

  if (o.deliveredAt || o.escrowReleaseDate) {
    const marked = o.deliveredAt ? `${w.delivered} on ${formatLongDate(o.deliveredAt, local)}` : null;
    switch (viewerRole) {
      case 'customer':
        return `${marked ? `The ${w.provider} ${marked}. ` : 'Your payment is held in escrow. '}Confirm receipt to release the payment, or open a dispute ${disputeBy} if something went wrong. Otherwise the payment is released to the ${w.provider} automatically ${release}.`;
      case 'provider':
        return `${marked ? `You ${marked}. ` : 'The payment is held in escrow. '}The payment is released to you when the ${w.customer} confirms, or automatically ${release}. The ${w.customer} can report a problem ${disputeUntil}.`;
      default:
        return `${marked ? `The ${w.provider} ${marked}. ` : 'The payment is held in escrow. '}It is released to the ${w.provider} when the ${w.customer} confirms, or automatically ${release}; the ${w.customer} can dispute ${disputeUntil}.`;
    }
  }

  const cancellable = o.deliveryCancellableAt;
  const refund = onDate(o.deliveryRefundAt, `${DELIVERY_REFUND_AFTER_DAYS} days after payment`, local);
  const overdue = cancellable !== null && now.getTime() >= Date.parse(cancellable);
  const cancelFrom = cancellable
    ? `from ${formatLongDate(cancellable, local)}`
    : `${DELIVERY_CANCEL_AFTER_DAYS} days after payment`;
  const afterDelivery = `${DISPUTE_WINDOW_DAYS} days to report a problem, and the payment is released ${ESCROW_RELEASE_DAYS} days after delivery`;
  switch (viewerRole) {
    case 'customer':
      return overdue
        ? `Your payment is held in escrow. The ${w.provider} has not ${w.delivered} in time: you can cancel now for a full refund, or wait; if it is still not delivered, you are refunded automatically ${refund}.`
        : `Your payment is held in escrow: nothing is released until the ${w.provider} has ${w.delivered}. From then you have ${afterDelivery} unless you confirm sooner. If it is not delivered, you can cancel for a full refund ${cancelFrom}, and you are refunded automatically ${refund}.`;
    case 'provider':
      return `The payment is held in escrow. ${w.markIt}: the ${w.customer} then has ${afterDelivery} unless they confirm sooner. If you do not, the ${w.customer} can cancel for a full refund ${cancelFrom}, and they are refunded automatically ${refund}.`;
    default:
      return `The payment is held in escrow until the ${w.provider} has ${w.delivered}. If not delivered, the ${w.customer} can cancel for a full refund ${cancelFrom}, and is refunded automatically ${refund}.`;
  }
}
