import { eq } from 'drizzle-orm';
import { PRODUCT_NAME } from '@campus/contracts';
import { gigs, type OrderRow } from '../db/schema';
import type { Tx } from '../db/types';
import { conflict, DomainError, invalid, notFound, unavailable } from '../domain-errors';
import { assertMayBookGig, bookingRefusal } from '../gigs';
import {
  assertMayBuyItem,
  ITEM_NOT_AVAILABLE,
  ITEM_NOT_FOUND,
  lockItem,
  setItemStatus,
} from '../marketplace';
import type { CreateIntentInput } from '../payments';
import { bookingRoom, type BookingGuard } from './checkout-limits';
import { callProvider, isRefusal, PAYMENT_INIT_FAILED, type OrderDeps } from './deps';
import { abandonBooking } from './intent-sync';
import {
  keepBookingNote,
  openBooking,
  openItemOrder,
  orderHoldingItem,
  storeIntent,
  type Purchase,
} from './service';

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

/** One round's transaction, once what is bought is read and locked: the checkout limits, then the order. */
async function openRound(
  tx: Tx,
  customerId: number,
  purchase: Purchase,
  guard: BookingGuard,
  now: Date,
  open: () => Promise<{ order: OrderRow | undefined; priceCents: number }>,
): Promise<Booked> {
  const room = await bookingRoom(tx, customerId, purchase, guard, now);
  if (room.kind === 'giveUp') return { giveUp: room.order };
  try {
    const { order, priceCents } = await open();
    // only if the open booking was paid or cancelled between the insert and the read: a retry opens a new one
    if (!order) throw conflict(BOOKING_CHANGED);
    return { order, stale: order.priceCents !== priceCents };
  } catch (err) {
    if (room.kind === 'open') await room.counted.refund();
    throw err;
  }
}

/**
 * A gig booking's round: the gig is read `FOR SHARE`, so a pause or a delete cannot slip in before
 * the booking is opened.
 */
async function gigRound(tx: Tx, customerId: number, gigId: number, guard: BookingGuard, now: Date) {
  const actor = { userId: customerId };
  const [gig] = await tx
    .select({ id: gigs.id, providerId: gigs.providerId, status: gigs.status, priceCents: gigs.priceCents })
    .from(gigs)
    .where(eq(gigs.id, gigId))
    .for('share');
  if (!gig || bookingRefusal(actor, gig) === 'gone') throw notFound(BOOKING_GIG_NOT_FOUND);
  assertMayBookGig(actor, gig);
  return openRound(tx, customerId, { kind: 'gig', gigId }, guard, now, async () => ({
    order: await openBooking(tx, customerId, gig),
    priceCents: gig.priceCents,
  }));
}

/**
 * An item purchase's round: the item is locked `FOR UPDATE`, so buyers of one item take their turns:
 * the first opens the order and marks the item `pending` in this transaction, the next finds it held
 * (409). Its own buyer coming back to an unpaid checkout finds the same order. The unique index
 * `orders_open_item_unique` holds one open order per item whatever path wrote it.
 */
async function itemRound(tx: Tx, customerId: number, itemId: number, guard: BookingGuard, now: Date) {
  const item = await lockItem(tx, itemId);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  const holder = await orderHoldingItem(tx, itemId);
  assertMayBuyItem({ userId: customerId }, item, holder);
  return openRound(tx, customerId, { kind: 'item', itemId }, guard, now, async () => {
    if (holder) return { order: holder, priceCents: item.priceCents };
    const order = await openItemOrder(tx, customerId, item);
    if (!order) throw conflict(ITEM_NOT_AVAILABLE);
    await setItemStatus(tx, item.id, 'pending');
    return { order, priceCents: item.priceCents };
  });
}

/** What POST /api/create-payment-intent pays for: its `gigId` or its `marketplaceItemId` (the contract takes one). */
export function purchaseOf(body: {
  gigId?: number | undefined;
  marketplaceItemId?: number | undefined;
}): Purchase {
  if (body.gigId !== undefined) return { kind: 'gig', gigId: body.gigId };
  if (body.marketplaceItemId !== undefined) return { kind: 'item', itemId: body.marketplaceItemId };
  throw invalid('Choose a gig or an item to pay for');
}

const purchaseLog = (purchase: Purchase) =>
  purchase.kind === 'gig' ? { gigId: purchase.gigId } : { marketplaceItemId: purchase.itemId };

/**
 * POST /api/create-payment-intent: the customer's open order of a gig (a booking) or of a marketplace
 * item (a purchase), created when needed with its amounts from the price (one fee rule), and its
 * intent's client secret. What is bought is read under a lock in the transaction that opens the order
 * (see `gigRound`, `itemRound`). A new order is held to the customer's checkout limits (`guard`,
 * checkout-limits.ts) before its row is inserted: a 429 opens nothing. Beyond the open bookings, the
 * customer's oldest unpaid one is given up (its intent voided, outside the transaction) and the
 * booking tried again. `note`: the customer's note to the provider or seller, kept on the order and
 * posted to their conversation once the payment is authorised (booking-note.ts), never before.
 * `now`: the server's clock.
 */
export async function book(
  deps: OrderDeps,
  customerId: number,
  purchase: Purchase,
  guard: BookingGuard,
  now: Date,
  note?: string,
  retried = false,
): Promise<string> {
  // each round gives up one unpaid booking at most: past as many rounds as the limit, others keep booking
  for (let round = 0; round <= guard.limits.openBookingsMax; round++) {
    const booked: Booked = await deps.db.transaction((tx) =>
      purchase.kind === 'gig'
        ? gigRound(tx, customerId, purchase.gigId, guard, now)
        : itemRound(tx, customerId, purchase.itemId, guard, now),
    );
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
        // the price changed since this booking was opened: it is given up, a new one opened
        await abandonBooking(deps, order, { source: 'create-payment-intent', reason: 'price changed' });
        return await book(deps, customerId, purchase, guard, now, note, true);
      }
      // after the round's transaction: an existing order's row is never locked while the item's (or
      // gig's) is held, the reverse of the interpreter's order (the order's row, then the item's)
      await keepBookingNote(deps.db, order.id, note);
      const withIntent = await ensureIntent(deps, order);
      // cancelled (or paid in another tab) while the intent was being made: a retry opens a new booking
      if (withIntent.status !== 'awaiting_payment') throw conflict(BOOKING_CHANGED);
      if (!withIntent.paymentClientSecret) throw unavailable(PAYMENT_INIT_FAILED);
      return withIntent.paymentClientSecret;
    } catch (err) {
      if (err instanceof DomainError && err.kind === 'unavailable') throw unavailable(PAYMENT_INIT_FAILED);
      if (!isRefusal(err)) throw err;
      deps.log.warn('payment intent refused', {
        customerId,
        ...purchaseLog(purchase),
        code: err.code,
        err: err.message,
      });
      throw unavailable(PAYMENT_INIT_FAILED);
    }
  }
  throw conflict(BOOKING_CHANGED);
}
