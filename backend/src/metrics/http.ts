import type { Context, Middleware } from 'koa';
import { Histogram, type Registry } from 'prom-client';
import { routePattern } from '../http/route-pattern';

/**
 * The `route` label: a matched route's path pattern (`/api/gigs/:id`), never the address asked for, and
 * for everything else one of a few fixed names, so the number of series stays bounded whatever clients
 * ask: `not_found` (any 404 without a route), `api_unmatched` (another answer to an /api address
 * without a route: 405, a refused origin), `uploads`, `page` (an HTML page of the app) or `static`.
 */
export function routeLabel(ctx: Context): string {
  const pattern = routePattern(ctx);
  if (pattern) return pattern;
  if (ctx.status === 404) return 'not_found';
  const path = ctx.path;
  if (path === '/api' || path.startsWith('/api/')) return 'api_unmatched';
  if (path.startsWith('/uploads/')) return 'uploads';
  return ctx.response.is('html') ? 'page' : 'static';
}

/** 2xx, 3xx, 4xx or 5xx. */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * Times every request (`campus_http_request_duration_seconds`, whose `_count` is the request count) by
 * method, route and status class. Mount it first: the time includes every other middleware, and the
 * status is the final one. An event stream counts until its head is written, not while it stays open.
 */
export function httpMetrics(
  registry: Registry,
  { fixedRoutes = [] }: { fixedRoutes?: string[] } = {},
): Middleware {
  const duration = new Histogram({
    name: 'campus_http_request_duration_seconds',
    help: 'HTTP requests, by method, route (its path pattern, or a fixed name) and status class.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const fixed = new Set(fixedRoutes);
  return async (ctx, next) => {
    const end = duration.startTimer();
    let failed = false;
    try {
      await next();
    } catch (err) {
      failed = true;
      throw err;
    } finally {
      const route = fixed.has(ctx.path) ? ctx.path : routeLabel(ctx);
      end({ method: ctx.method, route, status: failed ? '5xx' : statusClass(ctx.status) });
    }
  };
}
