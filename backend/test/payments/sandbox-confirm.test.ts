import { eq } from 'drizzle-orm';
import { api, SANDBOX_TEST_CARDS, type SandboxCard, type SandboxIntent } from '@campus/contracts';
import { sandboxPaymentIntents } from '../../src/db/schema';
import { SANDBOX_ERRORS } from '../../src/payments/sandbox/cards';
import type { SandboxProvider } from '../../src/payments/sandbox/processor';
import { Browser, signedIn } from '../auth/browser';
import { json, must, startTestServer, type TestServer } from '../harness';
import { card, createIntent, sandboxOf } from './sandbox-support';

let server: TestServer;
let sandbox: SandboxProvider;
let maya: Browser;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  sandbox = sandboxOf(server);
  maya = await signedIn(server);
});
afterAll(() => server.close());

const confirm = (clientSecret: string, c: SandboxCard | Record<string, unknown>, as = maya) =>
  as.post(api.sandboxConfirm.path, { clientSecret, card: c });
const authenticate = (clientSecret: string, outcome: string, as = maya) =>
  as.post(api.sandboxAuthenticate.path, { clientSecret, outcome });

/** The reply, checked against the contract. */
async function intentOf(res: Response, status = 200): Promise<SandboxIntent> {
  const body = await json(res);
  expect({ status: res.status, body }).toMatchObject({ status });
  return api.sandboxConfirm.reply.parse(body);
}

const rowOf = async (id: string) =>
  must((await server.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0]);

