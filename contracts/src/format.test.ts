import { formatLongDate, formatCount } from './format';

// The server renders in UTC; a visitor in Tokyo sees 9 hours later, the next day for this instant.
const LATE_EVENING_UTC = '2025-04-28T20:30:00.000Z';

afterEach(() => {
  process.env.TZ = 'UTC';
});

test('a date is its UTC day wherever it is formatted, so the server and the hydration render agree', () => {
  process.env.TZ = 'UTC';
  const onServer = formatLongDate(LATE_EVENING_UTC);
  process.env.TZ = 'Asia/Tokyo';
  expect(formatLongDate(LATE_EVENING_UTC)).toBe(onServer);
  expect(onServer).toBe('April 28, 2025');
  expect(formatLongDate(new Date(LATE_EVENING_UTC))).toBe('April 28, 2025');
});

test("local: the viewer's own day, once the page is hydrated", () => {
  process.env.TZ = 'Asia/Tokyo';
  expect(formatLongDate(LATE_EVENING_UTC, true)).toBe('April 29, 2025');
  process.env.TZ = 'America/Los_Angeles';
  expect(formatLongDate(LATE_EVENING_UTC, true)).toBe('April 28, 2025');
});

describe('formatCount', () => {
  it('groups digits by thousands the en-US way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(10000.5)).toBe('10,000.5');
  });

  it('fixes the decimals when asked, as toLocaleString does', () => {
    expect(formatCount(1500, 2)).toBe('1,500.00');
    expect(formatCount(12.5, 2)).toBe('12.50');
    for (const n of [0, 7, 1234, 99999.99, 1234567.5]) {
      expect(formatCount(n, 2)).toBe(
        n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );
    }
  });
});
