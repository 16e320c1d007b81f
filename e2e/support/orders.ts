import type { Page } from 'playwright-core';
import { api, type DisputeReason } from '@campus/contracts';
import { toastWith } from './auth';
import { main } from './browser';
import { ordersOf } from './checkout';

export { main };

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens the order page of `orderId` and waits for its heading. */
export async function openOrder(page: Page, base: string, orderId: number): Promise<void> {
  await page.goto(`${base}/orders/${orderId}`);
  await main(page)
    .getByRole('heading', { name: `Order #${orderId}` })
    .waitFor();
}

/** One of the order page's actions: a button, or a link when it leads to another page. */
export const orderAction = (page: Page, name: string) =>
  main(page)
    .getByRole('button', { name, exact: true })
    .or(main(page).getByRole('link', { name, exact: true }));

/** A confirmation before an action that cannot be undone. */
export const confirmation = (page: Page, name: string) => page.getByRole('alertdialog', { name });

/** The customer on the order page opens a dispute through its dialog, and is told it is open. */
export async function openDispute(page: Page, reason: DisputeReason, details: string): Promise<void> {
  await orderAction(page, 'Open dispute').click();
  const dialog = page.getByRole('dialog', { name: 'Open a dispute' });
  await dialog.getByLabel('Reason').selectOption(reason);
  await dialog.getByLabel('Details').fill(details);
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await toastWith(page, 'Dispute opened');
}

/** The order as the page's signed-in party gets it from the API (My Orders). */
export async function orderOf(page: Page, base: string, orderId: number) {
  const order = (await ordersOf(page, base)).find((o) => o.id === orderId);
  if (!order) throw new Error(`order #${orderId} is not in My Orders`);
  return order;
}

/** The order's status as the page's signed-in party gets it from the API. */
export async function orderStatus(page: Page, base: string, orderId: number): Promise<string> {
  return (await orderOf(page, base, orderId)).status;
}

/**
 * Moves the test-mode product's clock forward by `ms` (POST /api/test/clock), which runs the timed
 * order work that became due before it answers.
 */
export async function moveClock(base: string, ms: number): Promise<void> {
  const res = await fetch(`${base}${api.testClock.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ advanceMs: ms }),
  });
  if (res.status !== 200) throw new Error(`moving the clock: ${res.status} ${await res.text()}`);
}