describe('POST /api/sandbox/confirm with the test cards', () => {
  it('authorises 4242 4242 4242 4242: requires_capture, then capture makes it succeeded', async () => {
    const intent = await createIntent(sandbox);
    expect(intent).toMatchObject({ status: 'requires_payment_method', amountCents: 2500 });
    expect(intent.id).toMatch(/^pi_sbx_[0-9a-f]+$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[0-9a-f]{48}$`));

    const confirmed = await intentOf(await confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds)));
    expect(confirmed).toEqual({
      id: intent.id,
      status: 'requires_capture',
      amount: 2500,
      currency: 'usd',
      lastPaymentError: null,
      nextAction: null,
    });
    const captured = await sandbox.captureIntent(intent.id, `capture:${intent.id}`);
    expect(captured).toMatchObject({ status: 'succeeded', amountCapturedCents: 2500 });
  });

  it('captures at once for an automatic intent', async () => {
    const intent = await createIntent(sandbox, { captureMethod: 'automatic' });
    const confirmed = await intentOf(await confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds)));
    expect(confirmed.status).toBe('succeeded');
    expect(await sandbox.retrieveIntent(intent.id)).toMatchObject({
      status: 'succeeded',
      amountCapturedCents: 2500,
    });
  });

  it('treats any other Luhn-valid number like 4242', async () => {
    const intent = await createIntent(sandbox);
    const confirmed = await intentOf(await confirm(intent.clientSecret, card('5555555555554444')));
    expect(confirmed.status).toBe('requires_capture');
  });

  it.each([
    ['declined', SANDBOX_TEST_CARDS.declined, {}, SANDBOX_ERRORS.declined],
    ['insufficient funds', SANDBOX_TEST_CARDS.insufficientFunds, {}, SANDBOX_ERRORS.insufficientFunds],
    ['a number failing Luhn', '4242424242424241', {}, SANDBOX_ERRORS.incorrectNumber],
    ['an expiry in the past', SANDBOX_TEST_CARDS.succeeds, { expYear: 2020 }, SANDBOX_ERRORS.expired],
  ])(
    'refuses %s with Stripe’s error, and the intent waits for another card',
    async (_what, number, o, error) => {
      const intent = await createIntent(sandbox);
      const failed = await intentOf(await confirm(intent.clientSecret, card(number, o)));
      expect(failed).toMatchObject({
        status: 'requires_payment_method',
        lastPaymentError: error,
        nextAction: null,
      });
      expect((await sandbox.retrieveIntent(intent.id)).lastError).toEqual(error);
    },
  );

  it('exact messages of the declines', () => {
    expect(SANDBOX_ERRORS.declined).toEqual({
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(SANDBOX_ERRORS.insufficientFunds).toEqual({
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(SANDBOX_ERRORS.incorrectNumber.message).toBe('Your card number is incorrect.');
    expect(SANDBOX_ERRORS.expired).toMatchObject({ code: 'expired_card', message: 'Your card has expired.' });
  });

  it('a card of the current month has not expired', async () => {
    const now = new Date();
    const intent = await createIntent(sandbox);
    const confirmed = await intentOf(
      await confirm(
        intent.clientSecret,
        card(SANDBOX_TEST_CARDS.succeeds, { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() }),
      ),
    );
    expect(confirmed.status).toBe('requires_capture');
  });

  it('lets the student try another card on the same intent after a decline', async () => {
    const intent = await createIntent(sandbox);
    await confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.declined));
    const retried = await intentOf(await confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds)));
    expect(retried).toMatchObject({ id: intent.id, status: 'requires_capture', lastPaymentError: null });
  });

  it('keeps only the last four digits of a card', async () => {
    const intent = await createIntent(sandbox);
    await confirm(intent.clientSecret, card('4000056655665556'));
    const row = await rowOf(intent.id);
    expect(row.cardLast4).toBe('5556');
    expect(JSON.stringify(row)).not.toContain('4000056655665556');
  });
});

describe('the authentication challenge (4000 0025 0000 3155)', () => {
  it('asks for it, and approving authorises the payment', async () => {
    const intent = await createIntent(sandbox);
    const waiting = await intentOf(
      await confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.requiresAuthentication)),
    );
    expect(waiting).toMatchObject({ status: 'requires_action', nextAction: { type: 'sandbox_challenge' } });
    const approved = await intentOf(await authenticate(intent.clientSecret, 'approve'));
    expect(approved).toMatchObject({ status: 'requires_capture', nextAction: null, lastPaymentError: null });
  });

  it('approving an automatic intent captures it', async () => {
    const intent = await createIntent(sandbox, { captureMethod: 'automatic' });
    await confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.requiresAuthentication));
    expect((await intentOf(await authenticate(intent.clientSecret, 'approve'))).status).toBe('succeeded');
  });

  it('failing it sends the intent back for another card, with Stripe’s message', async () => {
    const intent = await createIntent(sandbox);
    await confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.requiresAuthentication));
    const failed = await intentOf(await authenticate(intent.clientSecret, 'fail'));
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      nextAction: null,
      lastPaymentError: {
        code: 'payment_intent_authentication_failure',
        declineCode: null,
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    });
    const retried = await intentOf(await confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds)));
    expect(retried.status).toBe('requires_capture');
  });

  it('a challenge left open never blocks the intent: another card confirms it (as Stripe allows), the old challenge is gone', async () => {
    const intent = await createIntent(sandbox);
    await confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.requiresAuthentication));
    // the student closed the tab during the check; back on checkout, 4242 pays the same intent
    const paid = await intentOf(await confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds)));
    expect(paid).toMatchObject({ id: intent.id, status: 'requires_capture', nextAction: null });
    expect(await authenticate(intent.clientSecret, 'approve')).toMatchObject({ status: 409 });
    // and a second challenge card simply asks again
    const other = await createIntent(sandbox);
    await confirm(other.clientSecret, card(SANDBOX_TEST_CARDS.requiresAuthentication));
    const again = await intentOf(
      await confirm(other.clientSecret, card(SANDBOX_TEST_CARDS.requiresAuthentication)),
    );
    expect(again).toMatchObject({ status: 'requires_action', nextAction: { type: 'sandbox_challenge' } });
  });

  it('is 409 when there is no challenge to answer', async () => {
    const intent = await createIntent(sandbox);
    const res = await authenticate(intent.clientSecret, 'approve');
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({
      message: "This PaymentIntent's status is requires_payment_method: it has no authentication to answer.",
    });
  });
});

describe('refusals', () => {
  it('is 409 with the status when the intent is not waiting for a card', async () => {
    const intent = await createIntent(sandbox);
    await confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds));
    const again = await confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds));
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({
      message:
        'You cannot confirm this PaymentIntent because it has a status of requires_capture. Only a PaymentIntent with one of the following statuses may be confirmed: requires_payment_method, requires_confirmation, requires_action.',
    });
    const canceled = await createIntent(sandbox);
    await sandbox.cancelIntent(canceled.id, `cancel:${canceled.id}`);
    expect((await confirm(canceled.clientSecret, card(SANDBOX_TEST_CARDS.succeeds))).status).toBe(409);
  });

  it('is 404 for an unknown client secret, and for the secret of another intent with a changed tail', async () => {
    const intent = await createIntent(sandbox);
    const other = await createIntent(sandbox);
    const otherTail = other.clientSecret.slice(other.clientSecret.indexOf('_secret_'));
    const forged = [
      'pi_sbx_000000000000000000000000_secret_abc',
      'nonsense',
      `${intent.id}${otherTail}`,
      // the last character changed, always to another one (a fixed '0' would match a secret ending in 0)
      `${intent.clientSecret.slice(0, -1)}${intent.clientSecret.endsWith('0') ? '1' : '0'}`,
      intent.id,
    ];
    for (const secret of forged) {
      const res = await confirm(secret, card(SANDBOX_TEST_CARDS.succeeds));
      expect({ secret, status: res.status }).toEqual({ secret, status: 404 });
      expect(await json(res)).toEqual({ message: 'No such payment_intent for this client secret' });
    }
    expect((await sandbox.retrieveIntent(intent.id)).status).toBe('requires_payment_method');
  });

  it.each([
    ['no card', { clientSecret: 'x' }],
    ['letters in the number', { clientSecret: 'x', card: card('4242abcd42424242') }],
    ['month 13', { clientSecret: 'x', card: card(SANDBOX_TEST_CARDS.succeeds, { expMonth: 13 }) }],
    ['a short cvc', { clientSecret: 'x', card: card(SANDBOX_TEST_CARDS.succeeds, { cvc: '1' }) }],
    ['no client secret', { card: card(SANDBOX_TEST_CARDS.succeeds) }],
  ])('is 400 { message } for bad input (%s)', async (_what, body) => {
    const res = await maya.post(api.sandboxConfirm.path, body);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: expect.any(String) });
  });

  it('is 400 for an unknown challenge outcome', async () => {
    const res = await authenticate('x', 'maybe');
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: expect.any(String) });
  });

  it('is 401 for a visitor', async () => {
    const intent = await createIntent(sandbox);
    const visitor = new Browser(server);
    expect((await confirm(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds), visitor)).status).toBe(401);
    expect((await authenticate(intent.clientSecret, 'approve', visitor)).status).toBe(401);
  });
});
