import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { computeFees, latestProcess, type OrderProcessName } from '@campus/contracts';
import { gigs, marketplaceItems, orders, users, type OrderRow } from '../db/schema';
import type { DbOrTx } from '../db/types';

/** The statuses of an order whose payment is still open (not yet captured, not cancelled). */
export const OPEN_STATUSES = ['awaiting_payment', 'payment_processing'] as const;

export const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

/**
 * `orders.cancel_reason` of a booking given up because its gig was paused or deleted (issue 19, item 2).
 * It is noted before the intent is voided (and taken back if the void fails), and the cancelling
 * transition (`abandon_payment` or `expire_authorisation`, whoever records the void first) keeps it.
 */
export const GIG_UNAVAILABLE_REASON = 'gig_unavailable';

/** The statuses of an order that was paid (authorised at least). */
export const PAID_STATUSES = [
  'payment_processing',
  'payment_held',
  'confirmed_completed',
  'in_dispute',
  'funds_released',
  'refunded',
  'completed',
] as const;

export const isPaid = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);

/**
 * The statuses in which the parties see each other's contacts: from the capture into escrow on
 * (docs/decisions/contacts-after-capture.md). Never while the card is only authorised
 * (`payment_processing`): that hold can still be voided with nothing charged.
 */
export const CONTACT_STATUSES = PAID_STATUSES.filter((s) => s !== 'payment_processing');

export const showsContacts = (status: string) => (CONTACT_STATUSES as readonly string[]).includes(status);

/**
 * Whether the order is one for its provider, in lists and in mails (issue 19, item 8): opening checkout
 * is not an order. A booking whose payment was never authorised (still awaiting it, or cancelled before)
 * is the customer's attempt only: in nobody's list, dashboard or mail, and not the provider's to see.
 * One rule, stated twice side by side: `wasAuthorised` for a row in hand, `wasAuthorisedSql` in a query.
 */
export const wasAuthorised = (order: Pick<OrderRow, 'status' | 'authorisedAt'>): boolean =>
  order.status !== 'awaiting_payment' && !(order.status === 'cancelled' && order.authorisedAt === null);

/** `wasAuthorised`, as a condition on `orders`. */
export const wasAuthorisedSql = and(
  ne(orders.status, 'awaiting_payment'),
  or(ne(orders.status, 'cancelled'), sql`${orders.authorisedAt} is not null`),
);

/** What an order buys, by title: its gig's (a booking) or its marketplace item's (a purchase). */
export interface OrderTitles {
  gigTitle: string | null;
  itemTitle: string | null;
}

export interface OrderWithTitles extends OrderTitles {
  order: OrderRow;
}

const withTitles = { order: orders, gigTitle: gigs.title, itemTitle: marketplaceItems.title };

export async function findOrder(db: DbOrTx, id: number): Promise<OrderWithTitles | undefined> {
  const [row] = await db
    .select(withTitles)
    .from(orders)
    .leftJoin(gigs, eq(gigs.id, orders.gigId))
    .leftJoin(marketplaceItems, eq(marketplaceItems.id, orders.marketplaceItemId))
    .where(eq(orders.id, id));
  return row;
}

export async function findOrderRow(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findOrderByIntent(db: DbOrTx, intentId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
  return row;
}

/**
 * The orders `userId` is a party of (customer or provider), gig bookings and item purchases alike,
 * newest first: only those whose payment was authorised at some point (`wasAuthorised`), never a
 * checkout that was merely opened.
 */
export async function listOrdersOf(db: DbOrTx, userId: number): Promise<OrderWithTitles[]> {
  return db
    .select(withTitles)
    .from(orders)
    .leftJoin(gigs, eq(gigs.id, orders.gigId))
    .leftJoin(marketplaceItems, eq(marketplaceItems.id, orders.marketplaceItemId))
    .where(and(or(eq(orders.customerId, userId), eq(orders.providerId, userId)), wasAuthorisedSql))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** What a checkout pays for: a gig to book, or a marketplace item to buy. */
export type Purchase = { kind: 'gig'; gigId: number } | { kind: 'item'; itemId: number };

/** Whether the order is for what `purchase` names. */
export const isOrderOf = (order: Pick<OrderRow, 'gigId' | 'marketplaceItemId'>, purchase: Purchase) =>
  purchase.kind === 'gig' ? order.gigId === purchase.gigId : order.marketplaceItemId === purchase.itemId;

/** A new order's columns: awaiting payment, the amounts from `priceCents` by the one fee rule (`computeFees`). */
function newOrder(customerId: number, providerId: number, priceCents: number, process: OrderProcessName) {
  const fees = computeFees(priceCents);
  return {
    customerId,
    providerId,
    totalAmountCents: fees.totalCents,
    platformFeeCents: fees.platformFeeCents,
    priceCents: fees.baseCents,
    transactionFeeCents: fees.transactionFeeCents,
    status: 'awaiting_payment',
    processName: process,
    processVersion: latestProcess(process).version,
  } as const;
}

/**
 * The customer's open booking of a gig (`awaiting_payment`), created when there is none, with the
 * amounts computed here from the gig's price (`computeFees`, the one fee rule). One per customer and
 * gig (unique index `orders_open_booking_unique`): a second tab or a retry, even at the same moment,
 * finds the same order.
 */
export async function openBooking(
  db: DbOrTx,
  customerId: number,
  gig: { id: number; providerId: number; priceCents: number },
): Promise<OrderRow | undefined> {
  const [created] = await db
    .insert(orders)
    .values({ ...newOrder(customerId, gig.providerId, gig.priceCents, 'gig-booking'), gigId: gig.id })
    .onConflictDoNothing({
      target: [orders.customerId, orders.gigId],
      where: sql`status = 'awaiting_payment'`,
    })
    .returning();
  if (created) return created;
  // a concurrent call created it: the conflict waited for its commit, so this statement sees it
  const [open] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.customerId, customerId), eq(orders.gigId, gig.id), eq(orders.status, 'awaiting_payment')),
    );
  return open;
}

