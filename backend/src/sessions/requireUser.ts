import type { Context, Middleware } from 'koa';
import { unauthenticated } from '../domain-errors';
import type {} from './session-data';

export const SIGN_IN_REQUIRED = 'Authentication required';

/** The signed-in user's id, or undefined for a visitor. */
export function sessionUserId(ctx: Pick<Context, 'session'>): number | undefined {
  const id = ctx.session?.userId;
  return typeof id === 'number' ? id : undefined;
}

/** The signed-in user's id; 401 `{ message }` for a visitor. */
export function currentUserId(ctx: Pick<Context, 'session'>): number {
  const id = sessionUserId(ctx);
  if (id === undefined) throw unauthenticated(SIGN_IN_REQUIRED);
  return id;
}

/**
 * Route guard (`route(router, api.x, { before: [requireUser] }, ...)`): 401 for visitors. A session row
 * only exists for a user who exists (its user_id cascades on delete), so no extra query is needed here.
 */
export const requireUser: Middleware = async (ctx, next) => {
  currentUserId(ctx);
  await next();
};
