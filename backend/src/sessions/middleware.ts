import type Koa from 'koa';
import type { Middleware } from 'koa';
import createSession from 'koa-session';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { createSessionStore } from './store';

export type { SessionData } from './session-data';

export const SESSION_COOKIE = 'campus.sid';
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * koa-session with its data in PostgreSQL: the cookie holds only a signed random key (signed with
 * `app.keys` = SESSION_SECRET). httpOnly, SameSite=Lax, rolling 14 days. Only /api requests carry it.
 * Secure: when PUBLIC_ORIGIN is set, exactly when it is https (TLS may end at a proxy in front of us, so the
 * cookie jar is told the connection is secure); when unset, whenever the request itself came over https.
 */
export function sessionMiddleware(app: Koa, { db, config }: { db: Db; config: Config }): Middleware {
  const secure = config.publicOriginFromEnv ? config.publicOrigin.startsWith('https://') : undefined;
  const session = createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      signed: true,
      rolling: true,
      store: createSessionStore(db),
    },
    app,
  );
  return async (ctx, next) => {
    // static files and the SPA never read the session: spare them a database round trip each
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    if (secure) ctx.cookies.secure = true;
    await session(ctx, next);
  };
}
