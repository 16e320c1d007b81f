/**
 * The product's own SQL for the gig reads, taken from its query builders (`gigListQuery`,
 * `gigByIdQuery` in backend/src/gigs/service.ts) once, as text plus a positional binder, so the floor
 * runs exactly the product's statements without building queries per request.
 *
 * Binding: the builder is called with sentinel filter values; each sentinel found among the statement's
 * parameters marks the slot of that filter value (a parameter that contains a search sentinel, such as
 * '%word%' or 'word:*', becomes that string with the request's word in place of the sentinel). Every
 * other parameter is a constant of the statement.
 */
import { toCents, type ServiceCategory } from '@campus/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../../../backend/src/db/schema';
import type { Db } from '../../../backend/src/db/types';
import * as service from '../../../backend/src/gigs/service';

/** The product's own database type (drizzle over a node-postgres pool). */
export type ProductDb = Db;
export type GigFilter = Parameters<typeof service.gigListQuery>[1];

interface SqlText {
  sql: string;
  params: unknown[];
}

/** What a request asks for, already parsed. */
export interface RequestValues {
  category?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  providerId?: number | undefined;
  /** The search's words (lower-cased by the caller as the product would see them). */
  words?: string[] | undefined;
  id?: number | undefined;
}

type Binder = (request: RequestValues) => unknown;

export interface Statement {
  sql: string;
  bind: (request: RequestValues) => unknown[];
}

const CATEGORY = 'qqcategoryqq';
const MIN_PRICE = 1234.56;
const MAX_PRICE = 2345.67;
const PROVIDER = 987_654_321;
const GIG_ID = 987_654_323;
/** Search sentinels: lower-case letters only, so any tokenizer keeps them whole. */
const searchSentinel = (i: number) => `qqsearch${String.fromCharCode(97 + i)}qq`;

export class FloorBindingError extends Error {
  override name = 'FloorBindingError';
}

/** A drizzle instance like the product's (node-postgres over a pg Pool, the product's schema). */
export function productDb(pool: pg.Pool): ProductDb {
  return drizzle(pool, { schema });
}

function makeStatement(
  label: string,
  text: SqlText,
  slots: Map<unknown, Binder>,
  words: string[],
): Statement {
  const found = new Set<unknown>();
  const binders: Binder[] = text.params.map((param) => {
    const slot = slots.get(param);
    if (slot) {
      found.add(param);
      return slot;
    }
    if (typeof param === 'string' && words.some((w) => param.includes(w))) {
      for (const w of words) if (param.includes(w)) found.add(w);
      return (r) => words.reduce((s, w, i) => s.split(w).join(r.words?.[i] ?? ''), param);
    }
    return () => param;
  });
  for (const sentinel of [...slots.keys(), ...words]) {
    if (!found.has(sentinel)) {
      throw new FloorBindingError(
        `${label}: the value ${String(sentinel)} is not a parameter of the product's statement, ` +
          `so the floor cannot bind it (does the builder inline or transform it?)`,
      );
    }
    if (text.sql.includes(String(sentinel))) {
      throw new FloorBindingError(
        `${label}: the product's statement inlines ${String(sentinel)} in its text`,
      );
    }
  }
  return { sql: text.sql, bind: (r) => binders.map((b) => b(r)) };
}

/** Which filter keys a list request uses, e.g. 'category,maxPrice,minPrice,search1'. */
export function listShapeKey(r: RequestValues): string {
  const keys: string[] = [];
  if (r.category !== undefined) keys.push('category');
  if (r.maxPrice !== undefined) keys.push('maxPrice');
  if (r.minPrice !== undefined) keys.push('minPrice');
  if (r.providerId !== undefined) keys.push('providerId');
  if (r.words?.length) keys.push(`search${r.words.length}`);
  return keys.join(',');
}

/** The list statement for requests shaped like `example` (the same filter keys, as many words). */
export function listStatement(db: ProductDb, example: RequestValues): Statement {
  const slots = new Map<unknown, Binder>();
  const filter: GigFilter = {};
  if (example.category !== undefined) {
    filter.category = CATEGORY as ServiceCategory;
    slots.set(CATEGORY, (r) => r.category);
  }
  if (example.minPrice !== undefined) {
    filter.minPrice = MIN_PRICE;
    slots.set(toCents(MIN_PRICE), (r) => toCents(r.minPrice ?? 0));
  }
  if (example.maxPrice !== undefined) {
    filter.maxPrice = MAX_PRICE;
    slots.set(toCents(MAX_PRICE), (r) => toCents(r.maxPrice ?? 0));
  }
  if (example.providerId !== undefined) {
    filter.providerId = PROVIDER;
    slots.set(PROVIDER, (r) => r.providerId);
  }
  const words = (example.words ?? []).map((_, i) => searchSentinel(i));
  if (words.length) filter.search = words.join(' ');
  const text = service.gigListQuery(db, filter).toSQL();
  return makeStatement(`gigListQuery(${listShapeKey(example) || 'no filter'})`, text, slots, words);
}

/** The gig-by-id statement from `gigByIdQuery`. */
export function byIdStatement(db: ProductDb): Statement {
  const slots = new Map<unknown, Binder>([[GIG_ID, (r) => r.id]]);
  return makeStatement('gigByIdQuery', service.gigByIdQuery(db, GIG_ID).toSQL(), slots, []);
}

/** The product's list statement with real values, for EXPLAIN. */
export function listSql(db: ProductDb, filter: GigFilter): SqlText {
  return service.gigListQuery(db, filter).toSQL();
}
