import { gigPage, marketplaceItemPage } from '@campus/contracts';
import { DESKTOP, main } from '../support/browser';
import { eventually } from '../support/eventually';
import { hydrationErrors } from '../support/hydration-guard';
import { productAndBrowser } from '../support/suite';

// The server renders in UTC; a visitor 14 hours ahead (Kiritimati) or 11 behind (Pago Pago) reads many
// instants on another day. Their pages hydrate without a mismatch (the suite fails a journey with any
// hydration error: hydration-guard.ts) and then show the visitor's own days. The budget is wide: the pages
// must come from the server, however busy the machine (a late remote is otherwise left to the browser).
const suite = productAndBrowser(() => ({ SSR_BUDGET_MS: '10000' }));
/** Any instant is on another day than in UTC in one of them (+14 from 10:00 UTC, -11 before 11:00). */
const ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];

const longDate = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
const dayApart = (zone: string) => (x: { createdAt: string }) =>
  longDate(x.createdAt, 'UTC') !== longDate(x.createdAt, zone);

test('a visitor on another day than the server opens a gig and an item: server days first, then their own', async () => {
  const base = suite.product.url;
  const gigs = gigPage.parse(await (await fetch(`${base}/api/gigs?limit=100`)).json()).items;
  const items = marketplaceItemPage.parse(
    await (await fetch(`${base}/api/marketplace?limit=100`)).json(),
  ).items;
  // The demo data is posted whole days before its seeding (one gig half a day): at any hour of the run,
  // one of the zones puts a gig and an item on another day.
  const zone = ZONES.find((zone) => gigs.some(dayApart(zone)) && items.some(dayApart(zone)));
  if (!zone) throw new Error(`no zone of ${ZONES.join(', ')} puts a gig and an item on another day`);
  const [gig, item] = [gigs.find(dayApart(zone)), items.find(dayApart(zone))];
  if (!gig || !item) throw new Error('found above');
  const context = await suite.browser.newContext({ viewport: DESKTOP, timezoneId: zone });
  const page = await context.newPage();

  const gigHtml = await (await page.goto(`${base}/gigs/${gig.id}`))?.text();
  expect(gigHtml).toContain(gig.title);
  expect(gigHtml).toContain(longDate(gig.createdAt, 'UTC'));
  await main(page)
    .getByText(`Posted ${longDate(gig.createdAt, zone)}`)
    .waitFor();

  const itemHtml = await (await page.goto(`${base}/marketplace/${item.id}`))?.text();
  expect(itemHtml).toContain(item.title);
  expect(itemHtml).toContain(longDate(item.createdAt, 'UTC'));
  await main(page).getByText(longDate(item.createdAt, zone), { exact: true }).waitFor();
  await context.close();
});

test('a page whose server text differs from the hydration render fails the journey (the guard on a real page)', async () => {
  const base = suite.product.url;
  const gig = gigPage.parse(await (await fetch(`${base}/api/gigs`)).json()).items[0];
  if (!gig) throw new Error('the demo data has gigs');
  const context = await suite.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  // the server's heading changed (not its embedded data): what a render that reads the clock or zone does
  await page.route(`${base}/gigs/${gig.id}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /(<h1[^>]*>)[^<]*(<\/h1>)/,
      '$1Not what the browser renders$2',
    );
    await route.fulfill({ response, body });
  });
  await page.goto(`${base}/gigs/${gig.id}`);
  await main(page).getByRole('heading', { level: 1, name: gig.title }).waitFor();
  expect(await eventually(async () => hydrationErrors.length > 0, true)).toBe(true);
  expect(hydrationErrors.splice(0).join('\n')).toContain(`${base}/gigs/${gig.id}`);
  await context.close();
});
