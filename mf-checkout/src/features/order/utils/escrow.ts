import { formatLongDate, type OrderDetail } from '@campus/contracts';
import { formatDuration } from '../../../utils/dates';

type Dates = Pick<
  OrderDetail,
  | 'status'
  | 'deliveredAt'
  | 'escrowReleaseDate'
  | 'disputeDeadline'
  | 'deliveryCancellableAt'
  | 'deliveryRefundAt'
  | 'process'
>;

/**
 * Whether the escrow's clock runs: from delivery the dispute window and the automatic release count
 * down. Before delivery it does not (the delivery deadline does instead), except for an order of the
 * first gig booking version, whose clock started at capture (a release date without a delivery).
 */
export const escrowClockRuns = (order: Dates): boolean =>
  order.deliveredAt !== null || order.escrowReleaseDate !== null;

/** 'Releases automatically in 3 days 4 hours' while the money is held and the clock runs; null otherwise. */
export function releaseCountdown(order: Dates, now: number): string | null {
  if (order.status !== 'payment_held' || !escrowClockRuns(order) || !order.escrowReleaseDate) return null;
  const left = Date.parse(order.escrowReleaseDate) - now;
  const to = order.process === 'item-purchase' ? 'the seller' : 'the provider';
  return left > 0
    ? `Releases automatically in ${formatDuration(left)}`
    : `Releasing to ${to} automatically now`;
}

/**
 * 'Dispute window closes in 1 day 2 hours' while a dispute may be opened; when closed, since when (a UTC
 * day unless `local`: formatLongDate).
 */
export function disputeCountdown(order: Dates, now: number, local = false): string | null {
  if (order.status !== 'payment_held' || !escrowClockRuns(order) || !order.disputeDeadline) return null;
  const left = Date.parse(order.disputeDeadline) - now;
  return left > 0
    ? `Dispute window closes in ${formatDuration(left)}`
    : `The dispute window closed on ${formatLongDate(order.disputeDeadline, local)}`;
}

/**
 * Before delivery, the delivery deadline: 'Delivery deadline in 13 days 23 hours'; past it, when the
 * automatic refund comes. Null once delivered (or when the money is not held).
 */
export function deliveryCountdown(order: Dates, now: number): string | null {
  if (order.status !== 'payment_held' || escrowClockRuns(order)) return null;
  const { deliveryCancellableAt: deadline, deliveryRefundAt: refund } = order;
  if (deadline && Date.parse(deadline) > now) {
    return `Delivery deadline in ${formatDuration(Date.parse(deadline) - now)}`;
  }
  if (!refund) return null;
  const left = Date.parse(refund) - now;
  return left > 0
    ? `Not delivered in time: refunded automatically in ${formatDuration(left)}`
    : 'Not delivered in time: refunding automatically now';
}
