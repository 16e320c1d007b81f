import type { StaticFileCache } from './file-cache';
import type { StaticRoots } from './middleware';
import { releaseFile } from './release-files';
import { ExposedChunkCache, exposeKey } from './preloads';
import { RELEASE_ID, REMOTE_FOLDER } from '../remotes';
import { resolveInside } from './safe-path';

/** Where the files of the built product are (static/middleware.ts). */
type Roots = Pick<StaticRoots, 'remotes' | 'releases'>;

const exposedChunks = new ExposedChunkCache();

/**
 * The chunk files of the page module `page` in the remote entry at `entry` (an address the manifest
 * gives: `/mf/<folder>/remoteEntry.js` or `/mf/<folder>/<release>/remoteEntry.js`), for the page to
 * preload; none when the entry is missing or not written as expected, or is a local remote's.
 */
export async function remoteChunkFiles(
  roots: Roots,
  cache: StaticFileCache,
  { entry, page }: { entry: string; page: string },
): Promise<string[]> {
  const [, mount, folder = '', ...rest] = entry.split('/');
  if (mount !== 'mf' || !REMOTE_FOLDER.test(folder)) return [];
  let file;
  if (rest.length > 1 && RELEASE_ID.test(rest[0] ?? ''))
    file = await releaseFile(roots, cache, folder, rest[0] ?? '', rest.slice(1).join('/'));
  else {
    const base = roots.remotes.get(folder);
    const path = base ? resolveInside(base, rest.join('/')) : null;
    file = path ? await cache.get(path) : null;
  }
  if (!file) return [];
  const source = await file.representation('identity');
  return exposedChunks.get(source.etag, () => source.body.toString('utf8'), exposeKey(page));
}
