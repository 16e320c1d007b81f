import { eq, sql } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS } from '@campus/contracts';
import {
  sandboxAccounts,
  sandboxPaymentIntents,
  sandboxRefunds,
  sandboxTransfers,
  sandboxWebhookOutbox,
} from '../../src/db/schema';
import { PaymentProviderError, WebhookSignatureError, type PaymentEvent } from '../../src/payments/provider';
import { REDELIVERY_AFTER_MS } from '../../src/payments/sandbox/outbox';
import type { SandboxProvider } from '../../src/payments/sandbox/processor';
import { signWebhook } from '../../src/payments/stripe-shape';
import { must, startTestServer, type TestServer } from '../harness';
import { card, createIntent, key, sandboxOf } from './sandbox-support';

let server: TestServer;
let sandbox: SandboxProvider;

beforeAll(async () => {
  server = await startTestServer();
  sandbox = sandboxOf(server);
});
afterAll(() => server.close());

/** A captured $25.00 intent. */
async function capturedIntent(amountCents = 2500) {
  const intent = await createIntent(sandbox, { amountCents });
  await sandbox.confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds));
  return sandbox.captureIntent(intent.id, key('capture'));
}

const refusal = (code: string) => expect.objectContaining({ kind: 'refused', code });

/** Every outbox event about one object (intent, charge or account), oldest first. */
async function eventsAbout(id: string) {
  const rows = await server.db
    .select()
    .from(sandboxWebhookOutbox)
    .where(
      sql`${sandboxWebhookOutbox.payload} -> 'data' -> 'object' ->> 'id' = ${id} or ${sandboxWebhookOutbox.payload} -> 'data' -> 'object' ->> 'payment_intent' = ${id}`,
    )
    .orderBy(sql`${sandboxWebhookOutbox.createdAt}`);
  return rows;
}

