import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { api } from '@campus/contracts';
import { users } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { createPaymentProvider } from '../../src/payments/create';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
} from '../../src/payments/provider';
import { createStripeProvider } from '../../src/payments/stripe/adapter';
import { signWebhook } from '../../src/payments/stripe-shape';
import { Browser, signedIn } from '../auth/browser';
import { json, must, startTestServer, type TestServer } from '../harness';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server';
import { key } from './sandbox-support';

const SECRET_KEY = 'sk_test_campus';
const WEBHOOK_SECRET = 'whsec_campus_test';

let fake: FakeStripe;
let server: TestServer;
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({
    seed: true,
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
  });
  stripe = createPaymentProvider({ config: server.config, db: server.db, log: createLogger('silent') });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const refusal = (code: string | null) => expect.objectContaining({ kind: 'refused', code });
const requestsWith = (idempotencyKey: string) =>
  fake.requests.filter((r) => r.idempotencyKey === idempotencyKey);

function newIntent(overrides: Partial<Parameters<PaymentProvider['createIntent']>[0]> = {}) {
  return stripe.createIntent({
    amountCents: 4160,
    captureMethod: 'manual',
    metadata: { orderId: '7', kind: 'booking' },
    description: 'Order 7: Calculus tutoring',
    idempotencyKey: key('intent'),
    ...overrides,
  });
}

describe('PaymentIntents', () => {
  it('creates a manual-capture USD intent with automatic payment methods and metadata, then captures it', async () => {
    const k = key('intent');
    const intent = await newIntent({ idempotencyKey: k });
    expect(stripe.name).toBe('stripe');
    expect(intent).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: 'requires_payment_method',
      clientSecret: expect.stringContaining('_secret_'),
      amountCents: 4160,
      amountCapturedCents: 0,
      metadata: { orderId: '7', kind: 'booking' },
      lastError: null,
    });
    expect(must(requestsWith(k)[0]).params).toMatchObject({
      amount: '4160',
      currency: 'usd',
      capture_method: 'manual',
      automatic_payment_methods: { enabled: 'true' },
      metadata: { orderId: '7', kind: 'booking' },
      description: 'Order 7: Calculus tutoring',
    });

    fake.confirmIntent(intent.id);
    expect((await stripe.retrieveIntent(intent.id)).status).toBe('requires_capture');
    const captured = await stripe.captureIntent(intent.id, `capture:${intent.id}`);
    expect(captured).toMatchObject({
      status: 'succeeded',
      amountCapturedCents: 4160,
      amountRefundedCents: 0,
    });
  });

  it('creates an automatic-capture intent for an extra-time payment', async () => {
    const k = key('extra');
    const intent = await newIntent({ captureMethod: 'automatic', idempotencyKey: k });
    expect(must(requestsWith(k)[0]).params.capture_method).toBe('automatic');
    fake.confirmIntent(intent.id);
    expect(await stripe.retrieveIntent(intent.id)).toMatchObject({
      status: 'succeeded',
      amountCapturedCents: 4160,
    });
  });

  it('voids an authorisation, and refuses to void a captured intent', async () => {
    const intent = await newIntent();
    fake.confirmIntent(intent.id);
    expect((await stripe.cancelIntent(intent.id, key('cancel'))).status).toBe('canceled');
    const captured = await newIntent();
    fake.confirmIntent(captured.id);
    await stripe.captureIntent(captured.id, key('capture'));
    await expect(stripe.cancelIntent(captured.id, key('cancel'))).rejects.toEqual(
      refusal('payment_intent_unexpected_state'),
    );
  });

  it('refuses to capture an intent that was not authorised, and an unknown intent', async () => {
    const intent = await newIntent();
    await expect(stripe.captureIntent(intent.id, key('capture'))).rejects.toEqual(
      refusal('payment_intent_unexpected_state'),
    );
    await expect(stripe.retrieveIntent('pi_missing')).rejects.toEqual(refusal('resource_missing'));
  });

  it('refunds in part and in full (from the expanded charge), never more than captured', async () => {
    const intent = await newIntent();
    fake.confirmIntent(intent.id);
    await stripe.captureIntent(intent.id, key('capture'));
    const part = await stripe.refund(intent.id, 1000, key('refund'));
    expect(part).toEqual({ id: expect.stringMatching(/^re_/), amountCents: 1000 });
    expect((await stripe.retrieveIntent(intent.id)).amountRefundedCents).toBe(1000);
    await expect(stripe.refund(intent.id, 5000, key('refund'))).rejects.toEqual(refusal('amount_too_large'));
    const rest = await stripe.refund(intent.id, undefined, key('refund'));
    expect(rest.amountCents).toBe(3160);
    const refundCall = fake.requests.filter((r) => r.path === '/v1/refunds').at(-1);
    expect(must(refundCall).params).toEqual({ payment_intent: intent.id });
    expect((await stripe.retrieveIntent(intent.id)).amountRefundedCents).toBe(4160);
  });
});

