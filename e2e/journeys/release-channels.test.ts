import type { Page } from 'playwright-core';
import { DESKTOP, failures, newPage, PHONE } from '../support/browser';
import {
  asVisitor,
  canaryBucket,
  channels,
  cookieOf,
  manifestOf,
  manifestWith,
  PREVIEW_COOKIE,
  previewBadge,
  previewLink,
  served,
  servedToVisitors,
  shipOk,
  snapScreenAt,
  versionOf,
  VISITOR_COOKIE,
  visitorIds,
  withEdition,
} from '../support/channels';
import { eventually } from '../support/eventually';
import { liveEntry } from '../support/releases';
import { linkedStaticRoot } from '../support/ship';
import { productAndBrowser } from '../support/suite';

// Issue 21's release channels, as a feature team uses them (docs/feature-teams.md, section 7): a
// version published with --preview reaches only the browsers that opened its link; --canary 10 reaches a
// stable tenth of the visitors; --promote makes it everyone's; --rollback ends a canary at once. Every
// version here is the built mf-gigs with its browse heading changed, shipped into a static root of the
// journey's own (the repo's releases/ is never touched).

const FOLDER = 'mf-gigs';
const HEADING = 'Browse Gigs';
const staticRoot = linkedStaticRoot('campus-channels-');
const suite = productAndBrowser(() => ({ STATIC_ROOT: staticRoot.path }));
afterAll(() => staticRoot.remove());

const site = () => suite.product.url;

/**
 * The browse page once its scripts have rendered it (its gig cards are there: the static first paint
 * has the live heading too, so the heading alone proves nothing), and the heading it shows.
 */
async function browseHeading(page: Page): Promise<string> {
  await page.goto(`${site()}/gigs`);
  await page.getByRole('main').getByRole('link', { name: 'View Details' }).first().waitFor();
  return (await page.getByRole('heading', { level: 1 }).first().innerText()).trim();
}

test('--preview: only the browser that opened the link gets that version of that remote, until Exit', async () => {
  // The current build is live for everyone.
  await shipOk(staticRoot.path, site(), FOLDER, '--no-build');
  const live = channels(await manifestWith(site()));
  expect(live[FOLDER]?.channel).toBe('live');
  const liveId = live[FOLDER]?.version ?? '';

  // The team publishes a changed build as a preview: nothing that is live changes.
  const printed = await withEdition(FOLDER, HEADING, `${HEADING}, preview edition`, (dist) =>
    shipOk(staticRoot.path, site(), FOLDER, '--dist', dist, '--preview'),
  );
  const link = previewLink(printed, FOLDER);
  expect(link.id).not.toBe(liveId);
  expect(channels(await manifestWith(site()))).toEqual(live);

  // A reviewer opens the printed link: a cookie naming that version, in that browser only.
  const reviewer = await newPage(suite.browser);
  const reviewerFailed = failures(reviewer);
  await reviewer.goto(`${site()}${link.path}`);
  expect(decodeURIComponent((await cookieOf(reviewer.context(), site(), PREVIEW_COOKIE)) ?? '')).toContain(
    `${FOLDER}:${link.id}`,
  );
  const previewing = channels(await manifestOf(reviewer.context(), site()));
  expect(previewing[FOLDER]).toEqual({ channel: 'preview', version: link.id });
  const others = (all: typeof live) => Object.fromEntries(Object.entries(all).filter(([f]) => f !== FOLDER));
  expect(others(previewing)).toEqual(others(live)); // every other remote stays the live one

  expect(await browseHeading(reviewer)).toBe(`${HEADING}, preview edition`);
  const badge = previewBadge(reviewer, FOLDER);
  await badge.text.first().waitFor();
  expect(await badge.text.first().innerText()).toContain(`${FOLDER} ${versionOf(link.id)}`);
  await badge.exit.waitFor();
  // on a phone the badge stays inside the screen
  await reviewer.setViewportSize(PHONE);
  const box = await badge.text.first().boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  await reviewer.setViewportSize(DESKTOP);
  await snapScreenAt(reviewer, 'preview-badge', [PHONE, DESKTOP]);

  // Another remote's page is the live one, the badge still there (the cookie holds on every page).
  await reviewer.goto(`${site()}/marketplace`);
  await reviewer.getByRole('heading', { name: 'Campus Marketplace', level: 1 }).waitFor();
  await reviewer.getByRole('main').getByRole('link').first().waitFor();
  await badge.text.first().waitFor();

  // A second browser, without the cookie, sees the live version and no badge.
  const student = await newPage(suite.browser);
  const studentFailed = failures(student);
  expect(await browseHeading(student)).toBe(HEADING);
  expect(await previewBadge(student, FOLDER).text.count()).toBe(0);
  expect(channels(await manifestOf(student.context(), site()))).toEqual(live);

  // Exit: the reviewer is back on the live version, the badge gone.
  await reviewer.goto(`${site()}/gigs`);
  await badge.exit.click();
  await badge.text.first().waitFor({ state: 'detached' });
  expect(new URL(reviewer.url()).pathname).toBe('/gigs'); // Exit comes back to the page it was clicked on
  expect(await eventually(async () => cookieOf(reviewer.context(), site(), PREVIEW_COOKIE), undefined)).toBe(
    undefined,
  );
  expect(channels(await manifestOf(reviewer.context(), site()))).toEqual(live);
  expect(await browseHeading(reviewer)).toBe(HEADING);
  expect(await badge.text.count()).toBe(0);

  expect(reviewerFailed).toEqual([]);
  expect(studentFailed).toEqual([]);
  await reviewer.context().close();
  await student.context().close();
}, 120_000);

