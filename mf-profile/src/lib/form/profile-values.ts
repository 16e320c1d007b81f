import { LIMITS, type CurrentUser } from '@campus/contracts';

/** What the completion form and the edit form both hold while the user types. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  university: string;
  phoneNumber: string;
  bio: string;
}

export type ProfileField = keyof ProfileFormValues;

export function valuesFromUser(
  user: CurrentUser | null,
  university = user?.university ?? '',
): ProfileFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    university,
    phoneNumber: user?.phoneNumber ?? '',
    bio: user?.bio ?? '',
  };
}

/** Input limits matching contracts' profileUpdate schema, so the browser stops typing before the server refuses. */
export const MAX_LENGTH = {
  firstName: 80,
  lastName: 80,
  phoneNumber: 40,
  bio: LIMITS.bioMax,
  skills: 3000,
} as const;
