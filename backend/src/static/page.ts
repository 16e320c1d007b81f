import { createHash } from 'node:crypto';
import type { RemoteManifest, RemoteRouteDeclaration } from '@campus/contracts';
import { FRAME_STYLE, renderFrame } from './frame';
import { dataPreloads } from './preloads';
import { matchRoute, pageId } from './route-match';

/** The id of the data block holding the live remote manifest (read by shell/src/federation/manifest.ts). */
export const MANIFEST_ELEMENT_ID = 'campus-remotes';

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe inside a `<script>` element: no `<` (so neither `</script>` nor `<!--` can end or bend the
 * element), no `>` or `&`, and no U+2028/U+2029 (line terminators to older JavaScript parsers). Each is
 * written as its `\uXXXX` escape, which JSON.parse reads back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => JSON_ESCAPES[c] ?? c);
}

export const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

export interface PageOptions {
  /** The requested pathname: its remote's entry is preloaded. */
  path: string;
  /** The requested query string (with or without its '?'): some pages fetch by it. */
  search?: string;
  /** Preload the entry of a page that needs sign-in too (the request carries cookies). */
  signedIn: boolean;
  /**
   * The files (names beside the entry) of the chunks the route's remote entry loads for the route's
   * page module (static/preloads.ts, exposedChunkFiles), fetched early with the entry.
   */
  remoteChunks?: readonly string[];
}

export interface RouteRemote {
  entry: string;
  /** The page module's id, `<remote name>/<expose key without './'>`. */
  page: string;
  route: RemoteRouteDeclaration;
}

/**
 * The remote entry that renders `path` in this visitor's manifest (the routes its served versions
 * declare), when it may load: available, and signed in if the route needs it.
 */
export function routeRemote(
  manifest: RemoteManifest,
  path: string,
  signedIn: boolean,
): RouteRemote | undefined {
  const match = matchRoute(manifest, path);
  if (!match || match.remote.unavailable || (match.route.guarded && !signedIn)) return undefined;
  return { entry: match.remote.entry, page: pageId(match.remote, match.route), route: match.route };
}

/** `/mf/mf-gigs/remoteEntry.js` + `318.dbf50cf3.js` -> `/mf/mf-gigs/318.dbf50cf3.js` (publicPath 'auto'). */
export const besideEntry = (entry: string, file: string) => entry.slice(0, entry.lastIndexOf('/') + 1) + file;

const preload = (href: string, as: string, extra = '') =>
  `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${extra}>`;

/** The remote's entry (preload) and its page module's chunks (prefetch): see renderPage. */
export const remotePreloads = (remote: RouteRemote, remoteChunks: readonly string[]) =>
  preload(remote.entry, 'script') +
  remoteChunks
    .map((file) => `<link rel="prefetch" href="${escapeAttribute(besideEntry(remote.entry, file))}">`)
    .join('');

/** The page's first API requests (static/preloads.ts), as the API client makes them, but those in `known`. */
export const fetchPreloads = (path: string, search: string, known: readonly string[] = []) =>
  dataPreloads(path, search)
    .filter((url) => !known.includes(url))
    .map((url) => preload(url, 'fetch', ' crossorigin="use-credentials"'))
    .join('');

/** The visitor's remote manifest as the page's JSON data block. */
export const manifestBlock = (manifest: RemoteManifest) =>
  `<script type="application/json" id="${MANIFEST_ELEMENT_ID}">${jsonForScript(manifest)}</script>`;

/**
 * index.html for one page address. At the end of `<head>`:
 * - for a page a remote renders, what its first screen waits for, in that order: the remote's entry
 *   and the chunk of its page module (they download while the shell's own scripts do, instead of
 *   after them; the chunk as a prefetch into the HTTP cache, not a preload: Chromium keeps a failed
 *   preload and hands its error to the first script that asks for the address, so after a failed
 *   load the page's 'Try again' would fail once more, while a failed prefetch leaves nothing behind;
 *   the chunk's name is content-hashed and cached for a year, so its script finds it there), and
 *   the page's first API requests
 *   (`as="fetch"`, `crossorigin="use-credentials"`: the API client's mode, so the browser hands the
 *   reply to its fetch). A shell page (the home page) gets none: its first screen is all in the frame,
 *   and anything loading beside it only competes with it (Lighthouse counts every request that ends
 *   before the largest paint in that paint's cost);
 * - the static frame's style (static/frame.ts);
 * - the live remote manifest as a JSON data block (`type="application/json"` is not executed, so the
 *   page CSP `script-src 'self'` needs nothing more), so the shell registers the remotes without asking
 *   `GET /api/remotes` first.
 * The Inter font is not added here: the template (the shell's index.html) preloads and declares it for
 * every page, with font-display: optional and the size-adjusted 'Inter Fallback'; a second @font-face
 * here would override that rule (a late swap that moves the text), and a second preload is a duplicate.
 * After `<div id="root"></div>`: the static frame, the navbar and the page's heading area painted from
 * the HTML (hidden as soon as React has drawn the page); a remote page's heading is its route's
 * `firstPaint`, as the served version declares it.
 *
 * The shell's own script (at the end of `<body>`) is not preloaded: the preload scanner finds it at
 * once anyway, and a preload would only raise it to high priority ahead of the first paint.
 */
export function renderPage(
  template: string,
  manifest: RemoteManifest,
  { path, search = '', signedIn, remoteChunks = [] }: PageOptions,
): string {
  const remote = routeRemote(manifest, path, signedIn);
  const head =
    (remote ? remotePreloads(remote, remoteChunks) + fetchPreloads(path, search) : '') +
    FRAME_STYLE +
    manifestBlock(manifest);
  const at = template.search(/<\/head>/i);
  const withHead = at === -1 ? head + template : template.slice(0, at) + head + template.slice(at);
  const root = /<div id="root"><\/div>/.exec(withHead);
  if (!root) return withHead;
  const after = root.index + root[0].length;
  const frame = renderFrame({ path, search, signedIn, firstPaint: remote?.route.firstPaint });
  return withHead.slice(0, after) + frame + withHead.slice(after);
}

/** A weak validator of a rendered page (koa-compress may encode it; it changes with the manifest). */
export const pageEtag = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
