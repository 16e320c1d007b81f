const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest unit first: the first one that fits at least once names the distance. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

/**
 * How long ago `at` was, in whole units rounded down: '5 minutes ago', '1 day ago', '2 months ago';
 * under a minute (or a moment ahead of this clock) is 'less than a minute ago'.
 */
export function timeAgo(at: Date | string, now: Date): string {
  const elapsed = now.getTime() - new Date(at).getTime();
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return 'less than a minute ago';
}
