import type { Page } from 'playwright-core';

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
