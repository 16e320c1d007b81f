import type { Page } from 'playwright-core';

/** The navbar bell's accessible name: 'Notifications, 2 unread notifications' (the shell's withUnreadCount). */
export const bellName = (unread: number) =>
  unread === 0 ? 'Notifications' : `Notifications, ${unread} unread notification${unread === 1 ? '' : 's'}`;

/**
 * The navbar's bell shows `unread` unread notifications (live: it waits for the count), and opened, its
 * newest entry says `newest`; closed again with Escape. The entry's text.
 */
export async function expectBell(page: Page, unread: number, newest: string): Promise<string> {
  const bell = page.getByRole('button', { name: bellName(unread), exact: true });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  const entry = panel.getByRole('listitem').first();
  await entry.getByText(newest).waitFor();
  const text = await entry.innerText();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  return text;
}
