import { lazySchema, z } from '../zod';
import { id, isoDate } from './common';
import { freeText } from '../user-text';
import { LIMITS } from '../constants';

/**
 * What anyone may see of a verified user (provider card, seller info, conversation header). No
 * username: it is the e-mail's local part, and with the university it spells the address.
 */
export const publicUser = lazySchema(() =>
  z.object({
    id,
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    university: z.string(),
    bio: z.nullable(z.string()),
    profileImage: z.nullable(z.string()),
    skills: z.array(z.string()),
    rating: z.number(),
    reviewCount: z.number().check(z.int()),
    createdAt: isoDate,
  }),
);
export type PublicUser = z.infer<typeof publicUser>;

/** The signed-in user's own record: public fields plus private ones. Never the hash, tokens or Google id. */
export const currentUser = lazySchema(() =>
  z.extend(publicUser, {
    username: z.string(),
    email: z.email(),
    phoneNumber: z.nullable(z.string()),
    isVerified: z.boolean(),
    isProfileComplete: z.boolean(),
    authProvider: z.nullable(z.enum(['google', 'email'])),
    /** Listed in OPERATOR_EMAILS: may decide contested disputes. */
    isOperator: z.boolean(),
  }),
);
export type CurrentUser = z.infer<typeof currentUser>;

/** Optional text: blank is none (null). */
const optionalText = (label: string, max: number, multiline = false) =>
  z.pipe(
    z.nullish(freeText({ label, max, multiline, required: false })),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );

/** PUT /api/profile */
export const profileUpdate = lazySchema(() =>
  z.object({
    firstName: freeText({ label: 'First name', max: LIMITS.nameMax }),
    lastName: freeText({ label: 'Last name', max: LIMITS.nameMax }),
    university: freeText({ label: 'University', max: 200 }),
    bio: optionalText('Bio', LIMITS.bioMax, true),
    phoneNumber: optionalText('Phone number', 40),
    skills: z._default(
      z
        .array(
          freeText({
            label: 'Skills',
            max: 60,
            messages: {
              required: 'A skill cannot be blank',
              tooLong: 'Each skill can have at most 60 characters',
            },
          }),
        )
        .check(z.maxLength(50, 'You can list at most 50 skills')),
      [],
    ),
  }),
);
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** PATCH /api/users/{id}: profile completion. */
export const profileCompletion = lazySchema(() =>
  z.extend(profileUpdate, { isProfileComplete: z.literal(true) }),
);
export type ProfileCompletion = z.input<typeof profileCompletion>;

/** Comma-separated skills text -> list: split, trimmed, empty entries dropped. */
export function parseSkills(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
