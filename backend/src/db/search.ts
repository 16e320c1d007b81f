import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** More words than this in one search are ignored (each one is a trigram index probe). */
const MAX_SEARCH_WORDS = 8;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search's words, lower-cased, at most MAX_SEARCH_WORDS. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/**
 * Every word occurs as a substring of `column` (a lower-cased generated text column with a GIN trigram
 * index): 'calc' finds 'Calculus'. Undefined when the search has no words.
 */
export function allWordsLike(column: AnyColumn, search: string): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(...words.map((w) => sql`${column} like ${`%${escapeLike(w)}%`}`));
}
