import { eq, sql } from 'drizzle-orm';
import { ORDER_TIMINGS, PRODUCT_NAME, type CheckoutLimits } from '@campus/contracts';
import type { Throttle, ThrottleKey } from '../auth/throttle';
import { gigs, type OrderRow } from '../db/schema';
import type { Tx } from '../db/types';
import { conflict, HttpError, notFound, tooMany } from '../http/errors';
import { assertMayBookGig, bookingRefusal } from '../gigs/policies';
import type { CreateIntentInput } from '../payments/provider';
import { callProvider, isRefusal, PAYMENT_INIT_FAILED, type OrderDeps } from './deps';
import { abandonBooking, withdrawBooking } from './intent-sync';
import { openBooking, openBookingsOf, openBookingsOfGig, storeIntent } from './service';

export const BOOKING_GIG_NOT_FOUND = 'Gig not found. It may have been removed.';

export const BOOKING_CHANGED = 'Your booking changed meanwhile. Please try again.';

export const intentKey = (orderId: number) => `order:${orderId}:intent`;

export const TOO_MANY_OPEN_BOOKINGS = (max: number) =>
  `You already have ${max} bookings waiting for payment. Finish paying for one of them, or wait for an unpaid one to lapse (within an hour), before booking another gig.`;

export const TOO_MANY_INTENTS = (max: number) =>
  `You started ${max} payments in the last hour. Please wait before starting another one.`;

/** The advisory-lock namespace of a customer's bookings (the second key is the customer's id). */
const CHECKOUT_LOCK = 19_001;

/** The checkout limits of one customer (issue 19, item 1) and the shared throttle they count in. */
export interface BookingGuard {
  limits: CheckoutLimits;
  throttle: Throttle;
}

/** The counter of payment intents created for one customer's bookings (one window of an hour). */
export const intentThrottleKeys = (customerId: number, limits: CheckoutLimits): ThrottleKey[] => [
  { key: `checkout:intents:user:${customerId}`, rule: { limit: limits.intentsPerHour, windowMs: 3_600_000 } },
];

/**
 * 429 when the customer already holds `openBookingsMax` bookings not captured yet, other than their open
 * booking of this gig (coming back to it is never refused). Retry-After: until the oldest unpaid one
 * lapses (abandoned after ORDER_TIMINGS.paymentAbandonMs), or that long when all are authorised (the
 * customer may capture or cancel them at once).
 */
async function assertMayOpenBooking(
  tx: Tx,
  customerId: number,
  gigId: number,
  limits: CheckoutLimits,
  now: Date,
) {
  // one booking at a time per customer, until this transaction ends: concurrent ones cannot both pass
  await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}, ${customerId})`);
  const open = await openBookingsOf(tx, customerId);
  if (open.some((o) => o.gigId === gigId && o.status === 'awaiting_payment')) return;
  if (open.length < limits.openBookingsMax) return;
  const unpaid = open.find((o) => o.status === 'awaiting_payment');
  const lapsesInMs = unpaid
    ? unpaid.createdAt.getTime() + ORDER_TIMINGS.paymentAbandonMs - now.getTime()
    : ORDER_TIMINGS.paymentAbandonMs;
  throw tooMany(TOO_MANY_OPEN_BOOKINGS(limits.openBookingsMax), Math.max(1, Math.ceil(lapsesInMs / 1000)));
}

/**
 * The intent of a booking that has none yet, counted against the customer's intents per hour (429
 * beyond it); a booking that already has its intent (the customer came back to it) is not counted.
 * A creation that failed is taken back from the count.
 */
async function ensureCountedIntent(deps: OrderDeps, order: OrderRow, guard: BookingGuard): Promise<OrderRow> {
  if (order.paymentIntentId) return order;
  const attempt = await guard.throttle.attempt(intentThrottleKeys(order.customerId, guard.limits));
  if (attempt.retryAfter > 0)
    throw tooMany(TOO_MANY_INTENTS(guard.limits.intentsPerHour), attempt.retryAfter);
  try {
    return await ensureIntent(deps, order);
  } catch (err) {
    await attempt.refund();
    throw err;
  }
}

/**
 * The request that creates an order's intent. Made of the order's own fixed values only: with the same
 * idempotency key the provider answers the intent it made the first time, and refuses other parameters.
 */
export function bookingIntentInput(order: Pick<OrderRow, 'id' | 'totalAmountCents'>): CreateIntentInput {
  return {
    amountCents: order.totalAmountCents,
    captureMethod: 'manual',
    metadata: { orderId: String(order.id), kind: 'booking' },
    description: `${PRODUCT_NAME} order #${order.id}`,
    idempotencyKey: intentKey(order.id),
  };
}

