import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { DbOrTx } from '../db/types';

/**
 * Only what anyone may see: never the username (the e-mail's local part), e-mail, phone, password hash,
 * tokens or Google id.
 */
export const publicUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  university: users.university,
  bio: users.bio,
  profileImage: users.profileImage,
  skills: users.skills,
  rating: users.rating,
  reviewCount: users.reviewCount,
  createdAt: users.createdAt,
};

/** A verified user's public profile; users who have not verified their e-mail are not public. */
export async function findPublicUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.isVerified, true)))
    .limit(1);
  return row;
}

export type PublicUserRow = NonNullable<Awaited<ReturnType<typeof findPublicUser>>>;
