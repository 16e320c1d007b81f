import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { invalid, tooLarge } from '../domain-errors';

/** Reads a JSON request body (up to 100 KB); mounted per route, after its access check. */
export function jsonBody(): Middleware {
  return bodyParser({
    enableTypes: ['json'],
    jsonLimit: '100kb',
    onError: (err) => {
      const e = err as Error & { status?: number; type?: string };
      if (e.status === 413 || e.type === 'entity.too.large') throw tooLarge('Request body is too large');
      throw invalid('Request body is not valid JSON');
    },
  });
}