describe('Connect: accounts, links and transfers', () => {
  it('creates an Express account with the transfers capability, links to onboarding, and reads payouts_enabled', async () => {
    const k = key('account');
    const account = await stripe.createPayoutAccount({
      email: 'maya.chen@asu.edu',
      userId: 12,
      idempotencyKey: k,
    });
    expect(account).toEqual({ id: expect.stringMatching(/^acct_/), payoutsEnabled: false });
    expect(must(requestsWith(k)[0]).params).toEqual({
      type: 'express',
      email: 'maya.chen@asu.edu',
      capabilities: { transfers: { requested: 'true' } },
      metadata: { userId: '12' },
    });
    const url = await stripe.createOnboardingLink({
      accountId: account.id,
      returnUrl: 'http://localhost:3000/profile?payouts=return',
      refreshUrl: 'http://localhost:3000/profile?payouts=refresh',
    });
    expect(url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\//);
    expect(must(fake.requests.filter((r) => r.path === '/v1/account_links').at(-1)).params).toEqual({
      account: account.id,
      type: 'account_onboarding',
      return_url: 'http://localhost:3000/profile?payouts=return',
      refresh_url: 'http://localhost:3000/profile?payouts=refresh',
    });
    fake.enablePayouts(account.id);
    expect(await stripe.retrievePayoutAccount(account.id)).toEqual({ id: account.id, payoutsEnabled: true });
  });

  it('transfers to an enabled account with the order as transfer group, and is refused before', async () => {
    const account = await stripe.createPayoutAccount({
      email: 'a@asu.edu',
      userId: 13,
      idempotencyKey: key(),
    });
    const input = {
      amountCents: 4000,
      destination: account.id,
      metadata: { orderId: '7' },
      idempotencyKey: key(),
    };
    await expect(stripe.transfer(input)).rejects.toEqual(refusal('insufficient_capabilities_for_transfer'));
    fake.enablePayouts(account.id);
    const transfer = await stripe.transfer({ ...input, idempotencyKey: key('transfer') });
    expect(must(fake.transfers.get(transfer.id))).toMatchObject({
      amount: 4000,
      currency: 'usd',
      destination: account.id,
      transfer_group: 'order_7',
      metadata: { orderId: '7' },
    });
  });
});

describe('idempotency and retries', () => {
  it('sends an idempotency key of ours on every mutating call', () => {
    const posts = fake.requests.filter((r) => r.method === 'POST');
    expect(posts.length).toBeGreaterThan(10);
    for (const r of posts) {
      expect({ path: r.path, key: r.idempotencyKey }).toEqual({
        path: r.path,
        key: expect.stringMatching(/^(?!stripe-node-retry-).+/),
      });
    }
  });

  it('answers a repeated key with the first result and creates one intent', async () => {
    const k = key('intent');
    const before = fake.intents.size;
    const first = await newIntent({ idempotencyKey: k });
    const again = await newIntent({ idempotencyKey: k });
    expect(again.id).toBe(first.id);
    expect(fake.intents.size).toBe(before + 1);
    await expect(newIntent({ idempotencyKey: k, amountCents: 999 })).rejects.toEqual(refusal(null));
  });

  it('retries a call that timed out with the same key, and charges once', async () => {
    const impatient = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
      timeoutMs: 300,
    });
    const before = fake.intents.size;
    const k = key('slow');
    fake.faultNext({ method: 'POST', path: '/v1/payment_intents', mode: 'delay', ms: 1500 });
    const intent = await impatient.createIntent({
      amountCents: 2500,
      captureMethod: 'manual',
      metadata: { orderId: '8' },
      description: 'slow',
      idempotencyKey: k,
    });
    expect(fake.intents.size).toBe(before + 1);
    expect(requestsWith(k).map((r) => r.replayed)).toEqual([false, true]);
    expect(intent.id).toBe(must([...fake.intents.keys()].at(-1)));

    fake.confirmIntent(intent.id);
    const captureKey = key('capture');
    fake.faultNext({ method: 'POST', path: /\/capture$/, mode: 'drop' });
    const captured = await impatient.captureIntent(intent.id, captureKey);
    expect(captured.status).toBe('succeeded');
    expect(requestsWith(captureKey).map((r) => [r.path, r.replayed])).toEqual([
      [`/v1/payment_intents/${intent.id}/capture`, false],
      [`/v1/payment_intents/${intent.id}/capture`, true],
    ]);
  });

  it('is unavailable when Stripe cannot be reached', async () => {
    const closed = await startFakeStripe();
    await closed.close();
    const offline = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: closed.url,
      timeoutMs: 300,
    });
    await expect(offline.retrieveIntent('pi_x')).rejects.toEqual(
      expect.objectContaining({ kind: 'unavailable' }),
    );
  });

  it('is unavailable with a key Stripe refuses (401)', async () => {
    const wrongKey = createStripeProvider({
      secretKey: 'rk_live_x',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
    });
    const err = await wrongKey.retrieveIntent('pi_x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({ kind: 'unavailable' });
  });
});