/**
 * The statuses in which an order holds its marketplace item (`pending`, bought by nobody else): from
 * checkout until it is released, refunded or cancelled. The unique index `orders_open_item_unique`
 * allows one such order per item.
 */
export const ITEM_HOLDING_STATUSES = [
  'awaiting_payment',
  'payment_processing',
  'payment_held',
  'in_dispute',
] as const;

/** The order holding the item (one at most), if any. */
export async function orderHoldingItem(db: DbOrTx, itemId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.marketplaceItemId, itemId), inArray(orders.status, [...ITEM_HOLDING_STATUSES])));
  return row;
}

/**
 * A new order of a marketplace item (`awaiting_payment`, the item-purchase process, no gig), the amounts
 * from the item's price by the one fee rule; undefined when another order holds the item meanwhile (the
 * unique index `orders_open_item_unique`: two buyers racing get one order).
 */
export async function openItemOrder(
  db: DbOrTx,
  customerId: number,
  item: { id: number; sellerId: number; priceCents: number },
): Promise<OrderRow | undefined> {
  const [created] = await db
    .insert(orders)
    .values({
      ...newOrder(customerId, item.sellerId, item.priceCents, 'item-purchase'),
      gigId: null,
      isMarketplaceItem: true,
      marketplaceItemId: item.id,
    })
    .onConflictDoNothing({
      target: orders.marketplaceItemId,
      where: sql`marketplace_item_id is not null and status in ('awaiting_payment', 'payment_processing', 'payment_held', 'in_dispute')`,
    })
    .returning();
  return created;
}

/**
 * Keeps the customer's note to the provider (or seller) on their open booking, to be posted once its
 * payment is authorised (booking-note.ts). A note given again replaces it (an empty one removes it);
 * none given keeps it. Never once posted, nor on a booking no longer awaiting payment.
 */
export async function keepBookingNote(db: DbOrTx, orderId: number, note: string | undefined): Promise<void> {
  if (note === undefined) return;
  await db
    .update(orders)
    .set({ bookingNote: note.trim() || null })
    .where(
      and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment'), isNull(orders.bookingNoteSentAt)),
    );
}

/** Stores the order's intent unless it already has one; the order as stored afterwards. */
export async function storeIntent(
  db: DbOrTx,
  orderId: number,
  intent: { id: string; clientSecret: string; provider: string },
): Promise<OrderRow | undefined> {
  await db
    .update(orders)
    .set({
      paymentIntentId: intent.id,
      paymentClientSecret: intent.clientSecret,
      paymentProvider: intent.provider,
    })
    .where(and(eq(orders.id, orderId), isNull(orders.paymentIntentId)));
  return findOrderRow(db, orderId);
}

export interface Contact {
  name: string;
  email: string;
  phone: string | null;
}

/** The two parties' contact details (shown to each other once the order is paid). */
export async function partyContacts(
  db: DbOrTx,
  order: Pick<OrderRow, 'customerId' | 'providerId'>,
): Promise<{ customer: Contact; provider: Contact }> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phoneNumber,
    })
    .from(users)
    .where(inArray(users.id, [order.customerId, order.providerId]));
  const contact = (id: number): Contact => {
    const u = rows.find((r) => r.id === id);
    if (!u) return { name: '', email: '', phone: null };
    const name = [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
    return { name: name || u.username, email: u.email, phone: u.phone?.trim() ? u.phone : null };
  };
  return { customer: contact(order.customerId), provider: contact(order.providerId) };
}

/**
 * Whether the order's gig can still be booked (active): a paused or deleted gig's bookings are given up
 * and never authorised, completed or captured (issue 19, item 2). An order without a gig is not a
 * gig booking and is not held to it.
 */
export async function isGigBookable(db: DbOrTx, gigId: number | null): Promise<boolean> {
  if (gigId === null) return true;
  const [gig] = await db.select({ status: gigs.status }).from(gigs).where(eq(gigs.id, gigId));
  return gig?.status === 'active';
}

/** The customer's bookings not captured yet (awaiting payment or authorised only), oldest first. */
export async function openBookingsOf(db: DbOrTx, customerId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, [...OPEN_STATUSES])))
    .orderBy(orders.createdAt, orders.id);
}

/** The open bookings of a gig (awaiting payment or authorised only): what a pause or a delete gives up. */
export async function openBookingsOfGig(db: DbOrTx, gigId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.gigId, gigId), inArray(orders.status, [...OPEN_STATUSES])))
    .orderBy(orders.id);
}
