import { and, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { LIMITS, toCents, type ServiceCategory } from '@campus/contracts';
import { gigs, users } from '../db/schema';
import { allWordsLike, searchWords } from '../db/search';
import type { DbOrTx } from '../db/types';

export interface GigFilter {
  category?: ServiceCategory | undefined;
  search?: string | undefined;
  /** Dollars per hour. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  limit?: number | undefined;
  providerId?: number | undefined;
}

/** Gig columns as read (the generated search columns stay in the database). */
const gigColumns = {
  id: gigs.id,
  title: gigs.title,
  description: gigs.description,
  priceCents: gigs.priceCents,
  category: gigs.category,
  providerId: gigs.providerId,
  location: gigs.location,
  status: gigs.status,
  createdAt: gigs.createdAt,
  tags: gigs.tags,
  imageUrl: gigs.imageUrl,
};

/** The provider fields a gig card shows. */
const providerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  university: users.university,
  rating: users.rating,
  reviewCount: users.reviewCount,
};

/**
 * Matches a gig when the query's words match as full-text words and stems ('tutors' finds 'tutoring'),
 * or when every word occurs as a substring ('calc' finds 'Calculus'). The first is served by the GIN
 * tsvector index, the second by the GIN trigram index; PostgreSQL ORs the two bitmap scans.
 */
export function searchCondition(search: string): SQL | undefined {
  if (searchWords(search).length === 0) return undefined;
  const fullText = sql`${gigs.searchVector} @@ websearch_to_tsquery('english', ${search})`;
  return or(fullText, allWordsLike(gigs.searchText, search));
}

/** Gigs with their provider (left join: a gig outlives a deleted provider). */
function gigQuery(db: DbOrTx) {
  return db
    .select({ gig: gigColumns, provider: providerColumns })
    .from(gigs)
    .leftJoin(users, eq(users.id, gigs.providerId));
}

/** The browse query (active gigs, newest first, with their provider); exported for EXPLAIN in tests. */
export function gigListQuery(db: DbOrTx, filter: GigFilter) {
  const conditions: (SQL | undefined)[] = [
    eq(gigs.status, 'active'),
    filter.category ? eq(gigs.category, filter.category) : undefined,
    filter.providerId ? eq(gigs.providerId, filter.providerId) : undefined,
    filter.minPrice !== undefined ? gte(gigs.priceCents, toCents(filter.minPrice)) : undefined,
    filter.maxPrice !== undefined ? lte(gigs.priceCents, toCents(filter.maxPrice)) : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
  ];
  return gigQuery(db)
    .where(and(...conditions))
    .orderBy(desc(gigs.createdAt), desc(gigs.id))
    .limit(filter.limit ?? LIMITS.listMax);
}

export type GigWithProvider = Awaited<ReturnType<typeof gigListQuery>>[number];

export function listGigs(db: DbOrTx, filter: GigFilter): Promise<GigWithProvider[]> {
  return gigListQuery(db, filter);
}

/** Any gig by id, whatever its status (its page shows the status). */
export async function findGig(db: DbOrTx, id: number): Promise<GigWithProvider | undefined> {
  const [row] = await gigQuery(db).where(eq(gigs.id, id)).limit(1);
  return row;
}

export async function gigExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: gigs.id }).from(gigs).where(eq(gigs.id, id)).limit(1);
  return row !== undefined;
}
