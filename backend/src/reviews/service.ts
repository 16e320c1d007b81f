import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { gigs, reviews, users, type ReviewRow } from '../db/schema';
import type { DbOrTx } from '../db/types';

const withReviewer = {
  review: reviews,
  reviewer: { firstName: users.firstName, lastName: users.lastName },
};

/** A gig's reviews, newest first, each with its reviewer's name; none for a deleted gig (its page is a 404). */
export function listGigReviews(db: DbOrTx, gigId: number) {
  return db
    .select(withReviewer)
    .from(reviews)
    .innerJoin(gigs, and(eq(gigs.id, reviews.gigId), ne(gigs.status, 'deleted')))
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.gigId, gigId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export type ReviewWithReviewer = Awaited<ReturnType<typeof listGigReviews>>[number];

/** One review with its reviewer's name. */
export async function findReviewWithReviewer(
  db: DbOrTx,
  id: number,
): Promise<ReviewWithReviewer | undefined> {
  const [row] = await db
    .select(withReviewer)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.id, id));
  return row;
}

/** The review of an order with its reviewer's name (the order page shows it), if it has one. */
export async function findOrderReviewWithReviewer(
  db: DbOrTx,
  orderId: number,
): Promise<ReviewWithReviewer | undefined> {
  const [row] = await db
    .select(withReviewer)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.orderId, orderId));
  return row;
}

export async function findReview(db: DbOrTx, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

/** The review of an order, if it has one. */
export async function findReviewOfOrder(db: DbOrTx, orderId: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.orderId, orderId));
  return row;
}

/**
 * Sets users.rating (average, 2 decimals) and users.reviewCount from the reviews table, for the
 * given providers (all when omitted). Call it in the same transaction that adds, changes or removes
 * reviews. Given providers are locked first, so concurrent writers for one provider take turns and
 * each recomputation sees the reviews the previous ones committed (without the lock, two transactions
 * would each count only their own new review and the last to commit would win).
 */
export async function recomputeProviderRatings(db: DbOrTx, providerIds?: number[]): Promise<void> {
  if (providerIds && providerIds.length === 0) return;
  const ids = providerIds
    ? sql.join(
        providerIds.map((id) => sql`${id}`),
        sql`, `,
      )
    : undefined;
  if (ids) await db.execute(sql`select 1 from ${users} where id in (${ids}) order by id for no key update`);
  const only = ids ? sql`where p.id in (${ids})` : sql``;
  await db.execute(sql`
    update ${users} u
       set rating = coalesce(s.avg, 0), review_count = coalesce(s.count, 0)
      from (select p.id,
                   round(avg(r.rating)::numeric, 2) as avg,
                   count(r.id)::int as count
              from ${users} p left join ${reviews} r on r.provider_id = p.id
             ${only}
             group by p.id) s
     where s.id = u.id`);
}
