import { eq } from 'drizzle-orm';
import { PRODUCT_NAME } from '@campus/contracts';
import { gigs, type OrderRow } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { assertMayBookGig, bookingRefusal } from '../gigs/policies';
import type { CreateIntentInput } from '../payments/provider';
import { bookingRoom, type BookingGuard } from './checkout-limits';
import { callProvider, isRefusal, PAYMENT_INIT_FAILED, type OrderDeps } from './deps';
import { abandonBooking } from './intent-sync';
import { openBooking, storeIntent } from './service';

export const BOOKING_GIG_NOT_FOUND = 'Gig not found. It may have been removed.';

export const BOOKING_CHANGED = 'Your booking changed meanwhile. Please try again.';

export const intentKey = (orderId: number) => `order:${orderId}:intent`;

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

/** The booking transaction's outcome: the open booking, or an unpaid booking to give up first. */
type Booked = { order: OrderRow; stale: boolean } | { giveUp: OrderRow };

/**
 * POST /api/create-payment-intent: the customer's open booking of the gig (created when needed, its
 * amounts from the gig's price) and its intent's client secret. The gig is read `FOR SHARE` in the
 * transaction that opens the booking, so a pause or a delete cannot slip in between. A new booking is
 * held to the customer's checkout limits (`guard`, checkout-limits.ts) before its row is inserted: a 429
 * opens nothing. Beyond the open bookings, the customer's oldest unpaid one is given up (its intent
 * voided, outside the transaction) and the booking tried again. `now`: the server's clock.
 */
export async function bookGig(
  deps: OrderDeps,
  customerId: number,
  gigId: number,
  guard: BookingGuard,
  now: Date,
  retried = false,
): Promise<string> {
  const actor = { userId: customerId };
  // each round gives up one unpaid booking at most: past as many rounds as the limit, others keep booking
  for (let round = 0; round <= guard.limits.openBookingsMax; round++) {
    const booked: Booked = await deps.db.transaction(async (tx) => {
      const [gig] = await tx
        .select({
          id: gigs.id,
          providerId: gigs.providerId,
          status: gigs.status,
          priceCents: gigs.priceCents,
        })
        .from(gigs)
        .where(eq(gigs.id, gigId))
        .for('share');
      if (!gig || bookingRefusal(actor, gig) === 'gone') throw notFound(BOOKING_GIG_NOT_FOUND);
      assertMayBookGig(actor, gig);
      const room = await bookingRoom(tx, customerId, gigId, guard, now);
      if (room.kind === 'giveUp') return { giveUp: room.order };
      try {
        const open = await openBooking(tx, customerId, gig);
        // only if the open booking was paid or cancelled between the insert and the read: a retry opens a new one
        if (!open) throw conflict(BOOKING_CHANGED);
        return { order: open, stale: open.priceCents !== gig.priceCents };
      } catch (err) {
        if (room.kind === 'open') await room.counted.refund();
        throw err;
      }
    });
    try {
      if ('giveUp' in booked) {
        await abandonBooking(
          deps,
          booked.giveUp,
          { source: 'create-payment-intent', reason: 'open bookings limit' },
          now,
        );
        continue;
      }
      const { order, stale } = booked;
      if (stale && retried) throw conflict(BOOKING_CHANGED);
      if (stale) {
        // the provider changed the price since this booking was opened: it is given up, a new one opened
        await abandonBooking(deps, order, { source: 'create-payment-intent', reason: 'price changed' });
        return await bookGig(deps, customerId, gigId, guard, now, true);
      }
      const withIntent = await ensureIntent(deps, order);
      // cancelled (or paid in another tab) while the intent was being made: a retry opens a new booking
      if (withIntent.status !== 'awaiting_payment') throw conflict(BOOKING_CHANGED);
      if (!withIntent.paymentClientSecret) throw new HttpError(503, PAYMENT_INIT_FAILED);
      return withIntent.paymentClientSecret;
    } catch (err) {
      if (err instanceof HttpError && err.status === 503) throw new HttpError(503, PAYMENT_INIT_FAILED);
      if (!isRefusal(err)) throw err;
      deps.log.warn('payment intent refused', { customerId, gigId, code: err.code, err: err.message });
      throw new HttpError(503, PAYMENT_INIT_FAILED);
    }
  }
  throw conflict(BOOKING_CHANGED);
}
