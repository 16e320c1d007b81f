import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { gigPage } from '@campus/contracts';
import { newPage, PHONE, snap } from '../support/browser';
import { productAndBrowser } from '../support/suite';
import { signInWithEmail, toastWith } from '../support/auth';
import { eventually } from '../support/eventually';

// A provider's whole life of a gig, in Chromium against the built product: create it with a photo
// (a real PNG made here, re-encoded by the server), find it in browse with its thumbnail, edit its
// price, pause it (gone from browse, not bookable), resume it, and delete it from Profile > My Gigs.

const suite = productAndBrowser();

const DEMO = { email: 'maya.chen@asu.edu', password: 'campus123' };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG: a sky gradient with a sun, `width` x `height`. */
function sunsetPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * stride + 1 + x * 3;
      const sun = (x - width * 0.65) ** 2 + (y - height * 0.35) ** 2 < (height * 0.18) ** 2;
      pixels[i] = sun ? 250 : Math.round(40 + (180 * x) / width);
      pixels[i + 1] = sun ? 200 : Math.round(60 + (120 * y) / height);
      pixels[i + 2] = sun ? 60 : 170;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const main = (page: Page) => page.getByRole('main');

/** The image's natural size once it has loaded and decoded ('0x0' when it failed). */
async function loadedSize(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await image.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
  return image.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`);
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
  const page = await newPage(suite.browser);

  await page.goto(`${suite.product.url}/auth`);
  await signInWithEmail(page, DEMO.email, DEMO.password);
  await toastWith(page, 'Welcome back!');

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
