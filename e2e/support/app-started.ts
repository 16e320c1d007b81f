import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * A server-rendered page shows its first screen before its scripts start (they start after the first
 * paint: backend/src/ssr/page-html.ts), so a journey that clicks or types right after `goto` could do it
 * before React handles the page, and the click or the text would be lost to it. Every `goto` and
 * `reload` of every page also waits until the app has started (bootstrap.tsx marks
 * `<html data-app="started">`) and the page has hydrated (shell/src/app/PageReady.tsx marks
 * `data-page="ready"`). A document that is not the app (no `#root`) is not waited for; an app that never
 * gets there is left to the journey's own checks.
 */
export function waitForAppStart(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watch(context);
    return context;
  };
  return browser;
}

function watch(context: BrowserContext): void {
  context.on('page', wrap);
  for (const page of context.pages()) wrap(page);
}

const wrapped = new WeakSet<Page>();

function wrap(page: Page): void {
  if (wrapped.has(page)) return;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appStarted(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await appStarted(page);
    return response;
  };
}

async function appStarted(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.getElementById('root') ||
        (document.documentElement.dataset.app === 'started' &&
          document.documentElement.dataset.page === 'ready'),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}
