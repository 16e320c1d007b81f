/** A page's HTML as a browser's first request gets it, and its load with the backend's CPU time. */
import { cpuSeconds } from '../../proc.mjs';
import { runLoad, type LoadResult } from '../../api/src/load';

/** A first visit's request: no cookie, HTML wanted, gzip accepted. */
export const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip' };

export interface PageSample {
  path: string;
  status: number;
  contentType: string;
  contentEncoding: string;
  cacheControl: string;
  /** Size of the decoded HTML. */
  htmlBytes: number;
  /** What `<div id="root">` holds, in bytes of HTML (0: the browser renders the page). */
  rootBytes: number;
  serverRendered: boolean;
  title: string;
}

/**
 * The HTML between `<div id="root" ...>` and its own closing tag (nested divs counted), or '' when the
 * page has no such element.
 */
export function rootContent(html: string): string {
  const open = /<div\b[^>]*\bid=["']?root["']?[^>]*>/i.exec(html);
  if (!open) return '';
  const start = open.index + open[0].length;
  const tags = /<(\/?)div\b[^>]*>/gi;
  tags.lastIndex = start;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index);
  }
  return html.slice(start);
}

/** One request of `path` as a first visit sends it (fetch decodes the gzip). */
export async function samplePage(port: number, path: string): Promise<PageSample> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: PAGE_HEADERS });
  const html = await res.text();
  const root = rootContent(html).trim();
  return {
    path,
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    contentEncoding: res.headers.get('content-encoding') ?? 'none',
    cacheControl: res.headers.get('cache-control') ?? '',
    htmlBytes: Buffer.byteLength(html),
    rootBytes: Buffer.byteLength(root),
    serverRendered: root.length > 0,
    title: /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '',
  };
}

export interface PageLoad {
  result: LoadResult;
  /** CPU seconds (user + system) the backend process used during the measured part. */
  cpuS: number;
}

/**
 * `clients` closed-loop clients requesting `path` for `durationMs` after `warmupMs` of unmeasured load,
 * with the backend process's CPU time read from /proc before and after the measured part.
 */
export async function loadPage(
  port: number,
  pid: number | undefined,
  path: string,
  {
    clients,
    durationMs,
    warmupMs,
    signal,
  }: { clients: number; durationMs: number; warmupMs: number; signal: AbortSignal },
): Promise<PageLoad> {
  const spec = { port, path: () => path, clients, headers: PAGE_HEADERS, signal };
  if (warmupMs > 0) await runLoad({ ...spec, durationMs: warmupMs });
  const before = cpuSeconds(pid);
  const result = await runLoad({ ...spec, durationMs });
  const after = cpuSeconds(pid);
  if (before === undefined || after === undefined) throw new Error('the backend process is gone');
  return { result, cpuS: after - before };
}
