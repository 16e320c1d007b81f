import { gigPage } from '@campus/contracts';
import { PHONE } from '../support/browser';
import { productAndBrowser } from '../support/suite';

// A server-rendered page's scripts start once its first contentful paint is on screen
// (shell/src/boot/after-load.js): the first screen never shares the phone's network and main thread with
// them. The budget is wide so the pages come from the server however busy the machine is.
const suite = productAndBrowser(() => ({ SSR_BUDGET_MS: '10000' }));

/** When the page first painted content, and when each script after the boot script was requested. */
const bootTimes = () => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => /\.js(\?|$)/.test(entry.name) && !/\/after-load\.[0-9a-f]+\.js$/.test(entry.name))
    .map((entry) => ({ name: entry.name, start: entry.startTime }));
  return { paint: paint?.startTime ?? null, scripts };
};

test('a server-rendered list, gig and home page paint first, then request their scripts and hydrate', async () => {
  const base = suite.product.url;
  const gig = gigPage.parse(await (await fetch(`${base}/api/gigs`)).json()).items[0];
  if (!gig) throw new Error('the demo data has gigs');
  for (const path of ['/', '/gigs', `/gigs/${gig.id}`]) {
    const context = await suite.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // goto waits until the app has started and the page has hydrated (support/app-started.ts)
    const html = await (await page.goto(`${base}${path}`))?.text();
    expect(html).toContain('data-main=');
    const { paint, scripts } = await page.evaluate(bootTimes);
    expect(paint).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(3);
    const early = scripts.filter((script) => script.start < (paint ?? 0));
    expect({ path, early }).toEqual({ path, early: [] });
    await context.close();
  }
});
