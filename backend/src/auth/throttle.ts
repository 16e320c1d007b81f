import { eq, inArray, lt, sql } from 'drizzle-orm';
import { authThrottle } from '../db/schema';
import type { Db } from '../db/types';

export interface ThrottleRule {
  /** Failures allowed in one window; the next attempt is refused. */
  limit: number;
  windowMs: number;
}

export interface ThrottleLimits {
  perAccount: ThrottleRule;
  perIp: ThrottleRule;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** 5 failed logins per account and 20 per address in 15 minutes. */
export const LOGIN_LIMITS: ThrottleLimits = {
  perAccount: { limit: 5, windowMs: FIFTEEN_MINUTES },
  perIp: { limit: 20, windowMs: FIFTEEN_MINUTES },
};

export interface Throttle {
  /** Seconds until the caller may try again, or 0 when not blocked. */
  retryAfter(ip: string, account: string): Promise<number>;
  failed(ip: string, account: string): Promise<void>;
  /** A success clears the account's count (not the address's: one good account must not unlock guessing). */
  succeeded(account: string): Promise<void>;
}

/**
 * Counts failures per address and per account in fixed windows in the `auth_throttle` table, so that
 * every backend instance shares the counts. `scope` separates uses ('login', 'verify-code').
 */
export function createThrottle(db: Db, scope: string, limits: ThrottleLimits = LOGIN_LIMITS): Throttle {
  const keys = (ip: string, account: string) => [
    { key: `${scope}:account:${account.toLowerCase()}`, rule: limits.perAccount },
    { key: `${scope}:ip:${ip}`, rule: limits.perIp },
  ];
  const longest = Math.max(limits.perAccount.windowMs, limits.perIp.windowMs);
  let lastPurge = 0;

  async function bump(key: string, rule: ThrottleRule, now: Date): Promise<void> {
    const windowOver = sql`${authThrottle.windowStartedAt} <= ${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
    await db
      .insert(authThrottle)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${windowOver} then 1 else ${authThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${authThrottle.windowStartedAt} end`,
        },
      });
  }

  return {
    async retryAfter(ip, account) {
      const wanted = keys(ip, account);
      const rows = await db
        .select()
        .from(authThrottle)
        .where(
          inArray(
            authThrottle.key,
            wanted.map((w) => w.key),
          ),
        );
      const now = Date.now();
      let wait = 0;
      for (const { key, rule } of wanted) {
        const row = rows.find((r) => r.key === key);
        if (!row || row.failures < rule.limit) continue;
        const ends = row.windowStartedAt.getTime() + rule.windowMs;
        if (ends > now) wait = Math.max(wait, Math.ceil((ends - now) / 1000));
      }
      return wait;
    },
    async failed(ip, account) {
      const now = new Date();
      for (const { key, rule } of keys(ip, account)) await bump(key, rule, now);
      if (now.getTime() - lastPurge > longest) {
        lastPurge = now.getTime();
        await db
          .delete(authThrottle)
          .where(lt(authThrottle.windowStartedAt, new Date(now.getTime() - longest)));
      }
    },
    async succeeded(account) {
      await db.delete(authThrottle).where(eq(authThrottle.key, `${scope}:account:${account.toLowerCase()}`));
    },
  };
}
