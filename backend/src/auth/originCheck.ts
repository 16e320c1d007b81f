import type { Context, Middleware } from 'koa';
import type { Config } from '../config';
import { forbidden } from '../domain-errors';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_ORIGIN_MESSAGE = 'Cross-origin requests are not allowed';

/** The origin a request says it comes from: `Origin`, else the origin of `Referer`; undefined when neither. */
function claimedOrigin(ctx: Context): string | undefined {
  const origin = ctx.get('Origin');
  if (origin) return origin;
  const referer = ctx.get('Referer');
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * CSRF defence on top of the SameSite=Lax cookie: a mutating request that names another origin in
 * `Origin` (or `Referer` when `Origin` is absent), including the opaque 'null', is refused with 403.
 * Requests naming no origin do not come from a web page and pass. Our own origin is PUBLIC_ORIGIN when
 * set, else the request's own (X-Forwarded-* honoured only with TRUST_PROXY).
 */
export function originCheck(config: Pick<Config, 'publicOrigin' | 'publicOriginFromEnv'>): Middleware {
  const configured = config.publicOriginFromEnv ? new URL(config.publicOrigin).origin : null;
  return async (ctx, next) => {
    if (MUTATING.has(ctx.method)) {
      const origin = claimedOrigin(ctx);
      // not ctx.origin: since Koa 3 that is the Origin header itself
      if (origin !== undefined && origin !== (configured ?? `${ctx.protocol}://${ctx.host}`))
        throw forbidden(CROSS_ORIGIN_MESSAGE);
    }
    await next();
  };
}