test('--canary 10 serves a stable tenth of 200 visitors, --promote serves everyone, --rollback ends a canary', async () => {
  const visitors = visitorIds(200);
  const liveId = served(await manifestWith(site()), FOLDER).version;

  // A changed build goes to 10% of visitors.
  const canaryOut = await withEdition(FOLDER, HEADING, `${HEADING}, canary edition`, (dist) =>
    shipOk(staticRoot.path, site(), FOLDER, '--dist', dist, '--canary', '10'),
  );
  const record = await liveEntry(site(), FOLDER);
  const canaryId = record.canary?.id ?? '';
  expect(record.canary?.share).toBe(10);
  expect(record.live).toBe(liveId);
  expect(canaryId).not.toBe(liveId);
  expect(canaryOut).toContain(canaryId);
  expect(record.activations?.at(-1)).toMatchObject({ id: canaryId, channel: 'canary', share: 10 });

  // 200 visitors, each asked twice: the same answer both times, a tenth of them (±5 points) in the canary.
  const first = await servedToVisitors(site(), FOLDER, visitors);
  const second = await servedToVisitors(site(), FOLDER, visitors);
  expect([...second]).toEqual([...first]);
  const inCanary = visitors.filter((v) => first.get(v)?.channel === 'canary');
  const share = (inCanary.length / visitors.length) * 100;
  console.log(`canary share over ${visitors.length} visitors: ${share.toFixed(1)}% (${inCanary.length})`);
  expect(share).toBeGreaterThanOrEqual(5);
  expect(share).toBeLessThanOrEqual(15);
  for (const v of visitors)
    expect(first.get(v)).toEqual(
      inCanary.includes(v) ? { channel: 'canary', version: canaryId } : { channel: 'live', version: liveId },
    );
  // exactly the visitors the agreed bucket (sha256 of "<visitor>:<folder>") puts below the share
  expect(inCanary).toEqual(visitors.filter((v) => canaryBucket(v, FOLDER) < 10));

  // `--list` shows the canary and its share.
  const list = await shipOk(staticRoot.path, site(), '--list');
  const lines = list.split('\n');
  const from = lines.findIndex((line) => line.trim() === FOLDER);
  const to = lines.findIndex((line, i) => i > from && !/^\s/.test(line));
  const gigsLines = lines.slice(from, to === -1 ? undefined : to).join('\n');
  expect(from).toBeGreaterThanOrEqual(0);
  expect(gigsLines).toMatch(new RegExp(`canary.*${canaryId.replaceAll('.', '\\.')}.*\\b10 ?%`));

  // A browser whose visitor is in the canary renders the canary; one outside renders live.
  const inside = await newPage(suite.browser);
  await asVisitor(inside.context(), site(), inCanary[0] ?? '');
  const outside = await newPage(suite.browser);
  const outsider = visitors.find((v) => !inCanary.includes(v)) ?? '';
  await asVisitor(outside.context(), site(), outsider);
  const insideFailed = failures(inside);
  const outsideFailed = failures(outside);
  expect(await browseHeading(inside)).toBe(`${HEADING}, canary edition`);
  expect(await browseHeading(outside)).toBe(HEADING);
  expect(await cookieOf(inside.context(), site(), VISITOR_COOKIE)).toBe(inCanary[0]);

  // A first-time visitor is given a visitor cookie, and keeps it.
  const newcomer = await newPage(suite.browser);
  await newcomer.goto(`${site()}/`);
  const given = await cookieOf(newcomer.context(), site(), VISITOR_COOKIE);
  expect(given).toBeTruthy();
  await newcomer.goto(`${site()}/gigs`);
  expect(await cookieOf(newcomer.context(), site(), VISITOR_COOKIE)).toBe(given);
  await newcomer.context().close();

  // Promote: the canary is live for all 200.
  await shipOk(staticRoot.path, site(), FOLDER, '--promote');
  const promoted = await servedToVisitors(site(), FOLDER, visitors);
  for (const v of visitors) expect(promoted.get(v)).toEqual({ channel: 'live', version: canaryId });
  expect((await liveEntry(site(), FOLDER)).canary).toBeUndefined();
  expect(await browseHeading(outside)).toBe(`${HEADING}, canary edition`);

  // Another canary, rolled back: it ends at once (the very next request), the promoted version stays live.
  await withEdition(FOLDER, HEADING, `${HEADING}, third edition`, (dist) =>
    shipOk(staticRoot.path, site(), FOLDER, '--dist', dist, '--canary', '10'),
  );
  const third = (await liveEntry(site(), FOLDER)).canary?.id ?? '';
  expect(third).not.toBe(canaryId);
  const during = await servedToVisitors(site(), FOLDER, visitors);
  expect(visitors.filter((v) => during.get(v)?.channel === 'canary').length).toBeGreaterThan(0);
  expect(await browseHeading(inside)).toBe(`${HEADING}, third edition`);
  await shipOk(staticRoot.path, site(), FOLDER, '--rollback');
  const after = await servedToVisitors(site(), FOLDER, visitors);
  for (const v of visitors) expect(after.get(v)).toEqual({ channel: 'live', version: canaryId });
  const ended = await liveEntry(site(), FOLDER);
  expect(ended.canary).toBeUndefined();
  expect(ended.live).toBe(canaryId);
  expect(ended.activations?.at(-1)).toMatchObject({ id: third, channel: 'canary', share: 0, rollback: true });
  expect(await browseHeading(inside)).toBe(`${HEADING}, canary edition`);

  expect([...insideFailed, ...outsideFailed]).toEqual([]);
  await inside.context().close();
  await outside.context().close();
}, 180_000);
