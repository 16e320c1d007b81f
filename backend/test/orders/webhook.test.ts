import { eq, sql } from 'drizzle-orm';
import {
  api,
  DELIVERY_CANCEL_AFTER_DAYS,
  DELIVERY_REFUND_AFTER_DAYS,
  SANDBOX_TEST_CARDS,
} from '@campus/contracts';
import { orderEvents, orders, paymentWebhookEvents, sandboxWebhookOutbox, users } from '../../src/db/schema';
import { takeTransition } from '../../src/orders/process';
import { signWebhook } from '../../src/payments/stripe-shape';
import { json, must } from '../harness';
import type { Browser } from '../auth/browser';
import { JORDAN, MAYA, student, userIds } from '../messages/live';
import { gigFor } from './fixtures';
import {
  book,
  detachWebhooks,
  expectLedgerBalanced,
  intentIdOf,
  orderOfIntent,
  orderRow,
  pay,
  startOrderServer,
  type OrderServer,
} from './support';

let server: OrderServer;
let maya: Browser;
let jordanId: number;

beforeAll(async () => {
  server = await startOrderServer({ seed: true });
  // the sandbox's events wait in its outbox: each test delivers them itself, in the order it wants
  detachWebhooks(server);
  maya = await student(server, MAYA);
  [jordanId] = await userIds(server.db, JORDAN);
});
afterAll(() => server.close({ drop: true }));
afterEach(() => expectLedgerBalanced(server.db));

interface StoredEvent {
  id: string;
  type: string;
  payload: unknown;
}

/** The events the sandbox recorded about `objectId`, oldest first (by type when `type` is given). */
async function eventsAbout(objectId: string, type?: string): Promise<StoredEvent[]> {
  const rows = await server.db
    .select({
      id: sandboxWebhookOutbox.id,
      type: sandboxWebhookOutbox.type,
      payload: sandboxWebhookOutbox.payload,
    })
    .from(sandboxWebhookOutbox)
    .where(sql`${sandboxWebhookOutbox.payload}->'data'->'object'->>'id' = ${objectId}`)
    .orderBy(sandboxWebhookOutbox.createdAt);
  return type ? rows.filter((r) => r.type === type) : rows;
}

async function eventAbout(objectId: string, type: string): Promise<StoredEvent> {
  return must((await eventsAbout(objectId, type)).at(-1), `${type} event of ${objectId}`);
}

