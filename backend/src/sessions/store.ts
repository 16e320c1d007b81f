import { eq, lt, sql } from 'drizzle-orm';
import { sessions } from '../db/schema';
import type { Db } from '../db/types';

type SessionRecord = Record<string, unknown>;

/** How long a session without a numeric maxAge (koa-session's 'session' lifetime) is kept on the server. */
const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

/**
 * koa-session's external store in the `sessions` table: any instance serves any request, a destroyed
 * row is a revoked session, and a row past `expires_at` is never read (and purged hourly by main.ts).
 */
export function createSessionStore(db: Db) {
  return {
    async get(key: string): Promise<SessionRecord | undefined> {
      const [row] = await db
        .select({ data: sessions.data, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(sql`${sessions.key} = ${key} and ${sessions.expiresAt} > now()`)
        .limit(1);
      // the row's expiry is the one that counts: the middleware renews the session when it falls behind
      return row && { ...row.data, _expire: row.expiresAt.getTime() };
    },
    async set(key: string, data: SessionRecord, maxAge: number | 'session'): Promise<void> {
      const ms = typeof maxAge === 'number' ? maxAge : BROWSER_SESSION_MS;
      const expiresAt = new Date(Date.now() + ms);
      // user_id cascades: deleting a user revokes all their sessions
      const userId = typeof data.userId === 'number' ? data.userId : null;
      // An ended session stays ended: a request that was in flight when the user signed out must not
      // write it back when it finishes (a session is saved at the end of a request that changed or renewed it).
      await db
        .insert(sessions)
        .values({ key, data, expiresAt, userId })
        .onConflictDoUpdate({
          target: sessions.key,
          set: { data, expiresAt, userId },
          setWhere: sql`${sessions.expiresAt} > now()`,
        });
    },
    async destroy(key: string): Promise<void> {
      // Kept as an expired row (the hourly purge removes it), so a late save cannot bring it back.
      await db
        .update(sessions)
        .set({ data: {}, userId: null, expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.key, key));
    },
  };
}

/** Removes expired sessions; returns how many. */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ key: sessions.key });
  return removed.length;
}

/** Signs a user out everywhere (all browsers). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
