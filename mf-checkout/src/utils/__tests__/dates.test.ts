import { formatDuration } from '../dates';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatDuration', () => {
  it('says the two largest units, rounded down, in the singular for one', () => {
    expect(formatDuration(3 * DAY + 4 * HOUR + 59 * MINUTE)).toBe('3 days 4 hours');
    expect(formatDuration(DAY + HOUR)).toBe('1 day 1 hour');
    expect(formatDuration(2 * DAY + 30 * MINUTE)).toBe('2 days');
    expect(formatDuration(5 * HOUR + 12 * MINUTE + 59 * 1000)).toBe('5 hours 12 minutes');
    expect(formatDuration(HOUR)).toBe('1 hour');
    expect(formatDuration(7 * MINUTE)).toBe('7 minutes');
    expect(formatDuration(MINUTE)).toBe('1 minute');
  });

  it("says 'less than a minute' below one", () => {
    expect(formatDuration(59 * 1000)).toBe('less than a minute');
    expect(formatDuration(0)).toBe('less than a minute');
  });
});
