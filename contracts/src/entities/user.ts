import { z } from 'zod';
import { id, isoDate } from './common';
import { LIMITS } from '../constants';

/** What anyone may see of a user (provider card, seller info, conversation header). */
export const publicUser = z.object({
  id,
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  university: z.string(),
  bio: z.string().nullable(),
  profileImage: z.string().nullable(),
  skills: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number().int(),
  createdAt: isoDate,
});
export type PublicUser = z.infer<typeof publicUser>;

/** The signed-in user's own record: public fields plus private ones. Never the hash, tokens or Google id. */
export const currentUser = publicUser.extend({
  email: z.email(),
  phoneNumber: z.string().nullable(),
  isVerified: z.boolean(),
  isProfileComplete: z.boolean(),
  authProvider: z.enum(['google', 'email']).nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

const requiredText = (msg: string) => z.string({ error: msg }).trim().min(1, msg);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** PUT /api/profile */
export const profileUpdate = z.object({
  firstName: requiredText('First name is required').pipe(z.string().max(80)),
  lastName: requiredText('Last name is required').pipe(z.string().max(80)),
  university: requiredText('University is required').pipe(z.string().max(200)),
  bio: optionalText(LIMITS.bioMax),
  phoneNumber: optionalText(40),
  skills: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** PATCH /api/users/{id}: profile completion. */
export const profileCompletion = profileUpdate.extend({ isProfileComplete: z.literal(true) });
export type ProfileCompletion = z.input<typeof profileCompletion>;

/** Comma-separated skills text -> list: split, trimmed, empty entries dropped. */
export function parseSkills(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
