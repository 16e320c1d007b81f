import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { computeFees } from '@campus/contracts';
import { gigs, orders, users, type OrderRow } from '../db/schema';
import type { DbOrTx } from '../db/types';

/** The statuses of an order whose payment is still open (not yet captured, not cancelled). */
export const OPEN_STATUSES = ['awaiting_payment', 'payment_processing'] as const;

/** The statuses of an order that was paid (authorised at least): its parties see each other's contacts. */
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

export interface OrderWithGig {
  order: OrderRow;
  gigTitle: string | null;
}

const withGig = { order: orders, gigTitle: gigs.title };

export async function findOrder(db: DbOrTx, id: number): Promise<OrderWithGig | undefined> {
  const [row] = await db
    .select(withGig)
    .from(orders)
    .leftJoin(gigs, eq(gigs.id, orders.gigId))
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

/** The orders `userId` is a party of (customer or provider), newest first. */
export async function listOrdersOf(db: DbOrTx, userId: number): Promise<OrderWithGig[]> {
  return db
    .select(withGig)
    .from(orders)
    .leftJoin(gigs, eq(gigs.id, orders.gigId))
    .where(or(eq(orders.customerId, userId), eq(orders.providerId, userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
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
  const fees = computeFees(gig.priceCents);
  const [created] = await db
    .insert(orders)
    .values({
      gigId: gig.id,
      customerId,
      providerId: gig.providerId,
      totalAmountCents: fees.totalCents,
      platformFeeCents: fees.platformFeeCents,
      priceCents: fees.baseCents,
      transactionFeeCents: fees.transactionFeeCents,
      status: 'awaiting_payment',
    })
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
