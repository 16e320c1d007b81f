import type { Browser } from 'playwright-core';
import { cspViolations, launchBrowser } from './browser';
import { startProduct, type RunningProduct } from './product';

export interface Suite {
  product: RunningProduct;
  browser: Browser;
}

/**
 * Starts the built product (with `env()`, read once the suite's own services are up) and Chromium before
 * the suite's tests, and stops both after them. Read the fields inside tests, not at module load. A test
 * whose pages (opened with `newPage`) logged a Content-Security-Policy violation fails.
 */
export function productAndBrowser(env: () => Record<string, string> = () => ({})): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.product = await startProduct(env());
    suite.browser = await launchBrowser();
  });
  afterEach(() => {
    expect(cspViolations.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.stop();
  });
  return suite;
}