describe('idempotency keys', () => {
  it('answers a repeated create with the same intent and creates one', async () => {
    const k = key('create');
    const first = await createIntent(sandbox, { idempotencyKey: k });
    const again = await createIntent(sandbox, { idempotencyKey: k });
    expect(again).toEqual(first);
    const rows = await server.db
      .select()
      .from(sandboxPaymentIntents)
      .where(
        sql`${sandboxPaymentIntents.metadata} ->> 'orderId' = '1' and ${sandboxPaymentIntents.id} = ${first.id}`,
      );
    expect(rows).toHaveLength(1);
    expect((await eventsAbout(first.id)).map((e) => e.type)).toEqual(['payment_intent.created']);
  });

  it('runs two concurrent creates with one key once', async () => {
    const k = key('race');
    const [a, b] = await Promise.all([
      createIntent(sandbox, { idempotencyKey: k }),
      createIntent(sandbox, { idempotencyKey: k }),
    ]);
    expect(a.id).toBe(b.id);
  });

  it('refuses the same key for another operation', async () => {
    const k = key('reuse');
    await createIntent(sandbox, { idempotencyKey: k });
    await expect(createIntent(sandbox, { idempotencyKey: k, amountCents: 9900 })).rejects.toEqual(
      refusal('idempotency_key_in_use'),
    );
    const other = await createIntent(sandbox);
    await expect(sandbox.cancelIntent(other.id, k)).rejects.toBeInstanceOf(PaymentProviderError);
    expect((await sandbox.retrieveIntent(other.id)).status).toBe('requires_payment_method');
  });

  it('captures once for a repeated capture key, and answers the first reply', async () => {
    const intent = await createIntent(sandbox);
    await sandbox.confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds));
    const k = key('capture');
    const first = await sandbox.captureIntent(intent.id, k);
    expect(await sandbox.captureIntent(intent.id, k)).toEqual(first);
    const succeeded = (await eventsAbout(intent.id)).filter((e) => e.type === 'payment_intent.succeeded');
    expect(succeeded).toHaveLength(1);
    // a new key is a new capture, refused in this state
    await expect(sandbox.captureIntent(intent.id, key('capture'))).rejects.toEqual(
      refusal('payment_intent_unexpected_state'),
    );
  });

  it('refunds once for a repeated refund key', async () => {
    const intent = await capturedIntent();
    const k = key('refund');
    const first = await sandbox.refund(intent.id, 500, k);
    expect(await sandbox.refund(intent.id, 500, k)).toEqual(first);
    expect((await sandbox.retrieveIntent(intent.id)).amountRefundedCents).toBe(500);
    expect(
      await server.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, intent.id)),
    ).toHaveLength(1);
  });

  it('refuses an empty key', async () => {
    await expect(createIntent(sandbox, { idempotencyKey: ' ' })).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('intents', () => {
  it('refuses an amount below Stripe’s 50 cents or not whole', async () => {
    await expect(createIntent(sandbox, { amountCents: 49 })).rejects.toEqual(refusal('amount_too_small'));
    await expect(createIntent(sandbox, { amountCents: 12.5 })).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('keeps the metadata and answers resource_missing for an unknown id', async () => {
    const intent = await createIntent(sandbox, { metadata: { orderId: '42', kind: 'extra_time' } });
    expect((await sandbox.retrieveIntent(intent.id)).metadata).toEqual({ orderId: '42', kind: 'extra_time' });
    await expect(sandbox.retrieveIntent('pi_sbx_missing')).rejects.toEqual(refusal('resource_missing'));
  });

  it('voids an authorisation, an unpaid intent and one waiting for authentication, but not a captured one', async () => {
    const held = await createIntent(sandbox);
    await sandbox.confirm(held.clientSecret, card(SANDBOX_TEST_CARDS.succeeds));
    expect((await sandbox.cancelIntent(held.id, key('cancel'))).status).toBe('canceled');
    const unpaid = await createIntent(sandbox);
    expect((await sandbox.cancelIntent(unpaid.id, key('cancel'))).status).toBe('canceled');
    const challenged = await createIntent(sandbox);
    await sandbox.confirm(challenged.clientSecret, card(SANDBOX_TEST_CARDS.requiresAuthentication));
    expect((await sandbox.cancelIntent(challenged.id, key('cancel'))).status).toBe('canceled');

    const captured = await capturedIntent();
    await expect(sandbox.cancelIntent(captured.id, key('cancel'))).rejects.toEqual(
      refusal('payment_intent_unexpected_state'),
    );
    await expect(sandbox.cancelIntent(held.id, key('cancel'))).rejects.toEqual(
      refusal('payment_intent_unexpected_state'),
    );
  });

  it('captures only an authorised intent', async () => {
    const intent = await createIntent(sandbox);
    await expect(sandbox.captureIntent(intent.id, key('capture'))).rejects.toEqual(
      refusal('payment_intent_unexpected_state'),
    );
  });
});

describe('refunds', () => {
  it('refunds in parts, never more than was captured', async () => {
    const intent = await capturedIntent(2500);
    expect((await sandbox.refund(intent.id, 1000, key('refund'))).amountCents).toBe(1000);
    await expect(sandbox.refund(intent.id, 1501, key('refund'))).rejects.toEqual(refusal('amount_too_large'));
    const rest = await sandbox.refund(intent.id, undefined, key('refund'));
    expect(rest.id).toMatch(/^re_sbx_/);
    expect(rest.amountCents).toBe(1500);
    expect(await sandbox.retrieveIntent(intent.id)).toMatchObject({
      amountCapturedCents: 2500,
      amountRefundedCents: 2500,
    });
    await expect(sandbox.refund(intent.id, 1, key('refund'))).rejects.toEqual(
      refusal('charge_already_refunded'),
    );
  });

  it('refunds the whole amount when none is given', async () => {
    const intent = await capturedIntent(4160);
    expect((await sandbox.refund(intent.id, undefined, key('refund'))).amountCents).toBe(4160);
  });

  it('refuses to refund an intent that was not captured, and a zero amount', async () => {
    const intent = await createIntent(sandbox);
    await sandbox.confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds));
    await expect(sandbox.refund(intent.id, undefined, key('refund'))).rejects.toEqual(
      refusal('payment_intent_unexpected_state'),
    );
    const captured = await capturedIntent();
    await expect(sandbox.refund(captured.id, 0, key('refund'))).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('payout accounts and transfers', () => {
  it('creates an account once per key, not payouts-enabled until onboarding', async () => {
    const k = key('account');
    const account = await sandbox.createPayoutAccount({ email: 'a@asu.edu', userId: 1, idempotencyKey: k });
    expect(account).toEqual({ id: expect.stringMatching(/^acct_sbx_/), payoutsEnabled: false });
    expect(await sandbox.createPayoutAccount({ email: 'a@asu.edu', userId: 1, idempotencyKey: k })).toEqual(
      account,
    );
    expect(
      await server.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, account.id)),
    ).toHaveLength(1);
  });

  it('refuses a transfer until the account has payouts enabled, then moves the money once per key', async () => {
    const account = await sandbox.createPayoutAccount({
      email: 'b@asu.edu',
      userId: 2,
      idempotencyKey: key(),
    });
    const input = {
      amountCents: 2400,
      destination: account.id,
      metadata: { orderId: '7' },
      idempotencyKey: key(),
    };
    await expect(sandbox.transfer(input)).rejects.toEqual(refusal('insufficient_capabilities_for_transfer'));

    expect(await sandbox.completeOnboarding(account.id)).toEqual({ id: account.id, payoutsEnabled: true });
    expect(await sandbox.retrievePayoutAccount(account.id)).toEqual({ id: account.id, payoutsEnabled: true });
    const transfer = await sandbox.transfer(input);
    expect(transfer.id).toMatch(/^tr_sbx_/);
    expect(await sandbox.transfer(input)).toEqual(transfer);
    const rows = await server.db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.destination, account.id));
    expect(rows).toEqual([expect.objectContaining({ amountCents: 2400, metadata: { orderId: '7' } })]);
  });

  it('refuses a transfer to an unknown account', async () => {
    await expect(
      sandbox.transfer({
        amountCents: 100,
        destination: 'acct_sbx_nope',
        metadata: {},
        idempotencyKey: key(),
      }),
    ).rejects.toEqual(refusal('resource_missing'));
  });

  it('links to its onboarding page with a same-origin return path only', async () => {
    const account = await sandbox.createPayoutAccount({
      email: 'c@asu.edu',
      userId: 3,
      idempotencyKey: key(),
    });
    const origin = server.config.publicOrigin;
    const link = await sandbox.createOnboardingLink({
      accountId: account.id,
      returnUrl: `${origin}/profile?payouts=return`,
      refreshUrl: `${origin}/profile?payouts=refresh`,
    });
    const url = new URL(link, origin);
    expect(link.startsWith('/api/sandbox/onboarding?')).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      account: account.id,
      return: '/profile?payouts=return',
    });
    await expect(
      sandbox.createOnboardingLink({
        accountId: account.id,
        returnUrl: 'https://evil.example/profile',
        refreshUrl: `${origin}/profile`,
      }),
    ).rejects.toEqual(refusal('url_invalid'));
  });
});

