import { randomInt } from 'node:crypto';

/** 'Ada.Lovelace+x@mit.edu' -> 'ada.lovelace': the e-mail's local part, lower-cased, reduced to [a-z0-9._-]. */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/\+.*$/, '');
  const cleaned = local
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 30);
  return cleaned || 'student';
}

/** The base on the first try, then the base with a random 4-digit suffix. */
export function usernameCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}${randomInt(1000, 10000)}`;
}
