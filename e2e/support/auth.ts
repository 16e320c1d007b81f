import type { Browser, Page } from 'playwright-core';
import { DESKTOP, newPage } from './browser';

/** Signs in through the e-mail panel of the sign-in screen the page is on. */
export async function signInWithEmail(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in with e-mail' });
  await form.getByLabel('University e-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in with e-mail' }).click();
}

/** The toast area shows one toast at a time: its text, once `title` appears. */
export async function toastWith(page: Page, title: string): Promise<string> {
  const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: title }).first();
  await toast.waitFor();
  return toast.innerText();
}

/**
 * Closes the toast on screen, if any, and waits until none is: a notification's toast never replaces
 * one on screen (shell's OrderNotifications), so a journey that expects one clears the way first.
 */
export async function dismissToast(page: Page): Promise<void> {
  const area = page.getByRole('region', { name: 'Notifications (F8)' });
  const close = area.getByRole('button', { name: 'Close notification' });
  // it may close by itself meanwhile: then there is nothing left to click
  if (await close.isVisible()) await close.click({ timeout: 2_000 }).catch(() => undefined);
  await area.getByRole('status').or(area.getByRole('alert')).waitFor({ state: 'detached' });
}

/** Every demo account's password (backend/src/seed: DEMO_PASSWORD, in the README). */
export const DEMO_PASSWORD = 'campus123';

/** A new page (its own context) of `email` signed in on the product at `base`, once welcomed. */
export async function signedIn(
  browser: Browser,
  base: string,
  email: string,
  viewport = DESKTOP,
): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.goto(`${base}/auth`);
  await signInWithEmail(page, email, DEMO_PASSWORD);
  await toastWith(page, 'Welcome back!');
  return page;
}
