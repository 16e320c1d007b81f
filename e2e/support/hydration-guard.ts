import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * What a failed hydration prints: the shell's bootstrap logs `Hydration error: ...` for every recoverable
 * error but the server fallback; React 19 itself says "hydrat..." or "did not match" in development and
 * throws the minified errors 418 (text), 419 (a boundary the server gave up on), 423 (whole root) and 425
 * (text in the production build), reported through reportError (Playwright's `pageerror`).
 */
const HYDRATION = [/hydrat/i, /did not match/i, /Minified React error #(418|419|423|425)\b/];
/** The digest of the deliberate fallback: a remote the server did not render is the browser's by design. */
const SERVER_FALLBACK = 'CAMPUS_SSR_FALLBACK';

/**
 * Every hydration message a watched page printed, `<url>: <text>`, in order. The suite fails a journey
 * that leaves any (suite.ts), as it does for CSP violations.
 */
export const hydrationErrors: string[] = [];

export const isHydrationMessage = (text: string): boolean =>
  !text.includes(SERVER_FALLBACK) && HYDRATION.some((pattern) => pattern.test(text));

function watchPage(page: Page): void {
  const keep = (text: string) => {
    if (isHydrationMessage(text)) hydrationErrors.push(`${page.url()}: ${text}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') keep(message.text());
  });
  page.on('pageerror', (error) => keep(`${error.name}: ${error.message}`));
}

function watchContext(context: BrowserContext): void {
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

/**
 * Watches every page of every context `browser` opens from now on (`browser.newPage` opens its page in a
 * context of its own through `newContext`, so it is covered too). Returns the same browser.
 */
export function guardHydration(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
  return browser;
}