/**
 * The order with its intent: created at the provider (outside any transaction) when it has none yet,
 * then stored unless a concurrent call stored it first (the same key gave both the same intent).
 */
export async function ensureIntent({ db, payments, log }: OrderDeps, order: OrderRow): Promise<OrderRow> {
  if (order.paymentIntentId) return order;
  const intent = await callProvider(log, 'createIntent', () =>
    payments.createIntent(bookingIntentInput(order)),
  );
  const stored = await storeIntent(db, order.id, {
    id: intent.id,
    clientSecret: intent.clientSecret,
    provider: payments.name,
  });
  return stored ?? order;
}

/**
 * POST /api/create-payment-intent: the customer's open booking of the gig (created when needed, its
 * amounts from the gig's price) and its intent's client secret. The gig is read `FOR SHARE` in the
 * transaction that opens the booking, so a pause or a delete cannot slip in between. A new booking is
 * held to the customer's checkout limits (`guard`, 429 with Retry-After beyond them).
 */
export async function bookGig(
  deps: OrderDeps,
  customerId: number,
  gigId: number,
  guard: BookingGuard,
  retried = false,
): Promise<string> {
  const actor = { userId: customerId };
  const { order, stale } = await deps.db.transaction(async (tx) => {
    const [gig] = await tx
      .select({ id: gigs.id, providerId: gigs.providerId, status: gigs.status, priceCents: gigs.priceCents })
      .from(gigs)
      .where(eq(gigs.id, gigId))
      .for('share');
    if (!gig || bookingRefusal(actor, gig) === 'gone') throw notFound(BOOKING_GIG_NOT_FOUND);
    assertMayBookGig(actor, gig);
    await assertMayOpenBooking(tx, customerId, gigId, guard.limits, new Date());
    const open = await openBooking(tx, customerId, gig);
    // only if the open booking was paid or cancelled between the insert and the read: a retry opens a new one
    if (!open) throw conflict(BOOKING_CHANGED);
    return { order: open, stale: open.priceCents !== gig.priceCents };
  });
  if (stale && retried) throw conflict(BOOKING_CHANGED);
  let booked: OrderRow;
  try {
    if (stale) {
      // the provider changed the price since this booking was opened: it is given up, a new one opened
      await abandonBooking(deps, order, { source: 'create-payment-intent', reason: 'price changed' });
      return await bookGig(deps, customerId, gigId, guard, true);
    }
    booked = await ensureCountedIntent(deps, order, guard);
  } catch (err) {
    if (err instanceof HttpError && err.status === 503) throw new HttpError(503, PAYMENT_INIT_FAILED);
    if (!isRefusal(err)) throw err;
    deps.log.warn('payment intent refused', { orderId: order.id, code: err.code, err: err.message });
    throw new HttpError(503, PAYMENT_INIT_FAILED);
  }
  // cancelled (or paid in another tab) while the intent was being made: a retry opens a new booking
  if (booked.status !== 'awaiting_payment') throw conflict(BOOKING_CHANGED);
  if (!booked.paymentClientSecret) throw new HttpError(503, PAYMENT_INIT_FAILED);
  return booked.paymentClientSecret;
}

/**
 * A gig was paused or deleted: each of its open bookings (awaiting payment, or authorised and not
 * captured) is given up, its intent voided at the provider: nothing is charged (issue 19, item 2). Run
 * after the pause or delete committed, never inside a transaction. A booking the provider could not be
 * reached for is left to the reconcile job (which gives up the open bookings of gigs that are gone);
 * meanwhile completion and capture refuse it. How many were given up.
 */
export async function withdrawGigBookings(deps: OrderDeps, gigId: number, source: string): Promise<number> {
  let withdrawn = 0;
  for (const order of await openBookingsOfGig(deps.db, gigId)) {
    try {
      const after = await withdrawBooking(deps, order, { source, reason: 'gig unavailable' });
      if (after?.status === 'cancelled') withdrawn++;
    } catch (err) {
      deps.log.warn('could not give up a booking of a gig that is gone; the reconcile job will', {
        orderId: order.id,
        gigId,
        err: String(err),
      });
    }
  }
  return withdrawn;
}
