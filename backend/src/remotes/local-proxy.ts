import { request, type IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import { notFound, unreachable } from '../domain-errors';
import { registryRemote } from './registry';
import type { RemoteSettings } from './settings';

/** How long the team's dev server may take to start answering. */
const UPSTREAM_TIMEOUT_MS = 10_000;

/** Headers of the dev server's reply passed on to the browser. */
const PASSED_ON = ['content-type', 'content-length', 'etag', 'last-modified'];

/**
 * The path below `/mf-local/<folder>/` as the dev server gets it, or null: every segment decoded once and
 * checked (no dot-segments, no backslash, NUL or encoded slash), then encoded again.
 */
function upstreamPath(segments: string[]): string | null {
  const clean: string[] = [];
  for (const raw of segments) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    clean.push(encodeURIComponent(segment));
  }
  return clean.length ? `/${clean.join('/')}` : null;
}

/**
 * `/mf-local/<folder>/<file>`: a registry remote served by its team's dev server (`npm run dev --
 * <folder>`, http://127.0.0.1:<devPort>), so a preview of the local remote stays same-origin (the page's
 * CSP, cookies). Only with LOCAL_REMOTES, only to the loopback address and the registry's port, GET and
 * HEAD only. 502 with a message when the dev server does not answer.
 */
export async function localProxy(ctx: Context, settings: RemoteSettings, staticRoot: string): Promise<void> {
  if (!settings.localRemotes)
    throw notFound('Local remotes are turned off on this server (LOCAL_REMOTES=false)');
  const [, , folder = '', ...rest] = ctx.path.split('/');
  const remote = await registryRemote(staticRoot, folder);
  if (!remote) throw notFound('Only the remotes of the registry (remotes.json) are served locally');
  const path = upstreamPath(rest);
  if (!path) throw notFound();
  const upstream = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: remote.devPort,
        method: ctx.method === 'HEAD' ? 'HEAD' : 'GET',
        path: ctx.querystring ? `${path}?${ctx.querystring}` : path,
        headers: { accept: ctx.get('Accept') || '*/*' },
        timeout: UPSTREAM_TIMEOUT_MS,
      },
      resolve,
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  }).catch(() => {
    throw unreachable(
      `The dev server of ${folder} is not running on port ${remote.devPort}: start it with npm run dev -- ${folder}`,
    );
  });
  ctx.status = upstream.statusCode ?? 502;
  for (const name of PASSED_ON) {
    const value = upstream.headers[name];
    if (typeof value === 'string') ctx.set(name, value);
  }
  // a build that changes on every save: never kept
  ctx.set('Cache-Control', 'no-store');
  ctx.body = upstream;
}
