import { gigPage } from '@campus/contracts';
import { newPage } from '../support/browser';
import { eventually } from '../support/eventually';
import { withEdition } from '../support/channels';
import { linkedStaticRoot, liveGigsEntry, shipGigs } from '../support/ship';
import { productAndBrowser } from '../support/suite';

const staticRoot = linkedStaticRoot('campus-ship-');

/** How the server rendered a page (its Server-Timing outcome) and which edition its HTML shows: 'server, new'. */
async function firstScreen(site: string, path: string): Promise<string> {
  const res = await fetch(`${site}${path}`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="campus-ssr"'));
  if (!root.includes('Browse Gigs')) throw new Error(`the HTML of ${path} has no first screen`);
  const outcome = /desc="([\w-]+)"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? 'none';
  return `${outcome}, ${root.includes('Browse Gigs, new edition') ? 'new' : 'old'}`;
}
const suite = productAndBrowser(() => ({ STATIC_ROOT: staticRoot.path }));
afterAll(() => staticRoot.remove());

test('mf-gigs ships alone while a page is open, and rolls back, with no restart', async () => {
  // The old version is live; a student opens a gig.
  await shipGigs(staticRoot.path, suite.product.url, '--no-build');
  const oldEntry = await liveGigsEntry(suite.product.url);
  expect(oldEntry).toMatch(/^\/mf\/mf-gigs\/0\.\d+\.\d+-[0-9a-f]{8}\/remoteEntry\.js$/);
  const gig = gigPage.parse(await (await fetch(`${suite.product.url}/api/gigs`)).json()).items[0];
  if (!gig) throw new Error('no demo gig');
  const page = await newPage(suite.browser);
  const failed: string[] = [];
  const mfRequests: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/mf/')) mfRequests.push(new URL(r.url()).pathname);
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`${suite.product.url}/gigs/${gig.id}`);
  await page.getByRole('heading', { name: gig.title }).waitFor();

  // A new version is shipped (the browse page's heading says it is the new one): a new folder, made
  // live; nothing restarts.
  await withEdition('mf-gigs', 'Browse Gigs', 'Browse Gigs, new edition', (dist) =>
    shipGigs(staticRoot.path, suite.product.url, '--dist', dist),
  );
  const newEntry = await liveGigsEntry(suite.product.url);
  expect(newEntry).not.toBe(oldEntry);
  const oldFolder = oldEntry.replace('remoteEntry.js', '');

  // The open page keeps working: the browse page's lazy chunks come from the version it started with.
  mfRequests.length = 0;
  await page.getByRole('navigation').getByRole('link', { name: 'Browse Gigs' }).first().click();
  await page.waitForURL('**/gigs');
  await page.getByRole('heading', { name: 'Browse Gigs', exact: true }).waitFor();
  expect(mfRequests.length).toBeGreaterThan(0);
  expect(mfRequests.every((p) => p.startsWith(oldFolder))).toBe(true);

  // The server renders the new version's page (its server bundle, shipped with it) before any script
  // runs. The first request may find the bundle still loading (then the browser renders that part, and
  // the next request gets it): asked until the server renders it.
  expect(await eventually(() => firstScreen(suite.product.url, '/gigs'), 'server, new')).toBe('server, new');

  // A reload shows the new version.
  await page.reload();
  await page.getByRole('heading', { name: 'Browse Gigs, new edition' }).waitFor();

  // Roll back; a reload shows the old one again.
  expect(await shipGigs(staticRoot.path, suite.product.url, '--rollback')).toContain(oldEntry.split('/')[3]);
  expect(await liveGigsEntry(suite.product.url)).toBe(oldEntry);
  expect(await eventually(() => firstScreen(suite.product.url, '/gigs'), 'server, old')).toBe('server, old');
  await page.reload();
  await page.getByRole('heading', { name: 'Browse Gigs', exact: true }).waitFor();
  expect(failed).toEqual([]);
  await page.close();
});
