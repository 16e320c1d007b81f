import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { hydrationErrors } from '../support/hydration-guard';

// The guard every journey gets (support/hydration-guard.ts, through launchBrowser): what it catches and
// what it leaves alone, on pages that print the messages themselves (no product needed).
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Loads a page whose script prints `lines`, and waits until its last line (a marker) came through. */
async function printing(page: Page, script: string): Promise<void> {
  const done = page.waitForEvent('console', (message) => message.text() === 'done');
  await page.setContent(
    `<!doctype html><title>t</title><script>${script}; setTimeout(() => console.log('done'), 50)</script>`,
  );
  await done;
}

test('hydration errors on any page the browser opens are kept with the page address', async () => {
  const page = await newPage(browser);
  await printing(
    page,
    `console.error('Hydration error:', 'text differs');
     console.warn('Warning: Text content did not match. Server: "a" Client: "b"');
     setTimeout(() => { throw new Error('Minified React error #418; visit https://react.dev/errors/418'); });`,
  );
  // a page of a context opened by hand, and one of browser.newPage, are watched too
  const context = await browser.newContext();
  const other = await context.newPage();
  await printing(
    other,
    `reportError(new Error('Minified React error #425; visit https://react.dev/errors/425'))`,
  );
  const own = await browser.newPage();
  await printing(
    own,
    `console.error('Hydration failed because the server rendered HTML did not match the client.')`,
  );

  expect(hydrationErrors.splice(0)).toEqual([
    'about:blank: Hydration error: text differs',
    'about:blank: Warning: Text content did not match. Server: "a" Client: "b"',
    'about:blank: Error: Minified React error #418; visit https://react.dev/errors/418',
    'about:blank: Error: Minified React error #425; visit https://react.dev/errors/425',
    'about:blank: Hydration failed because the server rendered HTML did not match the client.',
  ]);
  await Promise.all([page.context().close(), context.close(), own.context().close()]);
});

test('other errors, logs and the deliberate server fallback are left alone', async () => {
  const page = await newPage(browser);
  await printing(
    page,
    `console.error('Failed to load resource: 404');
     console.log('hydrated in 12 ms');
     console.error('Hydration error:', Object.assign(new Error('Minified React error #419'), { digest: 'CAMPUS_SSR_FALLBACK' }).digest);
     setTimeout(() => { throw new Error('Minified React error #310'); });`,
  );
  expect(hydrationErrors.splice(0)).toEqual([]);
  await page.context().close();
});
