import { timeAgo } from '../relative-time';

const now = new Date('2025-06-15T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it.each([
    [0, 'less than a minute ago'],
    [59_999, 'less than a minute ago'],
    [MINUTE, '1 minute ago'],
    [59 * MINUTE + 59_999, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY + 23 * HOUR, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [29 * DAY, '4 weeks ago'],
    [30 * DAY, '1 month ago'],
    [364 * DAY, '12 months ago'],
    [365 * DAY, '1 year ago'],
    [3 * 365 * DAY, '3 years ago'],
  ])('says %p ms before is %p', (ms, text) => {
    expect(timeAgo(before(ms), now)).toBe(text);
  });

  it('reads ISO strings', () => {
    expect(timeAgo('2025-06-15T09:30:00.000Z', now)).toBe('2 hours ago');
  });

  it('treats a moment ahead of the clock (skew) as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 5 * MINUTE), now)).toBe('less than a minute ago');
  });
});
