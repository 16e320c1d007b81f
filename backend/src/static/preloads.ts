import { api } from '@campus/contracts';

/**
 * What a remote's page fetches first, so the page can ask for it in `<head>` (static/page.ts) instead
 * of after the shell, the remote and React have run: its first API requests, and the chunk of the
 * remote's exposed page module.
 */

/**
 * The API requests a page makes as soon as it renders, written exactly as the product's API client
 * writes them (contracts' createApiClient: the endpoint path, then the query in the caller's key
 * order, none when every value is empty; GET with `credentials: 'include'`), so the browser hands the
 * preloaded reply to that fetch. A preload whose address differs would be a second, wasted request:
 * each address below is the one the caller builds (in the file named beside it):
 *
 * - every page: GET /api/auth/status (shell/src/runtime/auth/queries.ts, authStatusQuery);
 * - `/gigs` without filters in its address: GET /api/gigs (mf-gigs src/api/get-gigs.ts, every filter
 *   undefined) and GET /api/categories (mf-gigs src/api/get-categories.ts);
 * - `/gigs/<id>`: GET /api/gigs/<id> (mf-gigs get-gig.ts, id as parseGigId reads it) and its reviews
 *   (get-gig-reviews.ts);
 * - `/marketplace` without a query: GET /api/marketplace (mf-marketplace features/list/useItems.ts).
 */
export function dataPreloads(path: string, search: string): string[] {
  const at = path.toLowerCase().replace(/(.)\/$/, '$1');
  const query = new URLSearchParams(search);
  const urls: string[] = [api.authStatus.path];
  if (at === '/gigs') {
    if ([...query.keys()].length === 0) urls.push(api.gigs.path);
    urls.push(api.categories.path);
  } else if (at === '/marketplace') {
    if ([...query.keys()].length === 0) urls.push(api.marketplaceItems.path);
  } else {
    const gig = /^\/gigs\/(\d+)$/.exec(at);
    const id = gig ? Number(gig[1]) : NaN;
    // mf-gigs parseGigId: digits only, a safe integer above 0 ('007' is gig 7)
    if (Number.isSafeInteger(id) && id > 0)
      urls.push(api.gig.path.replace(':id', String(id)), api.gigReviews.path.replace(':id', String(id)));
  }
  return urls;
}

/** `'mf_gigs/BrowseGigsPage'` -> `'./BrowseGigsPage'`, the key of the remote's `exposes`. */
export const exposeKey = (page: string) => `./${page.split('/').slice(1).join('/')}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The file names of the chunks a remote entry (rspack's Module Federation `remoteEntry.js`, minified)
 * loads for one exposed module: the ids its `exposes` factory passes to the chunk loader
 * (`"./Page":()=>Promise.all([x.e(553),x.e(318)]).then(...)`) that have a file in the entry's chunk
 * file map (`x.u=e=>""+e+"."+{318:"dbf50cf3"}[e]+".js"`; ids without one are shared-module
 * placeholders, provided by the shell). Empty when the entry is not written that way: then the page
 * simply does without the preload, as before.
 */
export function exposedChunkFiles(entrySource: string, expose: string): string[] {
  const start = entrySource.search(new RegExp(`["']${escapeRegExp(expose)}["']\\s*:`));
  if (start === -1) return [];
  const factory = entrySource.slice(start, start + 2000);
  const end = factory.indexOf('.then(');
  const ids = [...(end === -1 ? '' : factory.slice(0, end)).matchAll(/\b[\w$]+\.e\((\d+)\)/g)].map(
    (m) => m[1] ?? '',
  );
  const map = /[\w$]+\.u\s*=\s*(?:function\s*\(\s*[\w$]+\s*\)|[\w$]+\s*=>)\s*\{?[^{}]*?\{([^{}]*)\}/.exec(
    entrySource,
  );
  if (!map) return [];
  const hashes = new Map<string, string>();
  for (const [, id, hash] of (map[1] ?? '').matchAll(/["']?(\d+)["']?\s*:\s*["']([0-9a-f]+)["']/g))
    if (id && hash) hashes.set(id, hash);
  // The file name pattern: `<id>.<hash>.js`, the only one this build writes (rspack.remote.cjs).
  if (!/""\s*\+\s*[\w$]+\s*\+\s*"\."\s*\+/.test(entrySource.slice(map.index, map.index + 200))) return [];
  const files = ids.filter((id) => hashes.has(id)).map((id) => `${id}.${hashes.get(id)}.js`);
  return [...new Set(files)];
}

/** Parses each remote entry once per version of its text (the key is its ETag). */
export class ExposedChunkCache {
  private readonly known = new Map<string, string[]>();

  get(key: string, source: () => string, expose: string): string[] {
    const id = `${key}\n${expose}`;
    let files = this.known.get(id);
    if (!files) {
      files = exposedChunkFiles(source(), expose);
      if (this.known.size > 200) this.known.clear();
      this.known.set(id, files);
    }
    return files;
  }
}
