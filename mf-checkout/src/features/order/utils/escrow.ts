import { formatLongDate, type OrderDetail } from '@campus/contracts';
import { formatDuration } from '../../../utils/dates';

type Dates = Pick<OrderDetail, 'status' | 'escrowReleaseDate' | 'disputeDeadline'>;

/** 'Releases automatically in 3 days 4 hours' while the money is held; null otherwise. */
export function releaseCountdown(order: Dates, now: number): string | null {
  if (order.status !== 'payment_held' || !order.escrowReleaseDate) return null;
  const left = Date.parse(order.escrowReleaseDate) - now;
  return left > 0
    ? `Releases automatically in ${formatDuration(left)}`
    : 'Releasing to the provider automatically now';
}

/** 'Dispute window closes in 1 day 2 hours' while a dispute may be opened; when closed, since when. */
export function disputeCountdown(order: Dates, now: number): string | null {
  if (order.status !== 'payment_held' || !order.disputeDeadline) return null;
  const left = Date.parse(order.disputeDeadline) - now;
  return left > 0
    ? `Dispute window closes in ${formatDuration(left)}`
    : `The dispute window closed on ${formatLongDate(order.disputeDeadline)}`;
}
