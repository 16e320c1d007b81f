import { shownZone } from '@campus/contracts';

/** The calendar day of `date` in UTC, or with `local` in the visitor's zone. */
const dayOf = (date: Date, local: boolean) => (local ? date.toDateString() : date.toISOString().slice(0, 10));
const yearOf = (date: Date, local: boolean) => (local ? date.getFullYear() : date.getUTCFullYear());

/**
 * The time under a message bubble: '3:45 PM' today, 'Mar 14, 3:45 PM' earlier this year,
 * 'Mar 14, 2024, 3:45 PM' before that; in UTC, or with `local` in the visitor's zone (use-message-clock.ts).
 */
export function messageTime(iso: string, now: Date = new Date(), local = false): string {
  const date = new Date(iso);
  const zone = shownZone(local);
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', ...zone });
  if (dayOf(date, local) === dayOf(now, local)) return time;
  const day = date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(yearOf(date, local) === yearOf(now, local) ? {} : { year: 'numeric' }),
    ...zone,
  });
  return `${day}, ${time}`;
}

/** The full date and time, for the element's title: 'March 14, 2025 at 3:45 PM' (UTC unless `local`). */
export function messageTimeFull(iso: string, local = false): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    ...shownZone(local),
  });
}
