import type { Middleware } from 'koa';
import type { Logger } from '../logger';
import { sessionUserId } from '../sessions/requireUser';
import { routePattern } from './route-pattern';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * One entry per request, when it ends: method, route (the path pattern), path (no query string), status,
 * duration and the signed-in user; the logger adds the request id. API calls at info; static files and
 * the health probes at debug.
 */
export function requestLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const start = performance.now();
    try {
      await next();
    } finally {
      const durationMs = Math.round((performance.now() - start) * 10) / 10;
      const api = isApi(ctx.path);
      const route = routePattern(ctx);
      // the session is only loaded for /api requests (sessions/middleware.ts)
      const userId = api ? sessionUserId(ctx) : undefined;
      const fields = {
        method: ctx.method,
        ...(route ? { route } : {}),
        path: ctx.path,
        status: ctx.status,
        durationMs,
        ...(userId === undefined ? {} : { userId }),
      };
      const msg = `${ctx.method} ${route ?? ctx.path} ${ctx.status}`;
      if (api) log.info(msg, fields);
      else log.debug(msg, fields);
    }
  };
}
