import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { DbOrTx } from '../db/types';

/** Only what anyone may see: never e-mail, phone, password hash, tokens or Google id. */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
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

export async function findPublicUser(db: DbOrTx, id: number) {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export type PublicUserRow = NonNullable<Awaited<ReturnType<typeof findPublicUser>>>;
