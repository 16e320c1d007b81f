import { LIMITS, toCents } from '@campus/contracts';
import { decodeCursor } from './keyset';
import { prefixQuery } from './search';

/** What every paged, searchable list (gigs, items) takes from its query string. */
export interface PagedSearchFilter {
  /** Dollars. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  search?: string | undefined;
  /** Page size (LIMITS.pageSize when absent). */
  limit?: number | undefined;
  /** Where the page starts (the previous page's `nextCursor`). */
  cursor?: string | undefined;
}

/** The same, in database terms: the list queries' shared parameters. */
export interface PagedSearchParams {
  minCents?: number | undefined;
  maxCents?: number | undefined;
  /** tsquery text (see prefixQuery). */
  query?: string | undefined;
  cursorAt?: string | undefined;
  cursorId?: number | undefined;
  /** Rows to read: the page size plus one, to know whether another page follows. */
  rows: number;
}

export function pagedSearchParams(filter: PagedSearchFilter): PagedSearchParams {
  const cursor = filter.cursor ? decodeCursor(filter.cursor) : undefined;
  return {
    minCents: filter.minPrice !== undefined ? toCents(filter.minPrice) : undefined,
    maxCents: filter.maxPrice !== undefined ? toCents(filter.maxPrice) : undefined,
    // a search of punctuation only has no words: the empty tsquery matches nothing
    query: filter.search ? (prefixQuery(filter.search) ?? '') : undefined,
    cursorAt: cursor?.at,
    cursorId: cursor?.id,
    rows: (filter.limit ?? LIMITS.pageSize) + 1,
  };
}
