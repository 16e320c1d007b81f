import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { notFound } from '../domain-errors';
import { methodNotAllowed } from './errors';

/**
 * After the API router: an /api address nobody answered is a JSON 404, or a 405 with `Allow`
 * when the path exists for other methods.
 */
export function apiFallback(api: Router): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    const match = api.match(ctx.path, ctx.method);
    const methods = [...new Set(match.path.flatMap((layer) => layer.methods))];
    if (methods.length > 0) {
      throw methodNotAllowed(methods);
    }
    throw notFound();
  };
}
