import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { badRequest, payloadTooLarge } from './errors';

/** Reads a JSON request body (up to 100 KB); mounted per route, after its access check. */
export function jsonBody(): Middleware {
  return bodyParser({
    enableTypes: ['json'],
    jsonLimit: '100kb',
    onError: (err) => {
      const e = err as Error & { status?: number; type?: string };
      if (e.status === 413 || e.type === 'entity.too.large')
        throw payloadTooLarge('Request body is too large');
      throw badRequest('Request body is not valid JSON');
    },
  });
}
