import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserServer } from 'playwright-core';
import { BROWSER_ENV, launchBrowserServer } from './browser';
import { prepareTemplate, TEMPLATE_ENV } from './product';

declare global {
  // the run's Chromium, for globalTeardown (jest runs both in the same context)
  var campusBrowserServer: BrowserServer | undefined;
}

/**
 * Once per jest run: the seeded database every journey file's product starts from a copy of, and the
 * Chromium every file connects to.
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-e2e-template-'));
  const [server] = await Promise.all([launchBrowserServer(), prepareTemplate(dataDir)]);
  globalThis.campusBrowserServer = server;
  process.env[TEMPLATE_ENV] = dataDir;
  process.env[BROWSER_ENV] = server.wsEndpoint();
}
