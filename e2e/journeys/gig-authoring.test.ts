import type { Browser, Page } from 'playwright-core';
import { gigPage } from '@campus/contracts';
import { main, newPage, PHONE, snap } from '../support/browser';
import { productAndBrowser } from '../support/suite';
import { signedIn, toastWith } from '../support/auth';
import { eventually } from '../support/eventually';
import { loadedSize, png } from '../support/images';

// A provider's whole life of a gig, in Chromium against the built product: create it with a photo
// (a real PNG made here, re-encoded by the server), find it in browse with its thumbnail, edit its
// price, pause it (gone from browse, not bookable), resume it, and delete it from Profile > My Gigs.

const suite = productAndBrowser();

/** A real RGB PNG: a sky gradient with a sun, `width` x `height`. */
function sunsetPng(width: number, height: number): Buffer {
  return png(width, height, (x, y) =>
    (x - width * 0.65) ** 2 + (y - height * 0.35) ** 2 < (height * 0.18) ** 2
      ? [250, 200, 60]
      : [Math.round(40 + (180 * x) / width), Math.round(60 + (120 * y) / height), 170],
  );
}

/** GET /api/gigs?search= from outside the browser: what a visitor's browse finds. */
async function searchApi(word: string) {
  const res = await fetch(`${suite.product.url}/api/gigs?search=${encodeURIComponent(word)}`);
  return gigPage.parse(await res.json()).items;
}

async function openBrowse(page: Page, word: string) {
  await page.goto(`${suite.product.url}/gigs?search=${encodeURIComponent(word)}`);
  await page.getByRole('heading', { name: 'Browse Gigs' }).waitFor();
}

async function visitorSees(browser: Browser, gigId: number): Promise<{ paused: boolean; book: boolean }> {
  const visitor = await newPage(browser, PHONE);
  try {
    await visitor.goto(`${suite.product.url}/gigs/${gigId}`);
    await main(visitor).getByText('About the Provider').waitFor();
    return {
      paused: await main(visitor).getByText('This gig is paused').isVisible(),
      book: await main(visitor).getByRole('button', { name: 'Book with Secure Escrow' }).isVisible(),
    };
  } finally {
    await visitor.context().close();
  }
}

test('a provider creates a gig with a photo, finds it in browse, edits, pauses, resumes and deletes it', async () => {
  const word = `origami${Date.now().toString(36)}`;
  const title = `Origami folding lessons ${word}`;
  const page = await signedIn(suite.browser, suite.product.url, 'maya.chen@asu.edu');

  // Create, with a photo.
  await page.getByRole('banner').getByRole('link', { name: 'Create Gig' }).click();
  await page.waitForURL('**/create-gig');
  const form = page.getByRole('form', { name: 'Create a New Gig' });
  await form.getByRole('button', { name: 'Create Gig' }).click();
  await form.getByText('Title is required').waitFor();
  await form.getByText('Please choose a category').waitFor();
  expect(
    await eventually(
      () => form.getByLabel('Gig Title').evaluate((el) => el === document.activeElement),
      true,
    ),
  ).toBe(true);

  await form.getByLabel('Gig Title').fill(title);
  await form.getByLabel('Description').fill('Cranes, frogs and boxes.\nPaper provided.');
  await form.getByLabel('Category').selectOption('Other');
  await form.getByLabel('Hourly Rate').fill('18');
  await form.getByLabel(/Location/).fill('Student Union, room 2');
  await form.getByLabel(/Tags/).fill('origami, crafts, ');
  await form.getByLabel(/Gig Image/).setInputFiles({
    name: 'sunset.png',
    mimeType: 'image/png',
    buffer: sunsetPng(900, 600),
  });
  const preview = form.getByRole('img', { name: 'Preview of the uploaded image' });
  await preview.waitFor();
  await toastWith(page, 'Upload successful');
  expect(await loadedSize(preview)).toBe('480x320');
  await snap(page, 'gig-authoring-create-filled');
  await form.getByRole('button', { name: 'Create Gig' }).click();
  await toastWith(page, 'Success!');
  await page.waitForURL(/\/gigs\/\d+$/);
  const gigId = Number(new URL(page.url()).pathname.split('/').pop());

  // Its page: the display image, the owner's notice and controls.
  await main(page).getByRole('heading', { name: title, level: 1 }).waitFor();
  const photo = main(page).getByRole('img', { name: title });
  expect(await photo.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
  expect(await loadedSize(photo)).toBe('1200x800');
  await main(page)
    .getByText('You cannot book your own gig. You can edit or delete it from your profile.')
    .waitFor();
  expect(await main(page).getByRole('button', { name: 'Book with Secure Escrow' }).count()).toBe(0);
  await snap(page, 'gig-authoring-own-gig');

  // Browse finds it, with the photo's thumbnail on its card.
  await openBrowse(page, word);
  const card = main(page).getByRole('article').filter({ hasText: title });
  await card.waitFor();
  const thumbnail = card.getByRole('img', { name: title });
  expect(await thumbnail.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{64}-thumb\.webp$/);
  expect(await loadedSize(thumbnail)).toBe('480x320');
  expect(await card.innerText()).toContain('$18.00/hr');

  // Edit its price from its page.
  await card.getByRole('link', { name: 'View Details' }).click();
  await page.waitForURL(`**/gigs/${gigId}`);
  await main(page).getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(`**/gigs/${gigId}/edit`);
  const edit = page.getByRole('form', { name: 'Edit Gig' });
  expect(await edit.getByLabel('Gig Title').inputValue()).toBe(title);
  expect(await edit.getByLabel(/Tags/).inputValue()).toBe('origami, crafts');
  await edit.getByLabel('Hourly Rate').fill('22.50');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await toastWith(page, 'Gig updated');
  await page.waitForURL(`**/gigs/${gigId}`);
  await main(page)
    .getByRole('region', { name: /^\$22\.50/ })
    .waitFor();

  // Pause: out of browse, and nobody can book it.
  await main(page).getByRole('button', { name: 'Pause' }).click();
  await toastWith(page, 'Gig paused');
  await main(page).getByText('This gig is paused').waitFor();
  expect(await searchApi(word)).toEqual([]);
  await openBrowse(page, word);
  await main(page).getByRole('heading', { name: 'No gigs found' }).waitFor();
  expect(await visitorSees(suite.browser, gigId)).toEqual({ paused: true, book: false });

  // Resume it from My Gigs, where paused gigs are listed too.
  await page.goto(`${suite.product.url}/profile?tab=gigs`);
  const mine = main(page).getByRole('article').filter({ hasText: title });
  await mine.getByText('Paused').waitFor();
  await snap(page, 'gig-authoring-my-gigs-paused');
  await mine.getByRole('button', { name: 'Resume' }).click();
  await toastWith(page, 'Gig resumed');
  await mine.getByRole('button', { name: 'Pause' }).waitFor();
  expect((await searchApi(word)).map((g) => g.id)).toEqual([gigId]);
  expect(await visitorSees(suite.browser, gigId)).toEqual({ paused: false, book: true });

  // Delete it after the confirmation.
  await mine.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Gig' });
  await dialog.getByText('Are you sure you want to delete this gig? This action cannot be undone.').waitFor();
  await snap(page, 'gig-authoring-delete-confirmation');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await toastWith(page, 'Gig deleted');
  await mine.waitFor({ state: 'detached' });
  expect((await fetch(`${suite.product.url}/api/gigs/${gigId}`)).status).toBe(404);
  expect(await searchApi(word)).toEqual([]);
}, 120_000);
