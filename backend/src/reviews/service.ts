import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { gigs, reviews, users } from '../db/schema';
import type { DbOrTx } from '../db/types';

/** A gig's reviews, newest first, each with its reviewer's name; none for a deleted gig (its page is a 404). */
export function listGigReviews(db: DbOrTx, gigId: number) {
  return db
    .select({
      review: reviews,
      reviewer: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(reviews)
    .innerJoin(gigs, and(eq(gigs.id, reviews.gigId), ne(gigs.status, 'deleted')))
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.gigId, gigId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export type ReviewWithReviewer = Awaited<ReturnType<typeof listGigReviews>>[number];

/**
 * Sets users.rating (average, 2 decimals) and users.reviewCount from the reviews table, for the
 * given providers (all when omitted). Call it in the same transaction that adds or removes reviews.
 */
export async function recomputeProviderRatings(db: DbOrTx, providerIds?: number[]): Promise<void> {
  if (providerIds && providerIds.length === 0) return;
  const only = providerIds
    ? sql`and u.id in (${sql.join(
        providerIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    update ${users} u
       set rating = coalesce(s.avg, 0), review_count = coalesce(s.count, 0)
      from (select p.id,
                   round(avg(r.rating)::numeric, 2) as avg,
                   count(r.id)::int as count
              from ${users} p left join ${reviews} r on r.provider_id = p.id
             group by p.id) s
     where s.id = u.id ${only}`);
}
