import { messageTime } from './message-time';

describe('messageTime', () => {
  const now = new Date(2025, 3, 14, 18, 0);
  it('shows the time of a message sent today', () => {
    expect(messageTime(new Date(2025, 3, 14, 15, 45).toISOString(), now)).toBe('3:45 PM');
    expect(messageTime(new Date(2025, 3, 14, 0, 5).toISOString(), now)).toBe('12:05 AM');
  });
  it('adds the day before today, and the year before this year', () => {
    expect(messageTime(new Date(2025, 2, 3, 9, 7).toISOString(), now)).toBe('Mar 3, 9:07 AM');
    expect(messageTime(new Date(2024, 11, 31, 23, 59).toISOString(), now)).toBe('Dec 31, 2024, 11:59 PM');
  });
});
