import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Entry points keep their names across builds: browsers must revalidate them. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

/** A content hash in the name, as bundlers write it: `main.3f9a1c2b.js`, `123-3f9a1c2b.css`. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export function cacheControlFor(file: string): string {
  const name = basename(file);
  if (ENTRY_FILES.has(name)) return REVALIDATE;
  return HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}
