import type { Page } from 'playwright-core';
import { startLocalIssuer, studentClaims, type LocalIssuer } from '../../backend/test/auth/localIssuer';
import { newPage, snap } from '../support/browser';
import { productAndBrowser } from '../support/suite';
import { toastWith } from '../support/auth';

let issuer: LocalIssuer;
const scriptUrl = () => `${issuer.issuer}/gsi/client`;

beforeAll(async () => {
  issuer = await startLocalIssuer();
});
const suite = productAndBrowser(() => ({
  GOOGLE_CLIENT_ID: issuer.clientId,
  GOOGLE_ISSUER: issuer.issuer,
  GOOGLE_JWKS_URL: issuer.jwksUrl,
  GOOGLE_SCRIPT_URL: scriptUrl(),
}));
afterAll(() => issuer?.close());

/**
 * Google's own script cannot be reached here: the page gets a stand-in with the same surface
 * (google.accounts.id) that hands back an ID token signed by the local issuer, as Google's would.
 */
async function serveGoogleScript(page: Page, credential: string): Promise<void> {
  await page.route(scriptUrl(), (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(config) { window.__gisConfig = { client_id: config.client_id, hd: config.hd }; this.config = config; },
        prompt(listener) { setTimeout(() => this.config.callback({ credential: ${JSON.stringify(credential)} }), 50);
          if (listener) setTimeout(() => listener({ isDismissedMoment: () => true, getDismissedReason: () => 'credential_returned' }), 60); },
        disableAutoSelect() {}, cancel() {},
      } } };`,
    }),
  );
}

test('a student signs in with a university Google account', async () => {
  const claims = studentClaims({
    email: 'grace.hopper@yale.edu',
    hd: 'yale.edu',
    given_name: 'Grace',
    family_name: 'Hopper',
  });
  const page = await newPage(suite.browser);
  await serveGoogleScript(page, await issuer.sign({ claims }));
  await page.goto(`${suite.product.url}/auth`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByText('Sign in with your university Google account').waitFor();
  await page.getByText('Only accounts with .edu email addresses are permitted').waitFor();
  await snap(page, 'sign-in-desktop');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await toastWith(page, 'Login successful!');
  expect(await page.evaluate(() => (window as unknown as { __gisConfig: unknown }).__gisConfig)).toEqual({
    client_id: issuer.clientId,
    hd: '.edu',
  });
  // New Google accounts complete their profile first.
  await page.waitForURL('**/profile-completion', { timeout: 10_000 });
  const me = await page.evaluate(async () => (await fetch('/api/me')).json());
  expect(me).toMatchObject({ email: 'grace.hopper@yale.edu', isVerified: true, authProvider: 'google' });
});

test('a Google account outside .edu gets the University Email Required toast and no session', async () => {
  const claims = studentClaims({ email: 'grace@gmail.com', hd: undefined });
  const page = await newPage(suite.browser);
  await serveGoogleScript(page, await issuer.sign({ claims }));
  await page.goto(`${suite.product.url}/auth`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const text = await toastWith(page, 'University Email Required');
  expect(text).toContain(
    'Please try signing in again with your university email address (ending with .edu). The product is exclusively for university students.',
  );
  const status = await page.evaluate(async () => (await fetch('/api/auth/status')).json());
  expect(status).toEqual({ isAuthenticated: false });
  expect(new URL(page.url()).pathname).toBe('/auth');
});
