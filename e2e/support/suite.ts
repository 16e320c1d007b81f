import type { Browser } from 'playwright-core';
import { cspViolations, launchBrowser } from './browser';
import { hydrationErrors } from './hydration-guard';
import { startProduct, type RunningProduct } from './product';

export interface Suite {
  product: RunningProduct;
  browser: Browser;
}

/**
 * Starts the built product (with `env()`, read once the suite's own services are up) and Chromium before
 * the suite's tests, and stops both after them. Read the fields inside tests, not at module load. A test
 * whose pages (opened with `newPage`) logged a Content-Security-Policy violation fails, and so does one
 * whose pages (any the browser opened) reported a hydration error.
 */
export function productAndBrowser(env: () => Record<string, string> = () => ({})): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.product = await startProduct(env());
    suite.browser = await launchBrowser();
  });
  afterEach(() => {
    const [csp, hydration] = [cspViolations.splice(0), hydrationErrors.splice(0)];
    expect(csp).toEqual([]);
    expect(hydration).toEqual([]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.stop();
  });
  return suite;
}
