import { z } from '../zod';
import { id, isoDate, singleLine } from './common';
import { LIMITS } from '../constants';

/**
 * What anyone may see of a verified user (provider card, seller info, conversation header). No
 * username: it is the e-mail's local part, and with the university it spells the address.
 */
export const publicUser = z.object({
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
});
export type PublicUser = z.infer<typeof publicUser>;

/** The signed-in user's own record: public fields plus private ones. Never the hash, tokens or Google id. */
export const currentUser = z.extend(publicUser, {
  username: z.string(),
  email: z.email(),
  phoneNumber: z.nullable(z.string()),
  isVerified: z.boolean(),
  isProfileComplete: z.boolean(),
  authProvider: z.nullable(z.enum(['google', 'email'])),
  /** Listed in OPERATOR_EMAILS: may decide contested disputes. */
  isOperator: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

const requiredText = (msg: string) => z.string({ error: msg }).check(z.trim(), z.minLength(1, msg));
/** Optional text; `label` makes it single-line (no line breaks or control characters). */
const optionalText = (max: number, label?: string) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max), ...(label ? [singleLine(label)] : []))),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );

/** PUT /api/profile */
export const profileUpdate = z.object({
  firstName: z.pipe(
    requiredText('First name is required'),
    z.string().check(z.maxLength(80), singleLine('First name')),
  ),
  lastName: z.pipe(
    requiredText('Last name is required'),
    z.string().check(z.maxLength(80), singleLine('Last name')),
  ),
  university: z.pipe(
    requiredText('University is required'),
    z.string().check(z.maxLength(200), singleLine('University')),
  ),
  bio: optionalText(LIMITS.bioMax),
  phoneNumber: optionalText(40, 'Phone number'),
  skills: z._default(
    z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60), singleLine('Skills')))
      .check(z.maxLength(50)),
    [],
  ),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** PATCH /api/users/{id}: profile completion. */
export const profileCompletion = z.extend(profileUpdate, { isProfileComplete: z.literal(true) });
export type ProfileCompletion = z.input<typeof profileCompletion>;

/** Comma-separated skills text -> list: split, trimmed, empty entries dropped. */
export function parseSkills(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
