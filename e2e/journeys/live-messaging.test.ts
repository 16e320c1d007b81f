import type { Page } from 'playwright-core';
import { gigPage, unreadCount } from '@campus/contracts';
import { PHONE, snap } from '../support/browser';
import { productAndBrowser } from '../support/suite';
import { signedIn as signedInAt } from '../support/auth';
import { eventually } from '../support/eventually';

// Two students talk live, in Chromium against the built product: Jordan (A) opens a conversation from
// Maya's (B) gig page and writes; Maya's badge changes and the message appears on her open Messages
// page without a reload; she answers; Jordan sees it live; both unread counts return to 0.

const suite = productAndBrowser();

const JORDAN = { email: 'jordan.alvarez@asu.edu', name: 'Jordan Alvarez' };
const MAYA = { email: 'maya.chen@asu.edu', firstName: 'Maya' };

const signedIn = (email: string, viewport?: { width: number; height: number }) =>
  signedInAt(suite.browser, suite.product.url, email, viewport);

/** GET /api/messages/unread-count with the page's session. */
async function unreadOf(page: Page): Promise<number> {
  const res = await page.request.get(`${suite.product.url}/api/messages/unread-count`);
  return unreadCount.parse(await res.json()).count;
}

/** The messages shown in the open conversation, top to bottom. */
async function shown(page: Page): Promise<string[]> {
  const texts = await page.getByRole('log').locator('li p').allTextContents();
  return texts.map((t) => t.replace(/^(You|\w+): /, '').trim());
}

const badge = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByLabel(/unread$/);

test('two students message each other live, with unread counts and the badge', async () => {
  const base = suite.product.url;
  const gigs = gigPage.parse(await (await fetch(`${base}/api/gigs?search=Calculus&limit=100`)).json()).items;
  const gig = gigs.find((g) => g.provider?.firstName === MAYA.firstName);
  if (!gig) throw new Error("the demo data lacks Maya's calculus gig");

  const maya = await signedIn(MAYA.email);
  const jordan = await signedIn(JORDAN.email);

  // Maya keeps Messages open: nothing yet.
  await maya.goto(`${base}/messages`);
  await maya.getByText('No conversations yet.').waitFor();
  await maya.getByRole('heading', { name: 'Select a conversation' }).waitFor();
  expect(await badge(maya).count()).toBe(0);
  await snap(maya, 'messages-empty-1280');

  // Jordan messages her from her gig page.
  await jordan.goto(`${base}/gigs/${gig.id}`);
  await jordan.getByRole('button', { name: `Message ${MAYA.firstName}` }).click();
  await jordan.waitForURL(/\/messages\/\d+$/);
  await jordan.getByText('No messages yet. Send one to start the conversation!').waitFor();
  await snap(jordan, 'conversation-empty-1280');
  const box = jordan.getByRole('textbox', { name: 'Message' });
  await box.fill('Hi Maya! Are you free for calculus on Thursday?');
  await box.press('Shift+Enter');
  await box.pressSequentially('Chapter 5, series.');
  await box.press('Enter');
  expect(await eventually(() => box.inputValue(), '')).toBe('');
  await eventually(async () => (await shown(jordan)).length, 1);
  expect(await shown(jordan)).toEqual([
    'Hi Maya! Are you free for calculus on Thursday?\nChapter 5, series.',
  ]);

  // Maya's page, never reloaded: the badge, the new conversation with '1 new'.
  await badge(maya).filter({ hasText: '1' }).waitFor();
  const list = maya.getByRole('navigation', { name: 'Conversations' });
  const row = list.getByRole('link', { name: new RegExp(JORDAN.name) });
  await row.getByText('1 new').waitFor();
  await snap(maya, 'messages-list-1280');
  expect(await unreadOf(maya)).toBe(1);

  // She opens it: read, the badge goes; she answers.
  await row.click();
  await maya.getByRole('heading', { name: JORDAN.name }).waitFor();
  expect(await eventually(() => shown(maya).then((m) => m.length), 1)).toBe(1);
  expect(await eventually(() => badge(maya).count(), 0)).toBe(0);
  expect(await unreadOf(maya)).toBe(0);
  const reply = maya.getByRole('textbox', { name: 'Message' });
  await reply.fill('Yes! 4 PM at the library? https://calendar.example.edu/slots');
  await reply.press('Enter');

  // Jordan sees it live, once, and reads it there: his count stays at 0.
  const answer = 'Yes! 4 PM at the library? https://calendar.example.edu/slots';
  expect(await eventually(() => shown(jordan).then((m) => m.at(-1) ?? ''), answer)).toBe(answer);
  const link = jordan.getByRole('log').getByRole('link', { name: 'https://calendar.example.edu/slots' });
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await eventually(() => unreadOf(jordan), 0)).toBe(0);
  expect(await badge(jordan).count()).toBe(0);
  expect(await shown(maya)).toHaveLength(2);
  expect(await shown(jordan)).toHaveLength(2);
  await snap(jordan, 'conversation-1280');

  // On a phone, Maya sees one panel at a time, with the way back.
  const phone = await signedIn(MAYA.email, PHONE);
  await phone.goto(maya.url());
  await phone.getByRole('link', { name: 'Back to conversations' }).waitFor();
  expect(await eventually(() => shown(phone).then((m) => m.length), 2)).toBe(2);
  expect(await phone.getByRole('navigation', { name: 'Conversations' }).isVisible()).toBe(false);
  await snap(phone, 'conversation-375');
  await phone.getByRole('link', { name: 'Back to conversations' }).click();
  await phone.getByRole('navigation', { name: 'Conversations' }).getByText(JORDAN.name).waitFor();
  await snap(phone, 'messages-list-375');
  expect(await unreadOf(phone)).toBe(0);

  await Promise.all([maya.context().close(), jordan.context().close(), phone.context().close()]);
}, 120_000);
