import { LIMITS } from './constants';

/**
 * Intl's time zone of a date shown to a visitor: UTC, the zone the server renders in, or with `local` the
 * visitor's own. The browser's hydration render must say what the server said, so a page passes `local`
 * only once hydrated (@campus/ui's useHydrated).
 */
export const shownZone = (local: boolean): { timeZone?: 'UTC' } => (local ? {} : { timeZone: 'UTC' });

/** 'April 28, 2025': US English long form, as the spec shows dates; the day in UTC unless `local` (shownZone). */
export function formatLongDate(iso: string | Date, local = false): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...shownZone(local),
  });
}

/** Cuts a card description at 100 characters and adds an ellipsis when it was longer. */
export function truncateDescription(text: string, max: number = LIMITS.cardDescription): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export function initials(firstName?: string | null, lastName?: string | null): string {
  const a = firstName?.trim()[0] ?? '';
  const b = lastName?.trim()[0] ?? '';
  return (a + b).toUpperCase() || '?';
}

export function fullName(user: { firstName?: string | null; lastName?: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
}

/** Unread badge text: the count, or '9+' above 9. */
export function unreadBadge(count: number): string {
  return count > LIMITS.unreadBadgeCap ? `${LIMITS.unreadBadgeCap}+` : String(count);
}

export function isEduEmail(email: string): boolean {
  return /^[^@\s]+@[^@\s]+\.edu$/i.test(email.trim());
}

/** The limits of SMTP (RFC 5321): local part up to 64 characters, each domain label up to 63, 254 in all. */
export function hasEmailLengths(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const labels = email.slice(at + 1).split('.');
  return email.length <= 254 && at <= 64 && labels.every((label) => label.length <= 63);
}

/**
 * A number with en-US digit grouping (1234567.5 -> '1,234,567.5'; `fractionDigits` fixes the decimals).
 * Not toLocaleString('en-US'): that builds an ICU formatter on every call (about 0.3 ms in Chromium), and
 * contracts calls this for the messages of its schemas while it loads, before a page can start.
 */
export function formatCount(n: number, fractionDigits?: number): string {
  const [whole = '', fraction] = (fractionDigits === undefined ? String(n) : n.toFixed(fractionDigits)).split(
    '.',
  );
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
