import { shownZone } from '@campus/contracts';

/**
 * 'May 12, 2025 at 2:30 PM': a date with its time, in US English (the contracts' long date plus the hour);
 * in UTC unless `local` (the visitor's zone, once hydrated: contracts' shownZone).
 */
export function formatDateTime(iso: string, local = false): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...shownZone(local),
  });
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * A time span in words, to the two largest units: '3 days 4 hours', '5 hours 12 minutes',
 * '7 minutes', 'less than a minute'.
 */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0)
    return rest > 0 ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
  return plural(rest, 'minute');
}
