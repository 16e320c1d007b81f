import { extname, join } from 'node:path';
import type { Context, Middleware } from 'koa';
import { REMOTES } from '@campus/contracts';
import { SESSION_COOKIE } from '../sessions/middleware';
import { notFound } from '../domain-errors';
import { chooseEncoding } from './encoding';
import type { StaticFile, StaticFileCache } from './file-cache';
import { IMMUTABLE } from './cache-policy';
import {
  localProxy,
  previewRoute,
  RELEASE_ID,
  REMOTE_FOLDER,
  remoteManifest,
  type ReleaseStore,
  type RemoteSettings,
  perVisitor,
  visitOf,
} from '../remotes';
import { pageEtag, renderPage, routeRemote } from './page';
import { releaseFile } from './release-files';
import { remoteChunkFiles } from './page-assets';
import { isPageAddress } from './route-match';
import { resolveInside } from './safe-path';
import type { PageRenderer } from '../ssr';

export interface StaticRoots {
  /** STATIC_ROOT: the live remote manifest embedded in every page is read from it. */
  root: string;
  /** `shell/dist`: served at `/`, its index.html answers every other page address. */
  shell: string;
  /**
   * `<folder>/dist` per remote folder, served at `/mf/<folder>/`. A Map, not a plain object: the folder
   * comes from the address, and `/mf/constructor/` must find nothing rather than Object.prototype's.
   */
  remotes: ReadonlyMap<string, string>;
  /**
   * Published remote builds, shared by every instance (in PostgreSQL: remotes/store.ts), served at
   * `/mf/<folder>/<version>-<hash>/` for any remote folder (one shipped after the backend started is not
   * in `remotes`). Null: none (a tool that serves only the built folders).
   */
  releases: ReleaseStore | null;
}

export function staticRoots(staticRoot: string, releases: ReleaseStore | null = null): StaticRoots {
  return {
    root: staticRoot,
    shell: join(staticRoot, 'shell', 'dist'),
    remotes: new Map(Object.keys(REMOTES).map((folder) => [folder, join(staticRoot, folder, 'dist')])),
    releases,
  };
}

async function send(ctx: Context, file: StaticFile): Promise<void> {
  const rep = await file.representation(chooseEncoding(ctx.get('Accept-Encoding')));
  ctx.compress = false;
  ctx.status = 200;
  ctx.vary('Accept-Encoding');
  ctx.set({ 'Cache-Control': file.cacheControl, 'Last-Modified': file.lastModified, ETag: rep.etag });
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = file.type;
  if (rep.encoding !== 'identity') ctx.set('Content-Encoding', rep.encoding);
  ctx.body = rep.body;
}

/** Where a remote's build keeps its server bundle (rspack.remote.cjs, serverConfig). */
const SERVER_FOLDER = 'server';

/** A missing page address gets the shell (it routes, and renders its own 404); a missing asset does not. */
const wantsPage = (ctx: Context, path: string) =>
  extname(path) === '' || ctx.get('Accept').includes('text/html');

/** Without the app's settings (remotes/settings.ts): local remotes as LOCAL_REMOTES' default, cookies as the request. */
const defaultSettings = (ctx: Context): RemoteSettings => ({
  localRemotes: ctx.app.env !== 'production',
  secureCookies: undefined,
});

/**
 * One origin: `/mf/<folder>/<version>-<hash>/*` from a published release (immutable), other
 * `/mf/<folder>/*` from each remote's dist, `/mf-local/<folder>/*` from the team's dev server
 * (LOCAL_REMOTES), `/preview/*` choosing this browser's remote versions, and the shell's files at `/`
 * with index.html for every other page address (SPA fallback). `/uploads/*` is served before this, from
 * the upload store (uploads/serve.ts).
 */
