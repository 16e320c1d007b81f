import type { Middleware } from 'koa';
import { tooLarge } from '../domain-errors';

export const WEBHOOK_BODY_MAX_BYTES = 1024 * 1024;

/**
 * Reads the request body as bytes, unparsed, into `ctx.state.rawBody` (at most `maxBytes`, else 413):
 * a webhook's signature is over the exact bytes sent.
 */
export function rawBody(maxBytes = WEBHOOK_BODY_MAX_BYTES): Middleware {
  return async (ctx, next) => {
    if (Number(ctx.get('content-length') || 0) > maxBytes) throw tooLarge('Request body is too large');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge('Request body is too large');
      chunks.push(chunk);
    }
    ctx.state.rawBody = Buffer.concat(chunks);
    await next();
  };
}

export const rawBodyOf = (state: Record<string, unknown>): Buffer =>
  Buffer.isBuffer(state.rawBody) ? state.rawBody : Buffer.alloc(0);
