import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import chromiumArgs from './chromium-args.json';
import { waitForAppStart } from './app-started';
import { guardHydration } from './hydration-guard';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The address of the run's one Chromium (set by globalSetup), which every journey file connects to. */
export const BROWSER_ENV = 'CAMPUS_E2E_BROWSER';

/** Debian's Chromium, headless, with the flags this closed network needs (shared with the benchmark). */
const launchOptions = { executablePath: CHROMIUM, args: chromiumArgs };

/** The run's Chromium: one process for every journey file, each file in contexts of its own. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

/**
 * A connection to the run's Chromium when there is one (closing it closes this file's contexts and
 * leaves the browser to the next file), otherwise a Chromium of its own. Every page it opens is watched
 * for hydration errors (hydration-guard.ts).
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENV];
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(launchOptions);
  return waitForAppStart(guardHydration(browser));
}

export const DESKTOP = { width: 1280, height: 900 };

/** The page's main landmark, where each page's own content is. */
export const main = (page: Page) => page.getByRole('main');
export const PHONE = { width: 375, height: 812 };
/** The narrowest phone the layout is checked at. */
export const SMALL_PHONE = { width: 320, height: 640 };

/**
 * Every Content-Security-Policy violation Chromium reported on a page `newPage` opened, with its address
 * (the suite fails a journey that leaves any: see suite.ts).
 */
export const cspViolations: string[] = [];

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      cspViolations.push(`${page.url()}: ${message.text()}`);
  });
  return page;
}

/** The page's failed responses (4xx/5xx), collected from now on. */
export function failures(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  return failed;
}

/** Screenshots go to e2e/.screenshots for a person to look at; the journeys never compare pixels. */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = join(__dirname, '..', '.screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/**
 * Screenshots of the page at each viewport (`<name>-<width>`), then back at the viewport it had. Each
 * waits for a frame after resizing, so the page is laid out at the new width.
 */
export async function snapAt(page: Page, name: string, viewports: { width: number; height: number }[]) {
  const before = page.viewportSize();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    await snap(page, `${name}-${viewport.width}`);
  }
  if (before) await page.setViewportSize(before);
}
