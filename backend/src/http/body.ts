import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { badRequest, payloadTooLarge } from './errors';

/** JSON bodies for the API (multipart uploads are left to multer on their own route). */
export function jsonBody(): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: '100kb',
    onError: (err) => {
      const e = err as Error & { status?: number; type?: string };
      if (e.status === 413 || e.type === 'entity.too.large')
        throw payloadTooLarge('Request body is too large');
      throw badRequest('Request body is not valid JSON');
    },
  });
  return (ctx, next) => (ctx.path.startsWith('/api/') ? parse(ctx, next) : next());
}
