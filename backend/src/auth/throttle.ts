import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { authThrottle } from '../db/schema';
import type { Db } from '../db/types';

export interface ThrottleRule {
  /** Attempts allowed in one window; the next one is refused until the window ends. */
  limit: number;
  windowMs: number;
}

/** One counter: a key ('login:ip:10.0.0.1') and the rule it is held to. */
export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

const MINUTE = 60 * 1000;
const FIFTEEN_MINUTES = 15 * MINUTE;
const HOUR = 60 * MINUTE;

/** Every limit of the product in one place (README 'Decisions': failed logins). */
export const THROTTLE_RULES = {
  /** Guesses at one account from one address. */
  loginAccountAddress: { limit: 5, windowMs: FIFTEEN_MINUTES },
  /** Failed logins from one address, whatever the account. */
  loginAddress: { limit: 20, windowMs: FIFTEEN_MINUTES },
  /** Ceiling for one account across all addresses (guessing from many addresses). */
  loginAccount: { limit: 50, windowMs: FIFTEEN_MINUTES },
  /** Wrong 6-digit codes for one e-mail, and from one address. */
  codeAccount: { limit: 5, windowMs: FIFTEEN_MINUTES },
  codeAddress: { limit: 20, windowMs: FIFTEEN_MINUTES },
  /** Sign-ups from one address. */
  registerAddress: { limit: 10, windowMs: HOUR },
  /** Verification mails sent again, per e-mail and per address. */
  resendAccount: { limit: 3, windowMs: HOUR },
  resendAddress: { limit: 10, windowMs: HOUR },
} satisfies Record<string, ThrottleRule>;

const account = (email: string) => email.trim().toLowerCase();

/** Guesses at one account from one address: what a correct password from that address clears. */
export const loginAccountAddressKey = (ip: string, email: string) =>
  `login:account-ip:${account(email)}|${ip}`;

/** The counters each throttled call counts against. */
export const throttleKeys = {
  login: (ip: string, email: string): ThrottleKey[] => [
    { key: loginAccountAddressKey(ip, email), rule: THROTTLE_RULES.loginAccountAddress },
    { key: `login:ip:${ip}`, rule: THROTTLE_RULES.loginAddress },
    { key: `login:account:${account(email)}`, rule: THROTTLE_RULES.loginAccount },
  ],
  verifyCode: (ip: string, email: string): ThrottleKey[] => [
    { key: `verify-code:account:${account(email)}`, rule: THROTTLE_RULES.codeAccount },
    { key: `verify-code:ip:${ip}`, rule: THROTTLE_RULES.codeAddress },
  ],
  register: (ip: string): ThrottleKey[] => [
    { key: `register:ip:${ip}`, rule: THROTTLE_RULES.registerAddress },
  ],
  resend: (ip: string, email: string): ThrottleKey[] => [
    { key: `resend:account:${account(email)}`, rule: THROTTLE_RULES.resendAccount },
    { key: `resend:ip:${ip}`, rule: THROTTLE_RULES.resendAddress },
  ],
};

/** A counted attempt, or a refused one. */
export interface Attempt {
  /** Seconds until the caller may try again; 0 when this attempt was counted and may go ahead. */
  retryAfter: number;
  /** The attempt succeeded: take its count back from these keys (all of them by default). */
  refund(keys?: string[]): Promise<void>;
}

export interface Throttle {
  /**
   * Counts one attempt against every key and checks the new counts, in one atomic statement: of any
   * number of concurrent attempts at most `limit` per key get a count within the limit. A refused
   * attempt (`retryAfter > 0`) is taken back at once, so it does not count against the other keys.
   */
  attempt(keys: ThrottleKey[]): Promise<Attempt>;
  /** Forgets the keys' counts. */
  reset(keys: string[]): Promise<void>;
  /** Deletes counters whose window has ended (also done now and then by `attempt`). */
  purge(now?: Date): Promise<number>;
}

const PURGE_EVERY_MS = FIFTEEN_MINUTES;

/**
 * Fixed-window counters in the `auth_throttle` table, shared by every backend instance. The count goes up
 * before the work it guards is done (and is taken back when that work succeeds), so a burst cannot have
 * more attempts evaluated than the limit allows, as it could when the check and the count were separate.
 */
export function createThrottle(db: Db): Throttle {
  let lastPurge = 0;

  async function purge(now = new Date()): Promise<number> {
    const gone = await db
      .delete(authThrottle)
      .where(lte(authThrottle.expiresAt, now))
      .returning({ key: authThrottle.key });
    return gone.length;
  }

  /**
   * One hit less on each key, in the window it was counted in. One statement per key (each locks one row),
   * so it cannot deadlock with an upsert that locks several.
   */
  async function takeBack(counted: Array<{ key: string; expiresAt: Date }>): Promise<void> {
    await Promise.all(
      counted.map(({ key, expiresAt }) =>
        db
          .update(authThrottle)
          .set({ hits: sql`${authThrottle.hits} - 1` })
          .where(
            and(eq(authThrottle.key, key), eq(authThrottle.expiresAt, expiresAt), gt(authThrottle.hits, 0)),
          ),
      ),
    );
  }

  return {
    async attempt(keys) {
      const now = new Date();
      // one order for every caller, so concurrent upserts of the same keys cannot deadlock
      const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const windowOver = sql`${authThrottle.expiresAt} <= ${now.toISOString()}::timestamptz`;
      const rows = await db
        .insert(authThrottle)
        .values(
          sorted.map(({ key, rule }) => ({
            key,
            hits: 1,
            expiresAt: new Date(now.getTime() + rule.windowMs),
          })),
        )
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            hits: sql`case when ${windowOver} then 1 else ${authThrottle.hits} + 1 end`,
            expiresAt: sql`case when ${windowOver} then excluded.expires_at else ${authThrottle.expiresAt} end`,
          },
        })
        .returning({ key: authThrottle.key, hits: authThrottle.hits, expiresAt: authThrottle.expiresAt });

      let wait = 0;
      for (const { key, rule } of sorted) {
        const row = rows.find((r) => r.key === key);
        if (!row || row.hits <= rule.limit) continue;
        wait = Math.max(wait, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000), 1);
      }
      if (wait > 0) await takeBack(rows);

      if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = now.getTime();
        await purge(now);
      }
      return {
        retryAfter: wait,
        refund: async (only) => {
          if (wait > 0) return;
          await takeBack(only ? rows.filter((r) => only.includes(r.key)) : rows);
        },
      };
    },
    async reset(keys) {
      if (keys.length) await db.delete(authThrottle).where(inArray(authThrottle.key, keys));
    },
    purge,
  };
}
