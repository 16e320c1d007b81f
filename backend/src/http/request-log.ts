import type { Middleware } from 'koa';
import type { Logger } from '../logger';

/** One line per request: API calls at info, static files at debug. */
export function requestLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const start = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - start) * 10) / 10;
      const line = `${ctx.method} ${ctx.path} ${ctx.status} ${ms}ms`;
      if (ctx.path.startsWith('/api/')) log.info(line);
      else log.debug(line);
    }
  };
}
