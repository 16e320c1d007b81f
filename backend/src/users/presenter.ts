import type { PublicUser } from '@campus/contracts';
import type { PublicUserRow } from './service';

export function presentPublicUser(row: PublicUserRow): PublicUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    university: row.university,
    bio: row.bio,
    profileImage: row.profileImage,
    skills: row.skills,
    rating: row.rating,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
  };
}
