import { join } from 'node:path';
import type { Context } from 'koa';
import { api, paths, type FallbackReason, type RemoteManifest } from '@campus/contracts';
import type { ReleaseStore } from '../remotes';
import type { Logger } from '../logger';
import {
  besideEntry,
  fetchPreloads,
  manifestBlock,
  matchRoute,
  remotePreloads,
  routeRemote,
} from '../static';
import { headTags } from './head-tags';
import { serverPageHtml } from './page-html';
import { AnonymousPageCache, clearOnCatalogWrites } from './page-cache';
import { RemoteBundles } from './remote-bundles';
import { shellBundleLoader } from './shell-bundle';

/** Shell pages that need a session (shell/src/app/routes.tsx, `guarded(...)`). */
const GUARDED_SHELL_PAGES = new Set<string>([paths.notifications]);

export interface PageRendererOptions {
  staticRoot: string;
  releases: ReleaseStore | null;
  /** PUBLIC_ORIGIN: canonical and link-preview addresses. */
  publicOrigin: string;
  /** SSR_BUDGET_MS: how long a remote's page may take on the server before the browser renders it. */
  budgetMs: number;
  log: Logger;
  /** SSR_CACHE_MS: how long an anonymous visitor's rendered page is kept (0: never). */
  cacheMs?: number;
  /** Counts each page sent, by outcome (`server`, `cached`, or the fallback reason): a metric. */
  onRendered?: (outcome: 'server' | 'cached' | FallbackReason) => void;
}

export interface PageInput {
  template: string;
  manifest: RemoteManifest;
  signedIn: boolean;
  /** The remote page module's chunk files (preloaded: the browser needs them to hydrate). */
  remoteChunks: readonly string[];
}

export type RenderedPage =
  | { redirect: string }
  | {
      body: string;
      private: boolean;
      /** `server`, or why the remote's page was left to the browser. */
      outcome: 'server' | FallbackReason;
      /** Time spent rendering, in ms. */
      ms: number;
      /** Taken from the anonymous page cache (SSR_CACHE_MS). */
      cached?: boolean;
    };

/** This backend's own address as the request reached it: where the page's API calls go. */
function loopbackOrigin(ctx: Context): string {
  const { localAddress = '127.0.0.1', localPort } = ctx.req.socket;
  const address = localAddress.replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${localPort}`;
}

/**
 * Server rendering of pages (issue 24; docs/decisions/server-rendering.md): the shell's server bundle
 * renders the first screen, with the route's remote page from that remote's server bundle of the
 * visitor's release. `render` answers null when there is no shell server bundle or it fails: the
 * caller then sends the page the browser renders, as before.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const shell = shellBundleLoader(join(options.staticRoot, 'shell', 'dist-server', 'server.cjs'));
  const bundles = new RemoteBundles(options.staticRoot, options.releases, () => shell()?.sharedModules ?? {});

  async function render(ctx: Context, input: PageInput): Promise<RenderedPage | null> {
    const renderer = shell();
    if (!renderer) return null;
    const started = performance.now();
    const { manifest, signedIn } = input;
    const match = matchRoute(manifest, ctx.path);
    // the remote page of the address, when its remote may be loaded (routeRemote: not unavailable)
    const remote = routeRemote(manifest, ctx.path, true);
    const result = await renderer.renderApp({
      path: ctx.path,
      search: ctx.querystring,
      apiOrigin: loopbackOrigin(ctx),
      cookie: ctx.get('Cookie') || undefined,
      hasSession: signedIn,
      origin: options.publicOrigin,
      manifest,
      guarded: match ? match.route.guarded : GUARDED_SHELL_PAGES.has(ctx.path),
      remote: remote
        ? {
            id: remote.page,
            route: remote.route.path,
            page: remote.route.page,
            bundle: bundles.get(remote.entry),
          }
        : null,
      budgetMs: options.budgetMs,
    });
    if (result.kind === 'redirect') return { redirect: result.location };
    for (const error of result.errors)
      options.log.error('server rendering error', { err: error, path: ctx.path });
    const outcome = result.fallback ?? 'server';
    options.onRendered?.(outcome);
    if (result.fallback)
      options.log.debug('remote page left to the browser', { path: ctx.path, reason: outcome });
    const guarded = match?.route.guarded ?? GUARDED_SHELL_PAGES.has(ctx.path);
    const extraHead =
      // a page the browser renders asks for its remote at once; a server-rendered one after its first paint
      (remote && result.fallback ? remotePreloads(remote, input.remoteChunks) : '') +
      // data the server could not embed is asked for early, as without server rendering
      // (the session's status is in the page's state already)
      (result.fallback ? fetchPreloads(ctx.path, ctx.querystring, [api.authStatus.path]) : '') +
      manifestBlock(manifest);
    const body = serverPageHtml(input.template, {
      head: headTags(result.head, {
        origin: options.publicOrigin,
        path: ctx.path,
        routeTitle: remote?.route.title ?? '',
        noindex: guarded || signedIn,
      }),
      extraHead,
      afterPaint:
        remote && !result.fallback
          ? {
              preload: [remote.entry],
              prefetch: input.remoteChunks.map((file) => besideEntry(remote.entry, file)),
            }
          : { preload: [], prefetch: [] },
      styles: result.styles,
      html: result.html,
      state: result.state,
    });
    return { body, private: result.state.user !== null, outcome, ms: performance.now() - started };
  }

  async function renderSafely(ctx: Context, input: PageInput): Promise<RenderedPage | null> {
    try {
      return await render(ctx, input);
    } catch (error) {
      options.log.error('server rendering failed; the browser renders the page', {
        err: error,
        path: ctx.path,
      });
      options.onRendered?.('render');
      return null;
    }
  }

  const cache = new AnonymousPageCache(options.cacheMs ?? 0);

  return {
    /** Clears the anonymous page cache after this instance's catalog writes (a middleware). */
    catalogWrites: clearOnCatalogWrites(cache),
    async render(ctx: Context, input: PageInput): Promise<RenderedPage | null> {
      if (input.signedIn || !cache.enabled) return renderSafely(ctx, input);
      // the remote's build, besides the manifest: a never-shipped build may be rebuilt under the same one
      const match = matchRoute(input.manifest, ctx.path);
      const build = match ? await bundles.version(match.remote.entry) : null;
      const key = `${AnonymousPageCache.key(ctx.path, ctx.querystring, input.manifest)}#${build ?? ''}`;
      const kept = cache.get(key);
      if (kept !== undefined) {
        options.onRendered?.('cached');
        return { body: kept, private: false, outcome: 'server', ms: 0, cached: true };
      }
      const page = await cache.once(key, () => renderSafely(ctx, input));
      if (page && 'body' in page && page.outcome === 'server') cache.set(key, page.body);
      return page;
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
