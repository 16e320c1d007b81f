import { formatLongDate } from './format';

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