/** Posts an event to the webhook route as the provider would: the exact bytes it signed. */
function deliver(
  event: StoredEvent,
  { secret = server.sandbox.webhookSecret, body }: { secret?: string; body?: string } = {},
) {
  const raw = JSON.stringify(event.payload);
  return fetch(`${server.url}${api.paymentWebhook.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(raw, secret) },
    body: body ?? raw,
  });
}

async function delivered(event: StoredEvent): Promise<void> {
  const res = await deliver(event);
  expect({ status: res.status, body: await json(res) }).toEqual({ status: 200, body: { received: true } });
}

const eventsOf = async (orderId: number) =>
  (
    await server.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id)
  ).map((e) => [e.transition, e.actorKind] as const);

/** Maya books a new gig of Jordan's. */
async function booking() {
  const clientSecret = await book(maya, await gigFor(server.db, jordanId));
  const intentId = intentIdOf(clientSecret);
  return { clientSecret, intentId, orderId: (await orderOfIntent(server.db, intentId)).id };
}

describe('POST /api/payments/webhook: signatures', () => {
  it.each([
    ['signed with another secret', (e: StoredEvent) => deliver(e, { secret: 'whsec_not_the_one' })],
    [
      'changed after signing',
      (e: StoredEvent) =>
        deliver(e, { body: JSON.stringify({ ...(e.payload as object), id: 'evt_forged' }) }),
    ],
    [
      'without a signature',
      (e: StoredEvent) =>
        fetch(`${server.url}${api.paymentWebhook.path}`, { method: 'POST', body: JSON.stringify(e.payload) }),
    ],
  ])('refuses an event %s with 400 and records nothing', async (_what, send) => {
    const b = await booking();
    await pay(maya, b.clientSecret);
    const event = await eventAbout(b.intentId, 'payment_intent.amount_capturable_updated');
    const res = await send(event);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: expect.any(String) });
    expect(
      await server.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, event.id)),
    ).toEqual([]);
    expect((await orderRow(server.db, b.orderId)).status).toBe('awaiting_payment');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await fetch(`${server.url}${api.paymentWebhook.path}`, {
      method: 'POST',
      headers: { 'stripe-signature': 't=1,v1=00' },
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
  });
});

describe('POST /api/payments/webhook: events', () => {
  it('amount_capturable_updated authorises the order (system), once however often it comes', async () => {
    const b = await booking();
    await pay(maya, b.clientSecret);
    const event = await eventAbout(b.intentId, 'payment_intent.amount_capturable_updated');
    for (let i = 0; i < 3; i++) await delivered(event);
    expect((await orderRow(server.db, b.orderId)).status).toBe('payment_processing');
    expect(await eventsOf(b.orderId)).toEqual([['authorise', 'system']]);
    const [row] = await server.db.select().from(orderEvents).where(eq(orderEvents.orderId, b.orderId));
    expect(row?.detail).toMatchObject({ source: 'webhook', eventId: event.id });
  });

  it('succeeded before amount_capturable_updated (out of order): authorised and captured, dates from the event', async () => {
    const b = await booking();
    await pay(maya, b.clientSecret);
    await server.sandbox.captureIntent(b.intentId, `test:${b.intentId}:capture`);
    const succeeded = await eventAbout(b.intentId, 'payment_intent.succeeded');
    await delivered(succeeded);
    const order = await orderRow(server.db, b.orderId);
    expect(order.status).toBe('payment_held');
    const at = (succeeded.payload as { created: number }).created * 1000;
    expect(order.paymentCapturedAt?.getTime()).toBe(at);
    expect(order.deliveryCancellableAt?.getTime()).toBe(at + DELIVERY_CANCEL_AFTER_DAYS * 86_400_000);
    expect(order.deliveryRefundAt?.getTime()).toBe(at + DELIVERY_REFUND_AFTER_DAYS * 86_400_000);
    // the authorisation's own event comes late: nothing left to do
    await delivered(await eventAbout(b.intentId, 'payment_intent.amount_capturable_updated'));
    expect(await eventsOf(b.orderId)).toEqual([
      ['authorise', 'system'],
      ['capture', 'system'],
    ]);
  });

  it('every event of a paid intent, twice, newest first: the order ends held, each step taken once', async () => {
    const b = await booking();
    await pay(maya, b.clientSecret);
    await server.sandbox.captureIntent(b.intentId, `test:${b.intentId}:capture`);
    const all = (await eventsAbout(b.intentId)).reverse();
    expect(all.map((e) => e.type)).toEqual([
      'payment_intent.succeeded',
      'payment_intent.amount_capturable_updated',
      'payment_intent.created',
    ]);
    for (const e of [...all, ...all]) await delivered(e);
    expect((await orderRow(server.db, b.orderId)).status).toBe('payment_held');
    expect(await eventsOf(b.orderId)).toEqual([
      ['authorise', 'system'],
      ['capture', 'system'],
    ]);
  });

  it('a late event of an order captured by the customer changes nothing', async () => {
    const b = await booking();
    await pay(maya, b.clientSecret);
    expect((await maya.post(api.paymentComplete.path, { paymentIntentId: b.intentId })).status).toBe(200);
    const res = await maya.post(api.capturePayment.path, { orderId: b.orderId, paymentIntentId: b.intentId });
    expect(res.status).toBe(200);
    const before = await orderRow(server.db, b.orderId);
    for (const e of await eventsAbout(b.intentId)) await delivered(e);
    expect(await orderRow(server.db, b.orderId)).toEqual(before);
    expect(await eventsOf(b.orderId)).toEqual([
      ['authorise', 'customer'],
      ['capture', 'customer'],
    ]);
  });

  it('canceled: abandons an unpaid order, expires an authorised one, leaves a cancelled one alone', async () => {
    const unpaid = await booking();
    await server.sandbox.cancelIntent(unpaid.intentId, `test:${unpaid.intentId}:cancel`);
    await delivered(await eventAbout(unpaid.intentId, 'payment_intent.canceled'));
    expect(await orderRow(server.db, unpaid.orderId)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment_abandoned',
    });

    const authorised = await booking();
    await pay(maya, authorised.clientSecret);
    await delivered(await eventAbout(authorised.intentId, 'payment_intent.amount_capturable_updated'));
    await server.sandbox.cancelIntent(authorised.intentId, `test:${authorised.intentId}:cancel`);
    await delivered(await eventAbout(authorised.intentId, 'payment_intent.canceled'));
    expect(await orderRow(server.db, authorised.orderId)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'authorisation_expired',
    });

    const cancelled = await booking();
    expect((await maya.post(`/api/orders/${cancelled.orderId}/cancel`)).status).toBe(200);
    await delivered(await eventAbout(cancelled.intentId, 'payment_intent.canceled'));
    expect(await eventsOf(cancelled.orderId)).toEqual([['cancel', 'customer']]);
  });

  it('payment_failed changes nothing: the student may try another card', async () => {
    const b = await booking();
    await pay(maya, b.clientSecret, SANDBOX_TEST_CARDS.declined);
    await delivered(await eventAbout(b.intentId, 'payment_intent.payment_failed'));
    expect((await orderRow(server.db, b.orderId)).status).toBe('awaiting_payment');
    expect(await eventsOf(b.orderId)).toEqual([]);
  });

  it('an intent of no order of ours is acknowledged and ignored', async () => {
    const intent = await server.sandbox.createIntent({
      amountCents: 1000,
      captureMethod: 'manual',
      metadata: { orderId: '2000000000', kind: 'booking' },
      description: 'not ours',
      idempotencyKey: `test:${Date.now()}:stray`,
    });
    await delivered(await eventAbout(intent.id, 'payment_intent.created'));
    await server.sandbox.cancelIntent(intent.id, `test:${intent.id}:cancel`);
    await delivered(await eventAbout(intent.id, 'payment_intent.canceled'));
  });

  it('finds the order its metadata names when the backend stopped before storing the intent', async () => {
    const b = await booking();
    await server.db
      .update(orders)
      .set({ paymentIntentId: null, paymentClientSecret: null, paymentProvider: null })
      .where(eq(orders.id, b.orderId));
    await pay(maya, b.clientSecret);
    await delivered(await eventAbout(b.intentId, 'payment_intent.amount_capturable_updated'));
    expect(await orderRow(server.db, b.orderId)).toMatchObject({
      status: 'payment_processing',
      paymentIntentId: b.intentId,
      paymentClientSecret: b.clientSecret,
      paymentProvider: 'sandbox',
    });
  });

  it('voids a card authorised after its order was cancelled', async () => {
    const b = await booking();
    await takeTransition(server.db, {
      orderId: b.orderId,
      transition: 'abandon_payment',
      actor: { kind: 'system', userId: null },
    });
    await pay(maya, b.clientSecret);
    await delivered(await eventAbout(b.intentId, 'payment_intent.amount_capturable_updated'));
    expect(await server.sandbox.retrieveIntent(b.intentId)).toMatchObject({ status: 'canceled' });
    expect((await orderRow(server.db, b.orderId)).status).toBe('cancelled');
  });

  it('account.updated records that the payout account may receive transfers', async () => {
    const account = await server.sandbox.createPayoutAccount({
      email: JORDAN,
      userId: jordanId,
      idempotencyKey: `test:${Date.now()}:account`,
    });
    await server.db.update(users).set({ payoutAccountId: account.id }).where(eq(users.id, jordanId));
    await server.sandbox.completeOnboarding(account.id);
    await delivered(await eventAbout(account.id, 'account.updated'));
    const [row] = await server.db
      .select({ on: users.payoutsEnabled })
      .from(users)
      .where(eq(users.id, jordanId));
    expect(row?.on).toBe(true);
  });
});
