import type { SearchableUniversity } from './types';

/** At most this many matches are rendered at once; typing narrows the rest. */
export const MAX_VISIBLE = 50;

export interface FilterResult {
  matches: SearchableUniversity[];
  total: number;
}

/** Case-insensitive substring filter (spec section 5), capped at `limit` rendered entries. */
export function filterUniversities(
  all: SearchableUniversity[],
  query: string,
  limit = MAX_VISIBLE,
): FilterResult {
  const needle = query.trim().toLowerCase();
  if (!needle) return { matches: all.slice(0, limit), total: all.length };
  const matches: SearchableUniversity[] = [];
  let total = 0;
  for (const u of all) {
    if (!u.key.includes(needle)) continue;
    total += 1;
    if (matches.length < limit) matches.push(u);
  }
  return { matches, total };
}
