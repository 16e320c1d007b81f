import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Registry } from 'prom-client';
import { HttpError } from '../http/errors';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics`: the registry in Prometheus's text format, for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Anything else is a 401 (the endpoint's existence is no
 * secret: it is documented, and a 401 tells whoever set up the scrape what is wrong). Mount it only when
 * METRICS_TOKEN is set, before the session middleware (a scrape has no session) and the static files.
 */
export function metricsEndpoint(registry: Registry, token: string): Middleware {
  // Digests of equal length: timingSafeEqual compares them in constant time whatever was sent.
  const expected = digest(`Bearer ${token}`);
  return async (ctx, next) => {
    if (ctx.path !== METRICS_PATH) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD')
      throw new HttpError(405, 'Method not allowed', { headers: { Allow: 'GET, HEAD' } });
    const sent = ctx.get('Authorization');
    if (!timingSafeEqual(digest(sent), expected))
      throw new HttpError(401, 'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>)', {
        headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
      });
    ctx.set('Cache-Control', 'no-store');
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  };
}
