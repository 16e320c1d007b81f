import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { DbOrTx } from '../db/types';

/** Whether `email` is an operator's: listed in OPERATOR_EMAILS (lower-cased by the config). */
export const isOperatorEmail = (email: string, operatorEmails: readonly string[]): boolean =>
  operatorEmails.includes(email.toLowerCase());

/** Whether the user is an operator (no query when there are none). */
export async function isOperator(
  db: DbOrTx,
  userId: number,
  operatorEmails: readonly string[],
): Promise<boolean> {
  if (operatorEmails.length === 0) return false;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row !== undefined && isOperatorEmail(row.email, operatorEmails);
}