describe('webhooks', () => {
  const signer = new Stripe('sk_test_unused');
  const event = (type: string, object: object) =>
    JSON.stringify({ id: 'evt_1', object: 'event', type, created: 1_700_000_000, data: { object } });
  const intentObject = {
    id: 'pi_123',
    object: 'payment_intent',
    status: 'requires_capture',
    amount: 4160,
    amount_received: 0,
    client_secret: 'pi_123_secret_abc',
    metadata: { orderId: '7' },
    last_payment_error: null,
  };

  it('verifies a payload signed as Stripe signs it and reads the event', () => {
    const payload = event('payment_intent.amount_capturable_updated', intentObject);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(stripe.parseWebhook(Buffer.from(payload), header)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.amount_capturable_updated',
      created: 1_700_000_000,
      intentId: 'pi_123',
      account: null,
      intent: {
        id: 'pi_123',
        status: 'requires_capture',
        clientSecret: 'pi_123_secret_abc',
        amountCents: 4160,
        amountCapturedCents: 0,
        amountRefundedCents: 0,
        metadata: { orderId: '7' },
        lastError: null,
      },
    });
    const account = event('account.updated', { id: 'acct_1', object: 'account', payouts_enabled: true });
    const accountHeader = signer.webhooks.generateTestHeaderString({
      payload: account,
      secret: WEBHOOK_SECRET,
    });
    expect(stripe.parseWebhook(Buffer.from(account), accountHeader)).toMatchObject({
      intent: null,
      account: { id: 'acct_1', payoutsEnabled: true },
    });
  });

  it("signs the sandbox's events so that Stripe's own SDK verifies them", () => {
    const payload = event('payment_intent.succeeded', intentObject);
    const header = signWebhook(payload, WEBHOOK_SECRET);
    expect(signer.webhooks.constructEvent(payload, header, WEBHOOK_SECRET)).toMatchObject({ id: 'evt_1' });
    expect(() => signer.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
  });

  it('refuses a tampered payload, another secret, an old signature and no header', () => {
    const payload = event('payment_intent.succeeded', intentObject);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = Buffer.from(payload.replace('4160', '1'));
    expect(() => stripe.parseWebhook(tampered, header)).toThrow(WebhookSignatureError);
    const other = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => stripe.parseWebhook(Buffer.from(payload), other)).toThrow(WebhookSignatureError);
    const old = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(() => stripe.parseWebhook(Buffer.from(payload), old)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });
});

describe('the app with PAYMENT_PROVIDER=stripe', () => {
  it('has no sandbox routes', async () => {
    const maya = await signedIn(server);
    const res = await maya.post(api.sandboxConfirm.path, { clientSecret: 'x', card: {} });
    expect(res.status).toBe(404);
  });

  it('sets up payouts with a Stripe Express account and its onboarding link', async () => {
    const jordan = await signedIn(server, 'jordan.alvarez@asu.edu');
    const res = await jordan.post(api.payoutOnboarding.path);
    expect(res.status).toBe(200);
    expect((await json<{ url: string }>(res)).url).toMatch(/^https:\/\/connect\.stripe\.test\//);
    const [row] = await server.db.select().from(users).where(eq(users.email, 'jordan.alvarez@asu.edu'));
    const accountId = must(must(row).payoutAccountId);
    const created = fake.requests.find(
      (r) => r.path === '/v1/accounts' && r.params.email === 'jordan.alvarez@asu.edu',
    );
    expect(must(created).idempotencyKey).toBe(`payout-account:${must(row).id}`);
    const link = must(fake.requests.filter((r) => r.path === '/v1/account_links').at(-1));
    expect(link.params.return_url).toBe(`${server.config.publicOrigin}/profile?payouts=return`);

    const status = async () => json(await jordan.get(api.payoutStatus.path));
    expect(await status()).toEqual({ payoutsEnabled: false, accountCreated: true });
    fake.enablePayouts(accountId);
    expect(await status()).toEqual({ payoutsEnabled: true, accountCreated: true });
    expect((await new Browser(server).get(api.payoutStatus.path)).status).toBe(401);
  });

  it('answers 503 { message } when Stripe is down', async () => {
    const down = await startTestServer({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: 'http://127.0.0.1:9',
      },
      seed: true,
    });
    try {
      const maya = await signedIn(down);
      const res = await maya.post(api.payoutOnboarding.path);
      expect(res.status).toBe(503);
      expect(await json(res)).toEqual({ message: expect.any(String), requestId: expect.any(String) });
    } finally {
      await down.close();
    }
  });
});

describe('the fake Stripe server is strict', () => {
  const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${SECRET_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: new URLSearchParams(form).toString(),
    });

  it('refuses a mutating request without an Idempotency-Key', async () => {
    const res = await post('/v1/payment_intents', { amount: '1000', currency: 'usd' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.any(String) },
    });
  });

  it('refuses a missing required parameter', async () => {
    const res = await post('/v1/payment_intents', { amount: '1000' }, { 'idempotency-key': key() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'parameter_missing', param: 'currency' } });
    const transfer = await post(
      '/v1/transfers',
      { amount: '1000', currency: 'usd' },
      { 'idempotency-key': key() },
    );
    expect(await transfer.json()).toMatchObject({ error: { param: 'destination' } });
  });
});