export function staticMiddleware(
  roots: StaticRoots,
  cache: StaticFileCache,
  remoteSettings?: RemoteSettings,
  renderer: PageRenderer | null = null,
): Middleware {
  return async (ctx, next) => {
    const path = ctx.path;
    if (path === '/api' || path.startsWith('/api/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw notFound();
    const settings = remoteSettings ?? defaultSettings(ctx);

    if (path.startsWith('/preview/')) {
      if (!roots.releases) throw notFound();
      return previewRoute(ctx, { staticRoot: roots.root, settings, releases: roots.releases });
    }
    if (path.startsWith('/mf-local/')) return localProxy(ctx, settings, roots.root);

    if (path.startsWith('/mf/')) {
      const [, , folder = '', ...rest] = path.split('/');
      // a remote's server bundle (server/remote.cjs) is the backend's to run, not a browser's to fetch
      if (rest[0] === SERVER_FOLDER || (RELEASE_ID.test(rest[0] ?? '') && rest[1] === SERVER_FOLDER))
        throw notFound();
      // any remote folder: one shipped after the backend started has releases too
      if (rest.length > 1 && RELEASE_ID.test(rest[0] ?? '') && REMOTE_FOLDER.test(folder)) {
        // A published release never changes, so every file in it (the entry too) is immutable.
        const found = await releaseFile(roots, cache, folder, rest[0] ?? '', rest.slice(1).join('/'));
        if (!found) throw notFound();
        return send(ctx, { ...found, cacheControl: IMMUTABLE });
      }
      const root = roots.remotes.get(folder);
      const file = root ? resolveInside(root, rest.join('/')) : null;
      const found = file ? await cache.get(file) : null;
      if (!found) throw notFound();
      return send(ctx, found);
    }

    const indexFile = join(roots.shell, 'index.html');
    const file = resolveInside(roots.shell, path);
    const found = file && file !== roots.shell && file !== indexFile ? await cache.get(file) : null;
    if (found) return send(ctx, found);
    if (!wantsPage(ctx, path) && file !== indexFile) throw notFound();
    const index = await cache.get(indexFile);
    if (!index) throw notFound('The web app is not built yet');
    return sendPage(ctx, roots, cache, index, settings, renderer);
  };
}

/**
 * index.html as one page address needs it: with this visitor's remote manifest (its channels: preview,
 * local, canary or live per remote; the visitor cookie is set here on a first visit), the preloads of
 * the address's remote entry and page chunk and first API requests, and the static frame
 * (static/page.ts). Built per request, since a ship changes it and it differs per visitor:
 * `private, no-cache` with `Vary: Cookie` (no shared cache may hand one visitor's page to another), an
 * ETag of the rendered page and no Last-Modified (the file's date says nothing of the manifest), and
 * compressed by koa-compress rather than from the file cache's variants of the bare file.
 */
async function sendPage(
  ctx: Context,
  roots: StaticRoots,
  cache: StaticFileCache,
  index: StaticFile,
  settings: RemoteSettings,
  renderer: PageRenderer | null,
): Promise<void> {
  const template = (await index.representation('identity')).body.toString('utf8');
  const manifest = roots.releases
    ? await remoteManifest(roots.root, roots.releases, visitOf(ctx, settings)).catch(() => null)
    : null;
  // only the session cookie says the visitor may be signed in (the visitor cookie is everyone's)
  const signedIn = ctx.cookies.get(SESSION_COOKIE) !== undefined;
  const remote = manifest ? routeRemote(manifest, ctx.path, signedIn) : undefined;
  const remoteChunks = remote ? await remoteChunkFiles(roots, cache, remote).catch(() => []) : [];
  const page =
    manifest && renderer ? await renderer.render(ctx, { template, manifest, signedIn, remoteChunks }) : null;
  if (page && 'redirect' in page) {
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(page.redirect);
    return;
  }
  // Without a manifest the shell asks GET /api/remotes itself, as it does on a retry.
  const body =
    page?.body ??
    (manifest
      ? renderPage(template, manifest, { path: ctx.path, search: ctx.querystring, signedIn, remoteChunks })
      : template);
  ctx.vary('Accept-Encoding');
  perVisitor(ctx);
  // a signed-in visitor's page holds their data: kept by no cache at all
  if (page?.private) ctx.set('Cache-Control', 'private, no-store');
  // how the first screen was made: `server`, or why the route's remote page was left to the browser
  if (page)
    ctx.set(
      'Server-Timing',
      `ssr;dur=${page.ms.toFixed(1)};desc="${page.outcome}"${page.cached ? ', ssr-cache;desc="hit"' : ''}`,
    );
  // An address no route renders is the app's 404 page, answered 404 (for crawlers and link checkers);
  // without a manifest the server cannot tell, and the shell decides.
  if (manifest && ctx.path !== '/index.html' && !isPageAddress(manifest, ctx.path)) {
    ctx.status = 404;
    ctx.type = index.type;
    ctx.body = body;
    return;
  }
  ctx.status = 200;
  ctx.set('ETag', pageEtag(body));
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = index.type;
  ctx.body = body;
}
