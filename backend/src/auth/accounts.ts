import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { PG, pgErrorCode } from '../db/errors';
import { conflict } from '../http/errors';
import { usernameBase, usernameCandidate } from './username';

export const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';

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