describe('webhook events', () => {
  it('records each state change with a Stripe-shaped event in the same transaction', async () => {
    const intent = await createIntent(sandbox);
    await sandbox.confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.declined));
    await sandbox.confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.requiresAuthentication));
    await sandbox.authenticate(intent.clientSecret, 'approve');
    await sandbox.captureIntent(intent.id, key('capture'));
    await sandbox.refund(intent.id, 700, key('refund'));
    const events = await eventsAbout(intent.id);
    expect(events.map((e) => e.type)).toEqual([
      'payment_intent.created',
      'payment_intent.payment_failed',
      'payment_intent.requires_action',
      'payment_intent.amount_capturable_updated',
      'payment_intent.succeeded',
      'charge.refunded',
    ]);
    const held = must(events[3]).payload;
    expect(held).toMatchObject({
      id: must(events[3]).id,
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      created: expect.any(Number),
      data: {
        object: {
          id: intent.id,
          object: 'payment_intent',
          status: 'requires_capture',
          amount: 2500,
          amount_capturable: 2500,
          amount_received: 0,
          currency: 'usd',
          client_secret: intent.clientSecret,
          metadata: { orderId: '1', kind: 'booking' },
          last_payment_error: null,
          capture_method: 'manual',
        },
      },
    });
    expect(must(events[1]).payload).toMatchObject({
      data: {
        object: {
          last_payment_error: {
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
        },
      },
    });
  });

  it('writes the event in the transaction that made the change (the same xmin)', async () => {
    const intent = await createIntent(sandbox);
    await sandbox.confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds));
    const xmin = async (table: string, id: string) =>
      must(
        (
          await server.db.execute<{ xmin: string }>(
            sql`select xmin::text as xmin from ${sql.identifier(table)} where id = ${id}`,
          )
        ).rows[0],
      ).xmin;
    const event = must((await eventsAbout(intent.id)).at(-1));
    expect(event.type).toBe('payment_intent.amount_capturable_updated');
    expect(await xmin('sandbox_webhook_outbox', event.id)).toBe(
      await xmin('sandbox_payment_intents', intent.id),
    );
  });

  it('rolls the event back with the change: a refused capture leaves none', async () => {
    const intent = await createIntent(sandbox);
    await expect(sandbox.captureIntent(intent.id, key('capture'))).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    expect((await eventsAbout(intent.id)).map((e) => e.type)).toEqual(['payment_intent.created']);
  });

  it('signs each event so parseWebhook verifies it, and refuses a tampered one', async () => {
    const delivered: PaymentEvent[] = [];
    const raw: { body: Buffer; signature: string }[] = [];
    const receiver = sandboxOf(server);
    receiver.onWebhook(async (body, signature) => {
      raw.push({ body, signature });
      delivered.push(receiver.parseWebhook(body, signature));
    });
    const intent = await createIntent(receiver);
    await receiver.confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds));
    await waitFor(() => delivered.length >= 2);

    expect(delivered.map((e) => e.type)).toEqual([
      'payment_intent.created',
      'payment_intent.amount_capturable_updated',
    ]);
    expect(must(delivered[1])).toMatchObject({
      id: expect.stringMatching(/^evt_sbx_/),
      created: expect.any(Number),
      intentId: intent.id,
      account: null,
      intent: {
        id: intent.id,
        status: 'requires_capture',
        amountCents: 2500,
        metadata: { orderId: '1', kind: 'booking' },
      },
    });
    const rows = await eventsAbout(intent.id);
    await waitFor(async () => (await eventsAbout(intent.id)).every((r) => r.deliveredAt !== null));
    expect(rows.map((r) => r.id)).toEqual(delivered.map((e) => e.id));

    const { body, signature } = must(raw[1]);
    const tampered = Buffer.from(body.toString().replace('"amount":2500', '"amount":1'));
    expect(() => receiver.parseWebhook(tampered, signature)).toThrow(WebhookSignatureError);
    expect(() => receiver.parseWebhook(body, undefined)).toThrow(WebhookSignatureError);
    expect(() => receiver.parseWebhook(body, signWebhook(body.toString(), 'whsec_other'))).toThrow(
      WebhookSignatureError,
    );
    // another instance with the same SESSION_SECRET verifies it (a restart, or a second server)
    expect(sandboxOf(server).parseWebhook(body, signature).id).toBe(must(delivered[1]).id);
  });

  it('reads charge.refunded and account.updated', async () => {
    const events: PaymentEvent[] = [];
    const receiver = sandboxOf(server);
    receiver.onWebhook(async (body, signature) => {
      events.push(receiver.parseWebhook(body, signature));
    });
    const intent = await capturedIntent();
    await receiver.refund(intent.id, 300, key('refund'));
    const account = await receiver.createPayoutAccount({
      email: 'd@asu.edu',
      userId: 4,
      idempotencyKey: key(),
    });
    await receiver.completeOnboarding(account.id);
    await waitFor(() => events.length >= 2);
    expect(events).toEqual([
      expect.objectContaining({ type: 'charge.refunded', intent: null, intentId: intent.id, account: null }),
      expect.objectContaining({ type: 'account.updated', account: { id: account.id, payoutsEnabled: true } }),
    ]);
  });

  it('leaves an event undelivered while the sink fails, and the re-delivery job sends it later', async () => {
    const receiver = sandboxOf(server);
    let failing = true;
    const received: string[] = [];
    receiver.onWebhook(async (body, signature) => {
      if (failing) throw new Error('webhook route down');
      received.push(receiver.parseWebhook(body, signature).id);
    });
    const intent = await createIntent(receiver);
    await waitFor(async () => must((await eventsAbout(intent.id))[0]).attempts === 1);
    const [pending] = await eventsAbout(intent.id);
    expect(must(pending).deliveredAt).toBeNull();

    failing = false;
    // too young for the job: the delivery right after the commit is still in charge of it
    await receiver.deliverPendingWebhooks();
    expect(received).not.toContain(must(pending).id);

    await server.db
      .update(sandboxWebhookOutbox)
      .set({ createdAt: new Date(Date.now() - REDELIVERY_AFTER_MS - 1000) })
      .where(eq(sandboxWebhookOutbox.id, must(pending).id));
    expect(await receiver.deliverPendingWebhooks()).toBeGreaterThanOrEqual(1);
    expect(received).toContain(must(pending).id);
    const [after] = await eventsAbout(intent.id);
    expect(must(after).deliveredAt).not.toBeNull();
    expect(must(after).attempts).toBe(2);
  });
});

describe('persistence', () => {
  it('a new processor (a restart) finds the intents, accounts and keys of the old one', async () => {
    const before = sandboxOf(server);
    const k = key('create');
    const intent = await createIntent(before, { idempotencyKey: k });
    await before.confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds));

    const after = sandboxOf(server);
    expect(await after.retrieveIntent(intent.id)).toMatchObject({ status: 'requires_capture' });
    expect((await createIntent(after, { idempotencyKey: k })).id).toBe(intent.id);
    expect((await after.captureIntent(intent.id, key('capture'))).status).toBe('succeeded');
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
