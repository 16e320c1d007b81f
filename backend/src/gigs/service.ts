import { and, desc, eq, gte, lte, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { toCents, type GigStatus, type ServiceCategory } from '@campus/contracts';
import { gigs, orders, reviews, users } from '../db/schema';
import { afterKeyset, keysetText } from '../db/keyset';
import { pagedSearchParams, type PagedSearchFilter, type PagedSearchParams } from '../db/list-params';
import { prepared, rawStatement, runRaw, shapeKey } from '../db/prepared';
import { matchesSearch } from '../db/search';
import type { Db, DbOrTx, Tx } from '../db/types';
import { recomputeProviderRatings } from '../reviews';

export interface GigFilter extends PagedSearchFilter {
  category?: ServiceCategory | undefined;
  providerId?: number | undefined;
  /**
   * Paused ('inactive') gigs too, not only active ones: only for a provider's own list (the route
   * decides, see `mayListPausedGigsOf` in policies.ts). Deleted gigs are never listed.
   */
  includeInactive?: boolean | undefined;
}

/** Gig columns as read (the generated search vector stays in the database). */
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

/** The list query's parameters, in database terms. */
interface GigListParams extends PagedSearchParams {
  category?: string | undefined;
  providerId?: number | undefined;
  /** Shapes the statement (status <> 'deleted' instead of = 'active'); no value of its own. */
  includeInactive?: true | undefined;
}

function listParams(filter: GigFilter): GigListParams {
  return {
    category: filter.category,
    providerId: filter.providerId,
    includeInactive: filter.includeInactive ? true : undefined,
    ...pagedSearchParams(filter),
  };
}

/** The optional parts of a list query: one prepared statement per combination. */
const OPTIONAL_PARTS = [
  'category',
  'providerId',
  'minCents',
  'maxCents',
  'query',
  'cursorAt',
  'includeInactive',
] as const;

/** Gigs with their provider (left join: a gig outlives a deleted provider). */
function gigQuery(db: DbOrTx) {
  return db
    .select({ gig: gigColumns, provider: providerColumns, cursorAt: keysetText(gigs.createdAt) })
    .from(gigs)
    .leftJoin(users, eq(users.id, gigs.providerId));
}

/**
 * Active gigs (with `includeInactive`, paused ones too), newest first, one page. `value` gives each parameter's SQL: a placeholder for the
 * prepared statement, or the literal value (EXPLAIN, the benchmark's floor).
 */
function gigListSelect(db: DbOrTx, p: GigListParams, value: (key: keyof GigListParams) => unknown) {
  const v = (key: keyof GigListParams) => value(key) as SQL;
  const has = (key: keyof GigListParams) => p[key] !== undefined;
  const conditions: (SQL | undefined)[] = [
    has('includeInactive') ? ne(gigs.status, 'deleted') : eq(gigs.status, 'active'),
    has('category') ? eq(gigs.category, v('category')) : undefined,
    has('providerId') ? eq(gigs.providerId, v('providerId')) : undefined,
    has('minCents') ? gte(gigs.priceCents, v('minCents')) : undefined,
    has('maxCents') ? lte(gigs.priceCents, v('maxCents')) : undefined,
    has('query') ? matchesSearch(gigs.searchVector, v('query')) : undefined,
    has('cursorAt') ? afterKeyset(gigs.createdAt, gigs.id, v('cursorAt'), v('cursorId')) : undefined,
  ];
  // The page is chosen from gigs alone; only its rows are joined to their providers.
  const page = db
    .select({ ...gigColumns, cursorAt: keysetText(gigs.createdAt).as('cursor_at') })
    .from(gigs)
    .where(and(...conditions))
    .orderBy(desc(gigs.createdAt), desc(gigs.id))
    .limit(value('rows') as number | Placeholder)
    .as('page');
  return db
    .select({
      gig: {
        id: page.id,
        title: page.title,
        description: page.description,
        priceCents: page.priceCents,
        category: page.category,
        providerId: page.providerId,
        location: page.location,
        status: page.status,
        createdAt: page.createdAt,
        tags: page.tags,
        imageUrl: page.imageUrl,
      },
      provider: providerColumns,
      cursorAt: page.cursorAt,
    })
    .from(page)
    .leftJoin(users, eq(users.id, page.providerId))
    .orderBy(desc(page.createdAt), desc(page.id));
}

/** The list query with its values inlined as parameters; for EXPLAIN in tests and the benchmark. */
export function gigListQuery(db: DbOrTx, filter: GigFilter) {
  const p = listParams(filter);
  return gigListSelect(db, p, (key) => p[key]);
}

export type GigWithProvider = Awaited<ReturnType<typeof gigListQuery>>[number];

/**
 * A row of the list and by-id queries as node-postgres returns it in array mode, columns in select
 * order (gig, provider, cursor), mapped as drizzle would map it; test/raw-rows.test.ts holds the two
 * to the same result.
 */
function gigRowFromArray(row: unknown[]): GigWithProvider {
  const [
    id,
    title,
    description,
    priceCents,
    category,
    providerId,
    location,
    status,
    createdAt,
    tags,
    imageUrl,
  ] = row;
  const [pId, firstName, lastName, university, rating, reviewCount, cursorAt] = row.slice(11);
  return {
    gig: {
      id: id as number,
      title: title as string,
      description: description as string,
      priceCents: priceCents as number,
      category: category as string,
      providerId: providerId as number,
      location: location as string | null,
      status: status as string,
      createdAt: createdAt as Date,
      tags: tags as string[],
      imageUrl: imageUrl as string | null,
    },
    provider:
      pId === null
        ? null
        : {
            id: pId as number,
            firstName: firstName as string | null,
            lastName: lastName as string | null,
            university: university as string,
            rating: Number(rating),
            reviewCount: reviewCount as number,
          },
    cursorAt: cursorAt as string,
  };
}

/** One page of the browse list (limit + 1 rows: see toPage). */
export async function listGigs(db: Db, filter: GigFilter): Promise<GigWithProvider[]> {
  const p = listParams(filter);
  const statement = prepared(db, `gigs_list_${shapeKey(p, OPTIONAL_PARTS)}`, (name) =>
    rawStatement(
      name,
      gigListSelect(db, p, (key) => sql.placeholder(key)),
    ),
  );
  return (await runRaw(db, statement, { ...p })).map(gigRowFromArray);
}

/** One gig by id; for EXPLAIN and the benchmark. */
export function gigByIdQuery(db: DbOrTx, id: number | Placeholder) {
  return gigQuery(db).where(eq(gigs.id, id)).limit(1);
}

/** Any gig by id, whatever its status (its page shows the status; a 'deleted' one is a 404). */
export async function findGig(db: Db, id: number): Promise<GigWithProvider | undefined> {
  const statement = prepared(db, 'gigs_by_id', (name) =>
    rawStatement(name, gigByIdQuery(db, sql.placeholder('id'))),
  );
  const [row] = await runRaw(db, statement, { id });
  return row && gigRowFromArray(row);
}

/** Whether the gig exists for anyone: a 'deleted' gig (kept for its orders' history) does not. */
export async function gigExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: gigs.id })
    .from(gigs)
    .where(and(eq(gigs.id, id), ne(gigs.status, 'deleted')))
    .limit(1);
  return row !== undefined;
}

