import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { authStatus } from '@campus/contracts';
import { cspViolations, launchBrowser, main, newPage } from '../support/browser';
import { hydrationErrors } from '../support/hydration-guard';
import { DEMO_PASSWORD, signInWithEmail, toastWith } from '../support/auth';
import { loadedSize, png } from '../support/images';
import { pinTo, SERVED_BY, servedBy, startTopology, type Topology } from '../support/topology';

// The deployment of compose.yaml without containers (scripts/topology/run.mjs): one PostgreSQL, one
// S3-compatible store, two instances of the built product with their own DATA_DIRs, one proxy. Maya
// signs in and posts a gig with a photo on instance A; through instance B her session holds, the photo
// loads (from the shared bucket, on neither instance's disk), and a message Jordan sends through A
// arrives live on her Messages screen, whose stream B serves. The proxy names the instance of every
// response (X-Served-By), so each step asserts where it ran.

const MAYA = 'maya.chen@asu.edu';
const JORDAN = 'jordan.alvarez@asu.edu';

let topology: Topology;
let browser: Browser;

beforeAll(async () => {
  [topology, browser] = await Promise.all([startTopology(), launchBrowser()]);
}, 180_000);

afterEach(() => {
  const [csp, hydration] = [cspViolations.splice(0), hydrationErrors.splice(0)];
  expect(csp).toEqual([]);
  expect(hydration).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await topology?.stop();
});

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${topology.proxy}/auth`);
  await signInWithEmail(page, email, DEMO_PASSWORD);
  await toastWith(page, 'Welcome back!');
}

/** A real PNG, a green and gold diagonal. */
const photo = () => png(900, 600, (x, y) => ((x + y) % 120 < 60 ? [40, 140, 90] : [240, 190, 40]));

test('signed in on instance A, the photo and a live message reach the user through instance B', async () => {
  const { proxy } = topology;
  const [a, b] = topology.instances;
  if (!a || !b) throw new Error('the topology has fewer than two instances');

  // Maya, on A: signs in and creates a gig with a photo.
  const maya = await newPage(browser);
  const mayaServed = servedBy(maya, proxy);
  await pinTo(maya, proxy, a.name);
  await signIn(maya, MAYA);
  expect(mayaServed.of('POST', '/api/login')).toEqual([a.name]);

  const title = `Pottery wheel basics ${Date.now().toString(36)}`;
  await maya.goto(`${proxy}/create-gig`);
  const form = maya.getByRole('form', { name: 'Create a New Gig' });
  await form.getByLabel('Gig Title').fill(title);
  await form.getByLabel('Description').fill('Centering, pulling walls, trimming.');
  await form.getByLabel('Category').selectOption('Other');
  await form.getByLabel('Hourly Rate').fill('20');
  await form
    .getByLabel(/Gig Image/)
    .setInputFiles({ name: 'glaze.png', mimeType: 'image/png', buffer: photo() });
  await toastWith(maya, 'Upload successful');
  await form.getByRole('button', { name: 'Create Gig' }).click();
  await toastWith(maya, 'Success!');
  await maya.waitForURL(/\/gigs\/\d+$/);
  const gigPath = new URL(maya.url()).pathname;
  expect(mayaServed.of('POST', '/api/upload')).toEqual([a.name]);
  expect(mayaServed.all()).toEqual([a.name]);

  // Through B, in a fresh browser context (nothing cached from A) with Maya's cookies: still signed in
  // (same SESSION_SECRET, one session table), and the photo loads.
  const mayaOnB = await newPage(browser);
  await mayaOnB.context().addCookies(await maya.context().cookies());
  await maya.context().close();
  const onB = servedBy(mayaOnB, proxy);
  await pinTo(mayaOnB, proxy, b.name);
  const status = await mayaOnB.request.get(`${proxy}/api/auth/status`);
  expect([status.headers()[SERVED_BY], authStatus.parse(await status.json()).isAuthenticated]).toEqual([
    b.name,
    true,
  ]);
  await mayaOnB.goto(`${proxy}${gigPath}`);
  const image = main(mayaOnB).getByRole('img', { name: title });
  expect(await loadedSize(image)).toBe('1200x800');
  const src = (await image.getAttribute('src')) ?? '';
  expect(onB.of('GET', src)).toEqual([b.name]);
  await main(mayaOnB).getByText('You cannot book your own gig.', { exact: false }).waitFor();
  // the photo is in the shared bucket, not on a disk of either instance
  const file = src.split('/').pop() ?? '';
  for (const instance of [a, b]) {
    const uploads = join(instance.dataDir, 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads).filter((f) => f === file) : []).toEqual([]);
  }

  // Maya keeps Messages open on B; Jordan, on A, writes to her from her gig's page.
  await mayaOnB.goto(`${proxy}/messages`);
  await mayaOnB.getByRole('heading', { name: 'Select a conversation' }).waitFor();
  const jordan = await newPage(browser);
  const jordanServed = servedBy(jordan, proxy);
  await pinTo(jordan, proxy, a.name);
  await signIn(jordan, JORDAN);
  await jordan.goto(`${proxy}${gigPath}`);
  await jordan.getByRole('button', { name: 'Message Maya' }).click();
  await jordan.waitForURL(/\/messages\/\d+$/);
  const text = 'Hi Maya, is the wheel free on Friday?';
  const box = jordan.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');

  // It arrives on Maya's open screen without a reload, over the stream B serves.
  const row = mayaOnB
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: /Jordan/ });
  await row.getByText('1 new').waitFor();
  await row.click();
  await mayaOnB.getByRole('log').getByText(text).waitFor();
  expect(onB.of('GET', '/api/events').length).toBeGreaterThan(0);
  expect(onB.all()).toEqual([b.name]);
  expect(jordanServed.all()).toEqual([a.name]);

  await Promise.all([mayaOnB.context().close(), jordan.context().close()]);
}, 120_000);
