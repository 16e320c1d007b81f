import type { SearchableUniversity, University, UniversityIndex } from './types';

export function buildIndex(list: University[]): UniversityIndex {
  const all: SearchableUniversity[] = list.map((u) => ({ ...u, key: u.name.toLowerCase() }));
  const byDomain = new Map<string, string>();
  for (const u of list) for (const d of u.domains) byDomain.set(d.toLowerCase(), u.name);
  return { all, byDomain, byName: new Set(list.map((u) => u.name)) };
}

/** The list is ~190 KB: a dynamic import keeps it in its own chunk, fetched when a picker first needs it. */
export async function loadUniversities(): Promise<UniversityIndex> {
  const mod = await import(/* webpackChunkName: "us-universities" */ '../../data/us-universities.json');
  return buildIndex(mod.default);
}
