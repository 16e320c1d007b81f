import { eq } from 'drizzle-orm';
import { PRODUCT_NAME } from '@campus/contracts';
import { gigs, type OrderRow } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { assertMayBookGig, bookingRefusal } from '../gigs/policies';
import type { CreateIntentInput } from '../payments/provider';
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

/**
 * POST /api/create-payment-intent: the customer's open booking of the gig (created when needed, its
 * amounts from the gig's price) and its intent's client secret. The gig is read `FOR SHARE` in the
 * transaction that opens the booking, so a pause or a delete cannot slip in between.
 */
export async function bookGig(
  deps: OrderDeps,
  customerId: number,
  gigId: number,
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
      return await bookGig(deps, customerId, gigId, true);
    }
    booked = await ensureIntent(deps, order);
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
