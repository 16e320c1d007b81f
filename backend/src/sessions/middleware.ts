import type Koa from 'koa';
import type { Middleware } from 'koa';
import createSession from 'koa-session';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { createSessionStore } from './store';
import type { SessionData } from './session-data';

export type { SessionData } from './session-data';

export const SESSION_COOKIE = 'campus.sid';
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * A session only read is written back (its expiry moved to 14 days from now, the cookie's with it) once
 * its stored expiry is this far behind: at most one write per 5 minutes of use instead of one per request.
 */
export const SESSION_RENEW_AFTER_MS = 5 * 60 * 1000;

/** koa-session's own fields of a loaded session (not in SessionData). */
interface LoadedSession {
  isNew?: boolean;
  /** When the stored session expires (store.ts: the row's expires_at), ms since the epoch. */
  _expire?: unknown;
  /** Set: koa-session saves the session (row and cookie) at the end of the request. */
  _requireSave?: boolean;
}

/** Marks a stored session for saving when its expiry has fallen SESSION_RENEW_AFTER_MS behind a fresh one. */
function renewWhenDue(session: (SessionData & LoadedSession) | null, now: number): void {
  if (!session || session.isNew || typeof session._expire !== 'number') return;
  if (session._expire < now + SESSION_MAX_AGE_MS - SESSION_RENEW_AFTER_MS) session._requireSave = true;
}

/**
 * koa-session with its data in PostgreSQL: the cookie holds only a signed random key (signed with
 * `app.keys` = SESSION_SECRET). httpOnly, SameSite=Lax, rolling 14 days: the row and the cookie are
 * written when the session changes, and renewed when a request finds the expiry SESSION_RENEW_AFTER_MS
 * behind (not on every request: a session only read costs no write). Only /api requests carry it.
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
      rolling: false,
      store: createSessionStore(db),
    },
    app,
  );
  return async (ctx, next) => {
    // static files and the SPA never read the session: spare them a database round trip each
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    if (secure) ctx.cookies.secure = true;
    await session(ctx, () => {
      renewWhenDue(ctx.session, Date.now());
      return next();
    });
  };
}
