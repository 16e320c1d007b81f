import { gigPage, marketplaceItemPage } from '@campus/contracts';
import { DESKTOP, main } from '../support/browser';
import { eventually } from '../support/eventually';
import { hydrationErrors } from '../support/hydration-guard';
import { productAndBrowser } from '../support/suite';

// The server renders in UTC; a visitor in Kiritimati (UTC+14) reads most instants on another day. Their
// pages hydrate without a mismatch (the suite fails a journey with any hydration error: hydration-guard.ts)
// and then show the visitor's own days. The budget is wide: the pages must come from the server, however
// busy the machine (a late remote is otherwise left to the browser).
const suite = productAndBrowser(() => ({ SSR_BUDGET_MS: '10000' }));
const ZONE = 'Pacific/Kiritimati';

const longDate = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
/** The first one created on another day in the visitor's zone than in UTC (the demo data has some). */
function dayApart<T extends { createdAt: string }>(list: T[]): T {
  const found = list.find((x) => longDate(x.createdAt, 'UTC') !== longDate(x.createdAt, ZONE));
  if (!found) throw new Error(`nothing in the list was created on another day in ${ZONE}`);
  return found;
}

test('a visitor 14 hours ahead of the server opens a gig and an item: server days first, then their own', async () => {
  const base = suite.product.url;
  const gig = dayApart(gigPage.parse(await (await fetch(`${base}/api/gigs`)).json()).items);
  const item = dayApart(
    marketplaceItemPage.parse(await (await fetch(`${base}/api/marketplace`)).json()).items,
  );
  const context = await suite.browser.newContext({ viewport: DESKTOP, timezoneId: ZONE });
  const page = await context.newPage();

  const gigHtml = await (await page.goto(`${base}/gigs/${gig.id}`))?.text();
  expect(gigHtml).toContain(gig.title);
  expect(gigHtml).toContain(longDate(gig.createdAt, 'UTC'));
  await main(page)
    .getByText(`Posted ${longDate(gig.createdAt, ZONE)}`)
    .waitFor();

  const itemHtml = await (await page.goto(`${base}/marketplace/${item.id}`))?.text();
  expect(itemHtml).toContain(item.title);
  expect(itemHtml).toContain(longDate(item.createdAt, 'UTC'));
  await main(page).getByText(longDate(item.createdAt, ZONE), { exact: true }).waitFor();
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
