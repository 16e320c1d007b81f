import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaticFileCache } from './file-cache';
import { ExposedChunkCache, exposeKey } from './preloads';
import { RELEASE_ID } from '../remotes/releases';
import { resolveInside } from './safe-path';

/** Where the files of the built product are (static/middleware.ts, StaticRoots). */
interface Roots {
  shell: string;
  remotes: ReadonlyMap<string, string>;
  releases: string;
}

const exposedChunks = new ExposedChunkCache();

/**
 * The chunk files of the page module `page` in the remote entry at `entry` (an address the manifest
 * gives: `/mf/<folder>/remoteEntry.js` or `/mf/<folder>/<release>/remoteEntry.js`), for the page to
 * preload; none when the entry is missing or not written as expected.
 */
export async function remoteChunkFiles(
  roots: Roots,
  cache: StaticFileCache,
  { entry, page }: { entry: string; page: string },
): Promise<string[]> {
  const [, , folder = '', ...rest] = entry.split('/');
  const dist = roots.remotes.get(folder);
  if (!dist) return [];
  const base = rest.length > 1 && RELEASE_ID.test(rest[0] ?? '') ? join(roots.releases, folder) : dist;
  const path = resolveInside(base, rest.join('/'));
  const file = path ? await cache.get(path) : null;
  if (!file) return [];
  const source = await file.representation('identity');
  return exposedChunks.get(source.etag, () => source.body.toString('utf8'), exposeKey(page));
}

/** The content-hashed name the shell's build gives Inter's latin file (shell/src/app/fonts.ts). */
const INTER_LATIN = /^inter-latin-wght-normal\.[0-9a-f]{8,}\.woff2$/;
let fontSeen: { dir: string; mtimeMs: number; font: string | undefined } | undefined;

/** The address of the shell's Inter (latin) font file; looked up again when its folder changes. */
export async function shellFont(shellRoot: string): Promise<string | undefined> {
  const dir = join(shellRoot, 'assets');
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) return undefined;
  if (fontSeen?.dir !== dir || fontSeen.mtimeMs !== info.mtimeMs) {
    const name = (await readdir(dir).catch(() => [])).find((f) => INTER_LATIN.test(f));
    fontSeen = { dir, mtimeMs: info.mtimeMs, font: name && `/assets/${name}` };
  }
  return fontSeen.font;
}
