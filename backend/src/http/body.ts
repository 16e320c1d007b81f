import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { invalid, tooLarge, unsupported } from '../domain-errors';

/** Whether the request carries a body (a length above 0, or a chunked one). */
export function hasRequestBody(ctx: Context): boolean {
  return (ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '';
}

/**
 * Reads a JSON request body (up to 100 KB); mounted per route, after its access check. A body of another
 * type is refused (415), never read as no body: the document promises JSON only.
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: '100kb',
    onError: (err) => {
      const e = err as Error & { status?: number; type?: string };
      if (e.status === 413 || e.type === 'entity.too.large') throw tooLarge('Request body is too large');
      throw invalid('Request body is not valid JSON');
    },
  });
  return async (ctx, next) => {
    if (hasRequestBody(ctx) && !ctx.is('json'))
      throw unsupported('Request body must be JSON (Content-Type: application/json)');
    await parse(ctx, next);
  };
}
