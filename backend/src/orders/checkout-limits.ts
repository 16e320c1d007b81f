import { sql } from 'drizzle-orm';
import type { CheckoutLimits } from '@campus/contracts';
import type { Attempt, Throttle, ThrottleKey } from '../auth';
import type { OrderRow } from '../db/schema';
import type { Tx } from '../db/types';
import { rateLimited } from '../domain-errors';
import { isOrderOf, openBookingsOf, type Purchase } from './service';

export const TOO_MANY_OPEN_BOOKINGS = (max: number) =>
  `You already have ${max} payments authorised and not captured yet. Capture or cancel one of them in My Orders before booking another gig.`;

export const TOO_MANY_INTENTS = (max: number) =>
  `You started ${max} payments in the last hour. Please wait before starting another one.`;

/** The advisory-lock namespace of a customer's bookings (the second key is the customer's id). */
const CHECKOUT_LOCK = 19_001;

/** The checkout limits of one customer (issue 19, item 1), the shared throttle they count in. */
export interface BookingGuard {
  limits: CheckoutLimits;
  throttle: Throttle;
  /** config.authorisationMarginMs: an authorisation not captured lapses (is voided) after it. */
  authorisationMarginMs: number;
}

/** The counter of payment intents created for one customer's bookings (one window of an hour). */
export const intentThrottleKeys = (customerId: number, limits: CheckoutLimits): ThrottleKey[] => [
  { key: `checkout:intents:user:${customerId}`, rule: { limit: limits.intentsPerHour, windowMs: 3_600_000 } },
];

/**
 * What the customer's booking of a gig (or purchase of an item: both are orders, counted alike) may do,
 * decided under a per-customer advisory lock held until the booking's transaction ends (concurrent
 * bookings cannot pass the limit together):
 * - `reuse`: they have an open booking of this gig, or of this item (coming back to it is never
 *   refused, never counted);
 * - `open`: a new booking may be opened; its payment intent was counted (`counted`, 429 beyond the
 *   hourly limit, and then nothing is opened);
 * - `giveUp`: they hold `openBookingsMax` bookings not captured, one of them unpaid (never authorised):
 *   the oldest such is given up (it is not an order: in nobody's list, mailed to no one), then the
 *   booking tried again. An unpaid booking is hidden from My Orders, so the customer could not find it
 *   to cancel it.
 * When every open booking is authorised only, 429: the customer captures or cancels one in My Orders;
 * Retry-After until the earliest of those authorisations lapses (authorised at + the margin).
 */
export type BookingRoom =
  { kind: 'reuse' } | { kind: 'open'; counted: Attempt } | { kind: 'giveUp'; order: OrderRow };

export async function bookingRoom(
  tx: Tx,
  customerId: number,
  purchase: Purchase,
  guard: BookingGuard,
  now: Date,
): Promise<BookingRoom> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}, ${customerId})`);
  const open = await openBookingsOf(tx, customerId);
  if (open.some((o) => isOrderOf(o, purchase) && o.status === 'awaiting_payment')) return { kind: 'reuse' };
  if (open.length >= guard.limits.openBookingsMax) {
    const unpaid = open.find((o) => o.status === 'awaiting_payment');
    if (unpaid) return { kind: 'giveUp', order: unpaid };
    throw rateLimited(TOO_MANY_OPEN_BOOKINGS(guard.limits.openBookingsMax), lapseSeconds(open, guard, now));
  }
  return { kind: 'open', counted: await countIntent(customerId, guard) };
}

/** Seconds until the earliest of these authorisations lapses (at least 1). */
function lapseSeconds(authorised: OrderRow[], guard: BookingGuard, now: Date): number {
  const lapses = authorised.map(
    (o) => (o.authorisedAt ?? now).getTime() + guard.authorisationMarginMs - now.getTime(),
  );
  return Math.max(1, Math.ceil(Math.min(...lapses) / 1000));
}

/**
 * Counts the payment intent of a booking about to be opened against the customer's intents per hour
 * (429 beyond it). One count per booking, taken before its row exists: a booking has one intent at most
 * (its idempotency key is the order's, `intentKey`), so whoever creates it later (this request, the
 * customer coming back after a failed creation, the reconcile job after a crash) creates the one
 * already counted. The count is kept even when that creation fails: the intent may exist (its answer
 * lost) and the booking stays, with it to be made.
 */
async function countIntent(customerId: number, guard: BookingGuard): Promise<Attempt> {
  const attempt = await guard.throttle.attempt(intentThrottleKeys(customerId, guard.limits));
  if (attempt.retryAfter > 0)
    throw rateLimited(TOO_MANY_INTENTS(guard.limits.intentsPerHour), attempt.retryAfter);
  return attempt;
}
