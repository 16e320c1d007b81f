import { eq } from 'drizzle-orm';
import { api, type PayoutStatus } from '@campus/contracts';
import { sandboxAccounts, sandboxWebhookOutbox, users } from '../../src/db/schema';
import { NO_SUCH_PAYOUT_ACCOUNT, RETURN_NOT_SAME_ORIGIN } from '../../src/payments/sandbox/routes';
import { Browser, signedIn } from '../auth/browser';
import { json, must, startTestServer, type TestServer } from '../harness';
import { sandboxOf } from './sandbox-support';

let server: TestServer;
let maya: Browser;
let jordan: Browser;

const MAYA = 'maya.chen@asu.edu';
const JORDAN = 'jordan.alvarez@asu.edu';

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  [maya, jordan] = await Promise.all([signedIn(server, MAYA), signedIn(server, JORDAN)]);
});
afterAll(() => server.close());

const userRow = async (email: string) =>
  must((await server.db.select().from(users).where(eq(users.email, email)))[0]);

async function status(browser: Browser): Promise<PayoutStatus> {
  const res = await browser.get(api.payoutStatus.path);
  expect(res.status).toBe(200);
  return api.payoutStatus.reply.parse(await json(res));
}

async function onboardingUrl(browser: Browser): Promise<string> {
  const res = await browser.post(api.payoutOnboarding.path);
  expect(res.status).toBe(200);
  return api.payoutOnboarding.reply.parse(await json(res)).url;
}

describe('payouts set-up with the sandbox', () => {
  it('has no account at first', async () => {
    expect(await status(jordan)).toEqual({ payoutsEnabled: false, accountCreated: false });
  });

  it('creates the account once and links to the onboarding page that returns to the profile', async () => {
    const url = await onboardingUrl(maya);
    const account = must((await userRow(MAYA)).payoutAccountId);
    expect(account).toMatch(/^acct_sbx_/);
    const link = new URL(url, server.url);
    expect(link.pathname).toBe('/api/sandbox/onboarding');
    expect(Object.fromEntries(link.searchParams)).toEqual({ account, return: '/profile?payouts=return' });

    await onboardingUrl(maya); // again: the same account
    expect((await userRow(MAYA)).payoutAccountId).toBe(account);
    expect(
      await server.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, account)),
    ).toHaveLength(1);
    expect(await status(maya)).toEqual({ payoutsEnabled: false, accountCreated: true });
  });

  it("refuses another student's account on the onboarding page (404), and a return address elsewhere (400)", async () => {
    const url = await onboardingUrl(maya);
    const account = must((await userRow(MAYA)).payoutAccountId);
    const res = await jordan.get(url);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: NO_SUCH_PAYOUT_ACCOUNT });

    for (const target of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'profile']) {
      const query = new URLSearchParams({ account, return: target });
      const bad = await maya.get(`/api/sandbox/onboarding?${query}`, {});
      expect({ target, status: bad.status }).toEqual({ target, status: 400 });
      expect(await json(bad)).toEqual({ message: RETURN_NOT_SAME_ORIGIN });
    }
    expect(await status(maya)).toEqual({ payoutsEnabled: false, accountCreated: true });
    expect((await new Browser(server).get(url)).status).toBe(401);
  });

  it('the onboarding page enables payouts, emits account.updated and redirects (302) back', async () => {
    const url = await onboardingUrl(maya);
    const account = must((await userRow(MAYA)).payoutAccountId);
    const res = await fetch(new URL(url, server.url), {
      headers: { cookie: maya.cookieHeader() },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/profile?payouts=return');
    expect((await userRow(MAYA)).payoutsEnabled).toBe(true);
    expect(await status(maya)).toEqual({ payoutsEnabled: true, accountCreated: true });
    const events = await server.db
      .select()
      .from(sandboxWebhookOutbox)
      .where(eq(sandboxWebhookOutbox.type, 'account.updated'));
    expect(events.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({
        data: { object: expect.objectContaining({ id: account, payouts_enabled: true }) },
      }),
    );
  });

  it('refreshes payoutsEnabled from the provider when the account was onboarded before the event arrived', async () => {
    await onboardingUrl(jordan);
    const account = must((await userRow(JORDAN)).payoutAccountId);
    await sandboxOf(server).completeOnboarding(account); // the processor knows, the users row not yet
    expect((await userRow(JORDAN)).payoutsEnabled).toBe(false);
    expect(await status(jordan)).toEqual({ payoutsEnabled: true, accountCreated: true });
    expect((await userRow(JORDAN)).payoutsEnabled).toBe(true);
  });

  it('is 401 for a visitor', async () => {
    const visitor = new Browser(server);
    expect((await visitor.get(api.payoutStatus.path)).status).toBe(401);
    expect((await visitor.post(api.payoutOnboarding.path)).status).toBe(401);
  });
});
