/**
 * The time under a message bubble: '3:45 PM' today, 'Mar 14, 3:45 PM' earlier this year,
 * 'Mar 14, 2024, 3:45 PM' before that (the browser's time zone).
 */
export function messageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (date.toDateString() === now.toDateString()) return time;
  const day = date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${day}, ${time}`;
}

/** The full date and time, for the element's title: 'March 14, 2025 at 3:45 PM'. */
export function messageTimeFull(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
}
