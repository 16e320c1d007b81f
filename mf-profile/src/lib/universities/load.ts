import { indexUniversities } from '@campus/contracts';
import type { University, UniversityIndex } from './types';

export function buildIndex(list: University[]): UniversityIndex {
  return { ...indexUniversities(list), all: list.map((u) => ({ ...u, key: u.name.toLowerCase() })) };
}

/** The list is ~190 KB: a dynamic import keeps it in its own chunk, fetched when a picker first needs it. */
export async function loadUniversities(): Promise<UniversityIndex> {
  const mod = await import(/* webpackChunkName: "us-universities" */ '@campus/contracts/universities.json');
  return buildIndex(mod.default);
}
