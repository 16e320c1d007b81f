import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  conversations,
  extraTimeRequests,
  gigs,
  marketplaceItems,
  orderEvents,
  orders,
  reviews,
  users,
  type OrderRow,
} from '../db/schema';
import type { DbOrTx } from '../db/types';
import type { ReviewWithReviewer } from '../reviews';

export interface PartyRow {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  university: string;
  email: string;
  phone: string | null;
}

export interface EventRow {
  event: typeof orderEvents.$inferSelect;
  actor: { firstName: string | null; lastName: string | null } | null;
}

export type ExtraTimeRow = typeof extraTimeRequests.$inferSelect;

/** What the order page shows of one order, as stored (see detail-presenter.ts). */
export interface OrderDetailSource {
  order: OrderRow;
  gig: { id: number; title: string; category: string } | null;
  /** The marketplace item bought (an item purchase), else null. */
  item: { id: number; title: string } | null;
  review: ReviewWithReviewer | null;
  /** The two parties' conversation, when there is one. */
  conversationId: number | null;
  customer: PartyRow | undefined;
  provider: PartyRow | undefined;
  /** Oldest first. */
  events: EventRow[];
  extraTime: ExtraTimeRow[];
}

const reviewer = alias(users, 'reviewer');

/** The extra-time requests of the orders, oldest first, in one query (none for no orders). */
export async function loadExtraTime(db: DbOrTx, orderIds: readonly number[]): Promise<ExtraTimeRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(extraTimeRequests)
    .where(inArray(extraTimeRequests.orderId, [...orderIds]))
    .orderBy(asc(extraTimeRequests.requestedAt), asc(extraTimeRequests.id));
}

/** Rows of many orders, grouped by order (`of(id)`: an order's rows, in the order given). */
export function byOrder<T extends { orderId: number }>(rows: readonly T[]): (orderId: number) => T[] {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.orderId, [...(groups.get(row.orderId) ?? []), row]);
  return (orderId) => groups.get(orderId) ?? [];
}

/**
 * The orders matching `where` (in `orderBy` order) with everything their page shows, in four queries
 * whatever their number: the orders with their gig or item, review and conversation; their parties; their
 * events; their extra-time requests.
 */
async function loadDetails(db: DbOrTx, where: SQL, orderBy: SQL[]): Promise<OrderDetailSource[]> {
  const rows = await db
    .select({
      order: orders,
      gig: { id: gigs.id, title: gigs.title, category: gigs.category },
      item: { id: marketplaceItems.id, title: marketplaceItems.title },
      review: reviews,
      reviewer: { firstName: reviewer.firstName, lastName: reviewer.lastName },
      conversationId: conversations.id,
    })
    .from(orders)
    .leftJoin(gigs, eq(gigs.id, orders.gigId))
    .leftJoin(marketplaceItems, eq(marketplaceItems.id, orders.marketplaceItemId))
    .leftJoin(reviews, eq(reviews.orderId, orders.id))
    .leftJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .leftJoin(
      conversations,
      and(
        eq(conversations.participantOneId, sql`least(${orders.customerId}, ${orders.providerId})`),
        eq(conversations.participantTwoId, sql`greatest(${orders.customerId}, ${orders.providerId})`),
      ),
    )
    .where(where)
    .orderBy(...orderBy);
  if (rows.length === 0) return [];
  const orderIds = rows.map((r) => r.order.id);
  const partyIds = [...new Set(rows.flatMap((r) => [r.order.customerId, r.order.providerId]))];
  const [parties, events, extraTime] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        university: users.university,
        email: users.email,
        phone: users.phoneNumber,
      })
      .from(users)
      .where(inArray(users.id, partyIds)),
    db
      .select({ event: orderEvents, actor: { firstName: users.firstName, lastName: users.lastName } })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(inArray(orderEvents.orderId, orderIds))
      .orderBy(asc(orderEvents.id)),
    loadExtraTime(db, orderIds),
  ]);
  const party = new Map(parties.map((p) => [p.id, p]));
  return rows.map(({ order, gig, item, review, reviewer: by, conversationId }) => ({
    order,
    gig,
    item,
    review: review ? { review, reviewer: by } : null,
    conversationId,
    customer: party.get(order.customerId),
    provider: party.get(order.providerId),
    events: events.filter((e) => e.event.orderId === order.id),
    extraTime: extraTime.filter((x) => x.orderId === order.id),
  }));
}

export async function loadOrderDetail(db: DbOrTx, orderId: number): Promise<OrderDetailSource | undefined> {
  const [detail] = await loadDetails(db, eq(orders.id, orderId), [asc(orders.id)]);
  return detail;
}

/** The orders in dispute, the longest-disputed first (GET /api/operator/disputes). */
export function loadDisputedOrders(db: DbOrTx): Promise<OrderDetailSource[]> {
  return loadDetails(db, eq(orders.status, 'in_dispute'), [asc(orders.disputeOpenedAt), asc(orders.id)]);
}
