import { cancelReasonText, formatLongDate, type Order, type OrderStatus } from '@campus/contracts';

/** Paid and not finished: the card is authorised or the money is held in escrow. */
export function isInProgress(status: OrderStatus): boolean {
  return status === 'payment_processing' || status === 'payment_held';
}

/** A marketplace item bought (the item purchase process), not a gig booked. */
export const isItemPurchase = (order: Pick<Order, 'process'>): boolean => order.process === 'item-purchase';

/** The title of what was bought: the item's for an item purchase, the gig's for a booking; null if unknown. */
export const boughtTitle = (order: Pick<Order, 'process' | 'gigTitle' | 'itemTitle'>): string | null =>
  isItemPurchase(order) ? order.itemTitle : order.gigTitle;

/** The words of each process in My Orders: the customer, and delivery. */
const WORDS = {
  'gig-booking': {
    customer: 'customer',
    awaiting: 'Awaiting delivery',
    ifNot: 'if not delivered',
    delivered: 'Delivered',
  },
  'item-purchase': {
    customer: 'buyer',
    awaiting: 'Awaiting hand-over',
    ifNot: 'if not handed over',
    delivered: 'Handed over',
  },
} as const;

type StandingFacts = Pick<
  Order,
  | 'status'
  | 'process'
  | 'viewerRole'
  | 'cancelReason'
  | 'deliveredAt'
  | 'escrowReleaseDate'
  | 'deliveryCancellableAt'
>;

/**
 * Where an order stands, in one short line for its row; null when its status says it all. Held in
 * escrow before delivery: from when the customer may cancel if it is not delivered; delivered: when,
 * and the date of the automatic release (the dates the order carries, as its process set them; an
 * order of the first gig booking version has a release date without a delivery). Cancelled or
 * refunded: why, in the order page's words (cancelReasonText). Dates are UTC days unless `local`
 * (formatLongDate).
 */
export function orderStanding(order: StandingFacts, local = false): string | null {
  if (order.status === 'cancelled' || order.status === 'refunded') return cancelReasonText(order);
  if (order.status !== 'payment_held') return null;
  const words = WORDS[order.process];
  const { deliveredAt, escrowReleaseDate: release, deliveryCancellableAt: cancellable } = order;
  if (deliveredAt) {
    const delivered = `${words.delivered} on ${formatLongDate(deliveredAt, local)}`;
    return release ? `${delivered}; releases automatically on ${formatLongDate(release, local)}` : delivered;
  }
  if (release) return `Releases automatically on ${formatLongDate(release, local)}`;
  if (!cancellable) return words.awaiting;
  const who = order.viewerRole === 'customer' ? 'you' : `the ${words.customer}`;
  return `${words.awaiting}: ${words.ifNot}, ${who} can cancel from ${formatLongDate(cancellable, local)}`;
}
