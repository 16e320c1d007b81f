import type { Context } from 'koa';

/**
 * The path pattern of the API route that answered (`/api/gigs/:id`), as @koa/router records it on the
 * context; undefined for anything no route matched (static files, unknown addresses). Logs and
 * metrics name routes by this, never by the raw URL (one name per route, no ids or user text).
 */
export function routePattern(ctx: Context): string | undefined {
  const matched = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
  return typeof matched === 'string' ? matched : undefined;
}
