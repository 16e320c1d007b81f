import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@campus/contracts';
import { users, type UserRow } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { isOperatorEmail } from '../operator';
import { presentPublicUser } from './presenter';

/** The whole row: for the user's own use only (it holds the password hash, tokens and Google id). */
export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The signed-in user's own view: public and private fields, never the hash, tokens or Google id;
 * `isOperator` when their e-mail is in OPERATOR_EMAILS (config.operatorEmails).
 */
export function presentCurrentUser(row: UserRow, operatorEmails: readonly string[]): CurrentUser {
  return {
    ...presentPublicUser(row),
    username: row.username,
    email: row.email,
    phoneNumber: row.phoneNumber,
    isVerified: row.isVerified,
    isProfileComplete: row.isProfileComplete,
    authProvider: row.authProvider === 'google' || row.authProvider === 'email' ? row.authProvider : null,
    isOperator: isOperatorEmail(row.email, operatorEmails),
  };
}
