import { createHash } from 'node:crypto';
import { remoteRouteOf, type RemoteManifest } from '@campus/contracts';

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

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

export interface PageOptions {
  /** The requested pathname: its remote's entry is preloaded. */
  path: string;
  /** Preload the entry of a page that needs sign-in too (the request carries cookies). */
  signedIn: boolean;
}

/**
 * index.html for one page address: the live remote manifest as a JSON data block (`type="application/json"`
 * is not executed, so the page CSP `script-src 'self'` needs nothing more), so the shell registers the
 * remotes without asking `GET /api/remotes` first, and a preload of the entry of the remote that renders
 * the address, so it downloads while the shell's own scripts do. Both go at the end of `<head>`.
 */
export function renderPage(
  template: string,
  manifest: RemoteManifest,
  { path, signedIn }: PageOptions,
): string {
  const route = remoteRouteOf(path);
  const remote = route && (!route.guarded || signedIn) ? route.page.split('/')[0] : undefined;
  const entry = manifest.remotes.find((r) => r.name === remote && !r.unavailable)?.entry;
  const head =
    (entry ? `<link rel="preload" as="script" href="${escapeAttribute(entry)}">` : '') +
    `<script type="application/json" id="${MANIFEST_ELEMENT_ID}">${jsonForScript(manifest)}</script>`;
  const at = template.search(/<\/head>/i);
  return at === -1 ? head + template : template.slice(0, at) + head + template.slice(at);
}

/** A weak validator of a rendered page (koa-compress may encode it; it changes with the manifest). */
export const pageEtag = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
