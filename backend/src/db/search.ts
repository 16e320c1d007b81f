import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** More words than this in one search are ignored (each is one more GIN index probe). */
const MAX_SEARCH_WORDS = 8;

/**
 * The search's words as the database indexes them: split at every character that is not a letter or
 * a digit (as `campus_search_words` does in SQL), lower-cased, at most MAX_SEARCH_WORDS.
 */
export function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * The text of a `to_tsquery('english', …)` in which every word must match as a word or a prefix of
 * one, after stemming: 'tutors' finds 'tutoring', 'calc' finds 'Calculus', 'js' finds 'Node.js'.
 * Only letters and digits reach it, so no tsquery syntax can be injected. Undefined without words.
 */
export function prefixQuery(search: string): string | undefined {
  const words = searchWords(search);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}

/** `vector` (a GIN-indexed tsvector column) matches the tsquery text of `prefixQuery`. */
export function matchesSearch(vector: AnyColumn, query: SQL | string): SQL {
  return sql`${vector} @@ to_tsquery('english', ${query})`;
}
