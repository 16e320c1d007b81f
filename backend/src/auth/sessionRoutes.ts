import type { Context } from 'koa';
import { api } from '@campus/contracts';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import type { RegisterRoutes } from '../http/route';
import type { AuthServices } from './deps';
import { unauthenticated } from '../domain-errors';
import { SIGN_IN_REQUIRED, sessionUserId } from '../sessions/requireUser';
import { endSession } from '../sessions/signIn';
import { findUserById, presentCurrentUser } from '../users';

export const SYNC_REFUSED = 'Session could not be restored. Please sign in again.';

/** The session's user, or undefined (and the session ended) when there is none or it no longer exists. */
async function sessionUser(db: Db, ctx: Context): Promise<UserRow | undefined> {
  const id = sessionUserId(ctx);
  if (id === undefined) return undefined;
  const user = await findUserById(db, id);
  if (!user) endSession(ctx);
  return user;
}

/** GET /api/auth/status, GET /api/me, POST /api/logout, POST /api/sync-session. */
export const sessionRoutes: RegisterRoutes<AuthServices> = (router, services) => {
  router.route(api.authStatus, { access: 'public' }, async ({ ctx, db }) => ({
    isAuthenticated: (await sessionUser(db, ctx)) !== undefined,
  }));

  router.route(api.me, { access: 'public' }, async ({ ctx, db }) => {
    const user = await sessionUser(db, ctx);
    if (!user) throw unauthenticated(SIGN_IN_REQUIRED);
    return presentCurrentUser(user, services.config.operatorEmails);
  });

  router.route(api.logout, { access: 'public' }, ({ ctx }) => {
    endSession(ctx);
    return { ok: true as const };
  });

  // The browser sends the user it keeps in local storage. That proves nothing (anyone can type an id),
  // so no session is ever created from it: the call succeeds only when the request already carries a
  // valid session of that same user, and otherwise answers 401 so the client signs in again.
  router.route(api.syncSession, { access: 'public' }, async ({ body, ctx, db }) => {
    const user = await sessionUser(db, ctx);
    if (!user || user.id !== body.userData.id) throw unauthenticated(SYNC_REFUSED);
    return { ok: true as const };
  });
};
