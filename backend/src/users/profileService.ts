import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { invalid, notFound } from '../domain-errors';
import { isKnownUniversity } from './universities';

export const UNKNOWN_UNIVERSITY = 'Please choose your university from the list';

/** The parsed (trimmed, defaulted) profile payload. */
export interface ProfileFields {
  firstName: string;
  lastName: string;
  university: string;
  bio: string | null;
  phoneNumber: string | null;
  skills: string[];
}

/** Writes the user's own profile fields; `complete` also marks the profile complete. */
export async function updateOwnProfile(
  db: DbOrTx,
  userId: number,
  fields: ProfileFields,
  complete = false,
): Promise<UserRow> {
  if (!isKnownUniversity(fields.university)) {
    throw invalid(UNKNOWN_UNIVERSITY, [{ path: 'university', message: UNKNOWN_UNIVERSITY }]);
  }
  const [row] = await db
    .update(users)
    .set({ ...fields, ...(complete ? { isProfileComplete: true } : {}) })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('User not found');
  return row;
}