/** What the gig rules (policies.ts) look at. */
export interface GigFacts {
  providerId: number;
  /** 'active' | 'inactive' | 'deleted' */
  status: string;
}

/** The provider and status of a gig, for the policies; undefined when no such row exists. */
export async function findGigFacts(db: DbOrTx, id: number): Promise<GigFacts | undefined> {
  const [row] = await db
    .select({ providerId: gigs.providerId, status: gigs.status })
    .from(gigs)
    .where(eq(gigs.id, id))
    .limit(1);
  return row;
}

/** A gig as its form sends it, parsed (trimmed) by the contract and with its image checked. */
export interface GigFields {
  title: string;
  description: string;
  /** Dollars per hour. */
  price: number;
  category: ServiceCategory;
  location?: string | null | undefined;
  tags?: string[] | null | undefined;
  imageUrl: string | null;
}

/** Columns of a gig's form fields: blank location means none, blank tags are dropped (once each). */
function gigValues(fields: GigFields) {
  return {
    title: fields.title,
    description: fields.description,
    priceCents: toCents(fields.price),
    category: fields.category,
    location: fields.location || null,
    tags: [...new Set((fields.tags ?? []).filter((t) => t !== ''))],
    imageUrl: fields.imageUrl,
  };
}

export async function insertGig(tx: Tx, providerId: number, fields: GigFields): Promise<number> {
  const [row] = await tx
    .insert(gigs)
    .values({ ...gigValues(fields), providerId })
    .returning({ id: gigs.id });
  if (!row) throw new Error('insert into gigs returned no row');
  return row.id;
}

/** Replaces a gig's form fields; false when it does not exist (or is deleted). */
export async function updateGigFields(tx: Tx, id: number, fields: GigFields): Promise<boolean> {
  const rows = await tx
    .update(gigs)
    .set(gigValues(fields))
    .where(and(eq(gigs.id, id), ne(gigs.status, 'deleted')))
    .returning({ id: gigs.id });
  return rows.length > 0;
}

/** Pauses ('inactive') or resumes ('active') a gig; false when it does not exist (or is deleted). */
export async function setGigStatus(tx: Tx, id: number, status: GigStatus): Promise<boolean> {
  const rows = await tx
    .update(gigs)
    .set({ status })
    .where(and(eq(gigs.id, id), ne(gigs.status, 'deleted')))
    .returning({ id: gigs.id });
  return rows.length > 0;
}

/** One gig with its provider inside a transaction (drizzle's mapping: the raw reads need the pool). */
export async function findGigInTx(tx: Tx, id: number): Promise<GigWithProvider | undefined> {
  const [row] = await gigByIdQuery(tx, id);
  return row;
}

/**
 * Deletes a gig. Without orders it is erased (its reviews go with it, and its provider's rating is
 * recomputed). With orders it is kept as 'deleted': orders.gig_id would be set null by an erase and
 * the orders would lose their gig's title; a deleted gig is out of every list and its page is a 404.
 * The row is locked first, so an order placed meanwhile either is seen here or waits for this
 * transaction (its foreign-key check locks the gig row). Returns what happened, or null when the gig
 * does not exist (or is deleted already).
 */
export async function deleteGig(tx: Tx, id: number): Promise<'erased' | 'kept for orders' | null> {
  const [gig] = await tx
    .select({ providerId: gigs.providerId, status: gigs.status })
    .from(gigs)
    .where(eq(gigs.id, id))
    .for('update');
  if (!gig || gig.status === 'deleted') return null;
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.gigId, id)).limit(1);
  if (order) {
    await tx.update(gigs).set({ status: 'deleted' }).where(eq(gigs.id, id));
    return 'kept for orders';
  }
  const removedReviews = await tx.delete(reviews).where(eq(reviews.gigId, id)).returning({ id: reviews.id });
  await tx.delete(gigs).where(eq(gigs.id, id));
  if (removedReviews.length > 0) await recomputeProviderRatings(tx, [gig.providerId]);
  return 'erased';
}
