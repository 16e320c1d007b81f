import { and, eq, lte } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { PG, pgErrorCode } from '../db/errors';
import { conflict } from '../domain-errors';
import { usernameBase, usernameCandidate } from './username';

export const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';

/**
 * An e-mail account whose address is not verified within 48 hours is given up: it can no longer be
 * verified or signed in to, registering the address again replaces it, and a purge deletes it.
 */
export const UNVERIFIED_ACCOUNT_TTL_MS = 48 * 60 * 60 * 1000;

/** Created at or before this, an unverified account is given up. */
export const unverifiedCutoff = (now = new Date()) => new Date(now.getTime() - UNVERIFIED_ACCOUNT_TTL_MS);

export function isGivenUp(user: Pick<UserRow, 'isVerified' | 'createdAt'>, now = new Date()): boolean {
  return !user.isVerified && user.createdAt.getTime() <= unverifiedCutoff(now).getTime();
}

/**
 * Deletes the unverified accounts older than 48 hours (only the one with `email` when given); returns how
 * many. Such an account cannot have signed in, so it owns nothing else.
 */
export async function purgeUnverifiedAccounts(db: DbOrTx, now = new Date(), email?: string): Promise<number> {
  const gone = await db
    .delete(users)
    .where(
      and(
        eq(users.isVerified, false),
        lte(users.createdAt, unverifiedCutoff(now)),
        email === undefined ? undefined : eq(users.email, email.toLowerCase()),
      ),
    )
    .returning({ id: users.id });
  return gone.length;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserByGoogleId(db: DbOrTx, googleId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
  return row;
}

export type NewAccount = Omit<typeof users.$inferInsert, 'id' | 'username' | 'createdAt'>;

const constraintOf = (err: unknown): string => {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ('constraint' in e && typeof e.constraint === 'string') return e.constraint;
    e = 'cause' in e ? e.cause : undefined;
  }
  return '';
};

/**
 * Inserts a user with a unique username derived from the e-mail (a suffix when taken). 409 when the
 * e-mail (or Google account) is already registered.
 */
export async function createAccount(db: DbOrTx, account: NewAccount): Promise<UserRow> {
  const base = usernameBase(account.email);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(users)
        .values({
          ...account,
          email: account.email.toLowerCase(),
          username: usernameCandidate(base, attempt),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    } catch (err) {
      if (pgErrorCode(err) !== PG.uniqueViolation) throw err;
      const constraint = constraintOf(err);
      if (!constraint.includes('username') || attempt >= 20) throw conflict(EMAIL_TAKEN);
    }
  }
}
