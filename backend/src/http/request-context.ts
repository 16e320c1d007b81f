import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { withRequestId } from '../logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A proxy's request id is kept when it is short and plain (letters, digits, `._:-`); else a new one. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const byContext = new WeakMap<Context, string>();

/** The request's id (set by `requestContext`). */
export const requestIdOf = (ctx: Context): string | undefined => byContext.get(ctx);

/**
 * Gives every request an id: the proxy's `X-Request-Id` when TRUST_PROXY is on and it is safe, else a
 * random UUID. Sent back in `X-Request-Id` on every reply, and kept for the rest of the request in
 * async-local storage, which the logger reads. Mounted first.
 */
export function requestContext(trustProxy: boolean): Middleware {
  return (ctx, next) => {
    const given = trustProxy ? ctx.get(REQUEST_ID_HEADER) : '';
    const requestId = SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    byContext.set(ctx, requestId);
    ctx.set(REQUEST_ID_HEADER, requestId);
    return withRequestId(requestId, next);
  };
}
