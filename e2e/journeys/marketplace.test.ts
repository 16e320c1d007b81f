import type { Page } from 'playwright-core';
import { marketplaceItem } from '@campus/contracts';
import { main, newPage, PHONE, snap } from '../support/browser';
import { productAndBrowser } from '../support/suite';
import { DEMO_PASSWORD, signedIn, signInWithEmail, toastWith } from '../support/auth';
import { eventually } from '../support/eventually';
import { loadedSize, png } from '../support/images';

// The item marketplace, in Chromium against the built product: a visitor who wants to sell is sent to
// sign-in and back; Maya lists an item with two photos (real PNGs made here, re-encoded by the server)
// and reorders them; it appears in the list with its thumbnail; the filter panel (category, condition,
// price slider) finds it and writes the address; Jordan opens it and contacts the seller; Maya sees the
// message live in Messages; she marks the item sold (edit form), the list shows it sold, and she
// deletes it after the confirmation.

const suite = productAndBrowser();

const MAYA = { email: 'maya.chen@asu.edu', name: 'Maya Chen' };
const JORDAN = { email: 'jordan.alvarez@asu.edu', name: 'Jordan Alvarez' };

/** A real RGB PNG, `width` x `height`: a gradient of `base` with a round spot (each photo its own). */
function photoPng(width: number, height: number, base: [number, number, number]): Buffer {
  return png(width, height, (x, y) =>
    (x - width * 0.4) ** 2 + (y - height * 0.5) ** 2 < (height * 0.25) ** 2
      ? [250, 240, 220]
      : [Math.round(base[0] * (0.5 + x / width / 2)), Math.round(base[1] * (0.5 + y / height / 2)), base[2]],
  );
}

const DISPLAY = /^\/uploads\/[0-9a-f]{64}\.webp$/;
const THUMB = /^\/uploads\/[0-9a-f]{64}-thumb\.webp$/;

/** GET /api/marketplace/:id from outside the browser: what a visitor gets. */
async function itemApi(id: number) {
  const res = await fetch(`${suite.product.url}/api/marketplace/${id}`);
  return res.ok ? marketplaceItem.parse(await res.json()) : res.status;
}

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test('a student lists an item with photos, another finds it and contacts the seller, who sells and deletes it', async () => {
  const base = suite.product.url;
  const word = `lamp${Date.now().toString(36)}`;
  const title = `Desk lamp with warm LED ${word}`;

  // A visitor who wants to sell is sent to sign-in, then back to the form.
  const maya = await newPage(suite.browser);
  await maya.goto(`${base}/marketplace/create`);
  await maya.waitForURL(/\/auth\?redirect=%2Fmarketplace%2Fcreate$/);
  await signInWithEmail(maya, MAYA.email, DEMO_PASSWORD);
  await toastWith(maya, 'Welcome back!');
  await maya.waitForURL('**/marketplace/create');
  const form = maya.getByRole('form', { name: 'List an Item for Sale' });
  await main(maya).getByRole('heading', { name: 'List an Item for Sale', level: 1 }).waitFor();

  // The spec's defaults, and the price message for 0.
  expect(await form.getByLabel('Category').inputValue()).toBe('Textbooks');
  expect(await form.getByLabel('Condition').inputValue()).toBe('Good');
  expect(await form.getByLabel('Price').inputValue()).toBe('0');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Adjustable arm, three brightness levels.\nBulb included.');
  await form.getByRole('button', { name: 'List Item for Sale' }).click();
  await form.getByText('Price must be at least $0.01').waitFor();

  await form.getByLabel('Price').fill('85');
  await form.getByLabel(/Location/).fill('West Hall lobby');
  await form.getByLabel('Category').selectOption('Electronics');
  await form.getByLabel('Condition').selectOption('Like New');

  // Two photos at once, each uploaded with progress, then reordered from the keyboard.
  await form.getByLabel('Add photos').setInputFiles([
    { name: 'lamp-front.png', mimeType: 'image/png', buffer: photoPng(900, 600, [60, 90, 200]) },
    { name: 'lamp-side.png', mimeType: 'image/png', buffer: photoPng(800, 800, [200, 120, 40]) },
  ]);
  const first = form.getByRole('img', { name: 'Photo 1 of 2' });
  const second = form.getByRole('img', { name: 'Photo 2 of 2' });
  await second.waitFor();
  await toastWith(maya, 'Upload successful');
  const [front, side] = [await first.getAttribute('src'), await second.getAttribute('src')];
  expect(front).toMatch(THUMB);
  expect(side).toMatch(THUMB);
  expect(front).not.toBe(side);
  expect(await loadedSize(first)).toBe('480x320');
  await form.getByRole('button', { name: 'Move photo 2 left' }).focus();
  await maya.keyboard.press('Enter');
  expect(await eventually(() => first.getAttribute('src'), side)).toBe(side);
  expect(await second.getAttribute('src')).toBe(front);
  await snap(maya, 'marketplace-create-photos-1280');
  const phoneForm = await newPage(suite.browser, PHONE);
  await phoneForm.context().addCookies(await maya.context().cookies());
  await phoneForm.goto(`${base}/marketplace/create`);
  await phoneForm
    .getByRole('form', { name: 'List an Item for Sale' })
    .getByLabel('Add photos')
    .setInputFiles({
      name: 'lamp-front.png',
      mimeType: 'image/png',
      buffer: photoPng(900, 600, [60, 90, 200]),
    });
  await phoneForm.getByRole('img', { name: 'Photo 1 of 1' }).waitFor();
  await snap(phoneForm, 'marketplace-create-photos-375');
  await phoneForm.context().close();

  await form.getByRole('button', { name: 'List Item for Sale' }).click();
  await toastWith(maya, 'Item created');
  await maya.waitForURL(`${base}/marketplace`);

  // The list shows it, with the cover photo's thumbnail.
  const card = main(maya).getByRole('article', { name: title });
  await card.waitFor();
  const cover = card.getByRole('img', { name: title });
  expect(await cover.getAttribute('src')).toBe(side);
  expect(await loadedSize(cover)).toBe('480x320');
  expect(await card.innerText()).toContain('$85.00');
  await card.getByText('Your listing').waitFor();
  const itemId = Number(
    (await card.getByRole('link', { name: 'View Details' }).getAttribute('href'))?.split('/').pop(),
  );
  const created = await itemApi(itemId);
  if (typeof created === 'number') throw new Error(`the new item answers ${created}`);
  expect(created.images).toHaveLength(2);
  expect(created.images?.every((url) => DISPLAY.test(url))).toBe(true);
  expect(created.status).toBe('available');

  // The filter panel finds it: category, condition, then the price slider from the keyboard.
  const panel = main(maya).getByRole('complementary', { name: 'Filters' });
  await panel.getByLabel('Category').selectOption('Electronics');
  await maya.waitForURL(/category=Electronics/);
  await panel.getByLabel('Condition').selectOption('Like New');
  await maya.waitForURL(/condition=Like\+New/);
  const minimum = panel.getByRole('slider', { name: 'Minimum price' });
  await minimum.focus();
  for (let i = 0; i < 16; i++) await maya.keyboard.press('ArrowRight'); // $80
  const maximum = panel.getByRole('slider', { name: 'Maximum price' });
  await maximum.focus();
  await maya.keyboard.press('Home'); // down to the minimum, $80
  for (let i = 0; i < 4; i++) await maya.keyboard.press('ArrowRight'); // $100
  await maya.waitForURL(/maxPrice=100/);
  expect(query(maya)).toEqual({
    category: 'Electronics',
    condition: 'Like New',
    minPrice: '80',
    maxPrice: '100',
  });
  await panel.getByText('$80 – $100').waitFor();
  expect(await maximum.evaluate((el) => el === document.activeElement)).toBe(true);
  await card.waitFor();
  const shown = await main(maya).getByRole('article').all();
  for (const other of shown) {
    const text = await other.innerText();
    expect(text).toContain('Electronics');
    expect(text).toContain('Like New');
  }
  await snap(maya, 'marketplace-list-filtered-1280');
  // A range that excludes it.
  await maya.goto(`${base}/marketplace?category=Electronics&condition=Like+New&minPrice=90&search=${word}`);
  await main(maya).getByRole('heading', { name: 'No items found' }).waitFor();
  await main(maya).getByText('Try adjusting your filters or search for something else').waitFor();

  // Maya keeps Messages open.
  await maya.goto(`${base}/messages`);
  await maya.getByRole('navigation', { name: 'Conversations' }).waitFor();

  // Jordan, on a phone, finds it with the filters and opens it.
  const jordan = await signedIn(suite.browser, base, JORDAN.email, PHONE);
  await jordan.goto(`${base}/marketplace?search=${word}`);
  const toggle = main(jordan).getByRole('button', { name: /^Filters/ });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await main(jordan).getByTestId('filter-count').innerText()).toBe('1');
  await toggle.click();
  await main(jordan).getByRole('article', { name: title }).waitFor();
  await snap(jordan, 'marketplace-list-filters-open-375');
  await main(jordan)
    .getByRole('article', { name: title })
    .getByRole('link', { name: 'View Details' })
    .click();
  await jordan.waitForURL(`**/marketplace/${itemId}`);
  await main(jordan).getByRole('heading', { name: title, level: 1 }).waitFor();
  const photo = main(jordan).getByRole('img', { name: `${title}, photo 1 of 2` });
  expect(await photo.getAttribute('src')).toMatch(DISPLAY);
  expect(await loadedSize(photo)).toBe('1200x800');
  expect(await main(jordan).getByRole('link', { name: 'Edit Listing' }).count()).toBe(0);
  await snap(jordan, 'marketplace-detail-other-375');

  // He contacts the seller.
  await main(jordan).getByRole('button', { name: 'Contact Seller' }).click();
  const dialog = jordan.getByRole('dialog', { name: 'Contact Seller' });
  await dialog.getByText(`Send ${MAYA.name} a message about “${title}”.`).waitFor();
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await toastWith(jordan, 'Empty message');
  await dialog.getByLabel('Your message').fill('Hi! Is it still available? I could pick it up today.');
  await snap(jordan, 'marketplace-contact-dialog-375');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  const sent = jordan.getByRole('dialog', { name: 'Message sent' });
  const open = sent.getByRole('link', { name: 'Open conversation' });
  await open.waitFor();
  expect(await open.getAttribute('href')).toMatch(/^\/messages\/\d+$/);
  await snap(jordan, 'marketplace-message-sent-375');

  // Maya sees it live, without a reload, about this item.
  const expected = `About “${title}”: Hi! Is it still available? I could pick it up today.`;
  const row = maya
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(JORDAN.name) });
  await row.waitFor();
  await row.click();
  await maya.getByRole('log').getByText(expected).waitFor();

  // Jordan follows the link to the same conversation.
  await open.click();
  await jordan.waitForURL(/\/messages\/\d+$/);
  await jordan.getByRole('log').getByText(expected).waitFor();

  // Maya (desktop) opens her item: the owner's view, then marks it sold in the edit form.
  await maya.goto(`${base}/marketplace/${itemId}`);
  await main(maya).getByRole('heading', { name: title, level: 1 }).waitFor();
  expect(await main(maya).getByRole('button', { name: 'Contact Seller' }).count()).toBe(0);
  await main(maya).getByRole('button', { name: 'Delete Listing' }).waitFor();
  await snap(maya, 'marketplace-detail-owner-1280');
  await main(maya).getByRole('link', { name: 'Edit Listing' }).click();
  await maya.waitForURL(`**/marketplace/edit/${itemId}`);
  const edit = maya.getByRole('form', { name: 'Edit Marketplace Item' });
  expect(await edit.getByLabel('Title').inputValue()).toBe(title);
  expect(await edit.getByRole('img').count()).toBe(2);
  await edit.getByLabel('Status').selectOption('sold');
  await edit.getByRole('button', { name: 'Update Listing' }).click();
  await toastWith(maya, 'Item updated');
  await maya.waitForURL(`**/marketplace/${itemId}`);
  await main(maya).getByText('Sold', { exact: true }).first().waitFor();
  expect(await itemApi(itemId)).toMatchObject({ status: 'sold' });

  // The list shows it sold.
  await maya.goto(`${base}/marketplace?search=${word}`);
  const soldCard = main(maya).getByRole('article', { name: title });
  await soldCard.getByText('Sold', { exact: true }).waitFor();
  await snap(maya, 'marketplace-list-sold-1280');

  // Deleted after the confirmation.
  await soldCard.getByRole('link', { name: 'View Details' }).click();
  await main(maya).getByRole('button', { name: 'Delete Listing' }).click();
  const confirm = maya.getByRole('alertdialog', { name: 'Are you sure?' });
  await confirm
    .getByText(
      'This will permanently delete your listing from the marketplace. This action cannot be undone.',
    )
    .waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await main(maya).getByRole('button', { name: 'Delete Listing' }).click();
  await snap(maya, 'marketplace-delete-confirmation-1280');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await toastWith(maya, 'Item deleted');
  await maya.waitForURL(`${base}/marketplace`);
  expect(await itemApi(itemId)).toBe(404);
  await maya.goto(`${base}/marketplace?search=${word}`);
  await main(maya).getByRole('heading', { name: 'No items found' }).waitFor();

  await Promise.all([maya.context().close(), jordan.context().close()]);
}, 180_000);
