import { and, eq, sql } from 'drizzle-orm';
import { api, computeFees, SANDBOX_TEST_CARDS } from '@campus/contracts';
import { extraTimeRequests, orderEvents, orderMails, sandboxWebhookOutbox } from '../../src/db/schema';
import {
  EXTRA_TIME_OPEN,
  EXTRA_TIME_PAID,
  NO_PAYMENT_DUE,
  ONLY_CUSTOMER_PAYS,
  ONLY_PROVIDER_REQUESTS,
} from '../../src/orders/extra-time';
import { reconcileOrders } from '../../src/orders/jobs';
import { orderMail } from '../../src/orders/notifications';
import { PAYMENT_NOT_COMPLETED } from '../../src/orders/payment';
import { ORDER_NOT_FOUND, takeTransition } from '../../src/orders/process';
import { signWebhook } from '../../src/payments/stripe-shape';
import { Browser } from '../auth/browser';
import { json, must } from '../harness';
import { card } from '../payments/sandbox-support';
import { JORDAN, MARCUS, MAYA, PRIYA, students, userIds } from '../messages/live';
import { gigFor } from './fixtures';
import { confirm, heldOrder, journalKeysOf, onboard, transfersOf, transitionsOf } from './release-support';
import {
  attachWebhooks,
  book,
  detachWebhooks,
  eventually,
  expectLedgerBalanced,
  intentIdOf,
  orderFileHooks,
  orderOfIntent,
  orderRow,
  type OrderServer,
  pay,
  settle,
  startOrderServer,
} from './support';

let server: OrderServer;
let maya: Browser;
let jordan: Browser;
let priya: Browser;
let marcus: Browser;
let jordanId: number;
let priyaId: number;

beforeAll(async () => {
  server = await startOrderServer({ seed: true });
  [maya, jordan, priya, marcus] = await students(server, MAYA, JORDAN, PRIYA, MARCUS);
  [jordanId, priyaId] = await userIds(server.db, JORDAN, PRIYA);
  await onboard(server, jordan); // Jordan can receive payouts, Priya not yet
  await settle(server.db);
});
orderFileHooks(
  () => server,
  () => {
    attachWebhooks(server);
  },
);

const ask = (browser: Browser, orderId: number, body: unknown) =>
  browser.post(`/api/orders/${orderId}/extra-time`, body);
const startPayment = (browser: Browser, orderId: number) =>
  browser.post(api.postServicePayment.path, { orderId });
const complete = (browser: Browser, orderId: number) =>
  browser.post(api.postServicePaymentComplete.path, { orderId });

async function refused(res: Response, status: number, message: string | RegExp) {
  const body = await json<{ message: string }>(res);
  expect({ status: res.status, message: body.message }).toEqual({
    status,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  });
}

/** The provider asks for `hours` (200). */
async function requested(provider: Browser, orderId: number, hours: number) {
  const res = await ask(provider, orderId, { hours });
  expect(res.status).toBe(200);
  return api.requestExtraTime.reply.parse(await json(res));
}

/** The customer opens the payment page: its client secret and amount (200). */
async function started(customer: Browser, orderId: number) {
  const res = await startPayment(customer, orderId);
  expect(res.status).toBe(200);
  return api.postServicePayment.reply.parse(await json(res));
}

const requestRow = async (id: number) =>
  must((await server.db.select().from(extraTimeRequests).where(eq(extraTimeRequests.id, id)))[0]);

describe('POST /api/orders/:id/extra-time', () => {
  it('prices hours × the hourly price (to the cent) with the fee rule', async () => {
    const order = await heldOrder(server, maya, jordanId, 2333);
    const extra = await requested(jordan, order.id, 2.5);
    const fees = computeFees(Math.round(2.5 * 2333)); // 5832.5 → 5833
    expect(extra).toEqual({
      id: expect.any(Number),
      orderId: order.id,
      hours: 2.5,
      price: 58.33,
      platformFee: fees.platformFeeCents / 100,
      transactionFee: 0.4,
      amount: fees.totalCents / 100,
      status: 'requested',
      requestedAt: expect.any(String),
      paidAt: null,
    });
    expect(await requestRow(extra.id)).toMatchObject({
      priceCents: 5833,
      platformFeeCents: fees.platformFeeCents,
      transactionFeeCents: 40,
      totalCents: fees.totalCents,
    });
  });

  it('mails the customer that payment for extra time is requested, once a request', async () => {
    const order = await heldOrder(server, maya, jordanId);
    const requestMails = async () =>
      (await server.db.select().from(orderMails).where(eq(orderMails.orderId, order.id))).filter(
        (m) => m.transition === 'request_extra_time',
      );
    await requested(jordan, order.id, 1);
    expect(await requestMails()).toEqual([
      expect.objectContaining({ recipientId: order.customerId, sentAt: null }),
    ]);
    // the mail goes out; the customer pays; the order stays held and the provider asks again
    await server.db.update(orderMails).set({ sentAt: new Date() }).where(eq(orderMails.orderId, order.id));
    const setup = await started(maya, order.id);
    expect((await pay(maya, setup.clientSecret)).status).toBe('succeeded');
    expect((await complete(maya, order.id)).status).toBe(200);
    await requested(jordan, order.id, 2);
    expect(await requestMails()).toEqual([expect.objectContaining({ sentAt: null, attempts: 0 })]);
    const mail = must(
      orderMail({
        to: 'maya.chen@asu.edu',
        recipientFirstName: 'Maya',
        recipientRole: 'customer',
        orderId: order.id,
        transition: 'request_extra_time',
        gigTitle: 'Calculus',
        customerName: 'Maya Chen',
        total: 25,
        link: `https://campus.example/orders/${order.id}`,
      }),
    );
    expect(mail.subject).toBe(`Payment requested for extra time on order #${order.id}`);
    expect(mail.text).toContain('asked to be paid for extra time');
  });

  it("is the provider's alone, in half-hour steps from 0.5 to 12 hours, one open request at a time", async () => {
    const order = await heldOrder(server, maya, jordanId);
    await refused(await ask(maya, order.id, { hours: 1 }), 403, ONLY_PROVIDER_REQUESTS);
    await refused(await ask(marcus, order.id, { hours: 1 }), 404, ORDER_NOT_FOUND);
    // an order that does not exist is the same 404 (its policy must not read a missing order's parties)
    await refused(await ask(jordan, 2_000_000_000, { hours: 1 }), 404, ORDER_NOT_FOUND);
    expect((await ask(new Browser(server), order.id, { hours: 1 })).status).toBe(401);
    for (const hours of [0, 0.25, 0.75, 12.5, -1, '2'])
      expect({ hours, status: (await ask(jordan, order.id, { hours })).status }).toEqual({
        hours,
        status: 400,
      });

    await requested(jordan, order.id, 1);
    await refused(await ask(jordan, order.id, { hours: 2 }), 409, EXTRA_TIME_OPEN);
    expect(
      await server.db.select().from(extraTimeRequests).where(eq(extraTimeRequests.orderId, order.id)),
    ).toHaveLength(1);
  });

  it('is refused (409) before the payment is held, and for a disputed order', async () => {
    const refusedStatus = /^Extra time cannot be requested for this order now \(status: \w+\)$/;
    const unpaid = await orderOfIntent(
      server.db,
      intentIdOf(await book(maya, await gigFor(server.db, jordanId))),
    );
    await refused(await ask(jordan, unpaid.id, { hours: 1 }), 409, refusedStatus);

    const authorisedSecret = await book(maya, await gigFor(server.db, jordanId));
    await pay(maya, authorisedSecret);
    await settle(server.db);
    const authorised = await orderOfIntent(server.db, intentIdOf(authorisedSecret));
    expect(authorised.status).toBe('payment_processing');
    await refused(await ask(jordan, authorised.id, { hours: 1 }), 409, refusedStatus);

    const disputed = await heldOrder(server, maya, jordanId);
    await takeTransition(server.db, {
      orderId: disputed.id,
      transition: 'open_dispute',
      actor: { kind: 'customer', userId: disputed.customerId },
    });
    await refused(
      await ask(jordan, disputed.id, { hours: 1 }),
      409,
      'Extra time cannot be requested for this order now (status: in_dispute)',
    );
    for (const o of [unpaid, authorised])
      expect((await maya.post(`/api/orders/${o.id}/cancel`)).status).toBe(200);
  });
});

describe('post-service payment', () => {
  it('the customer pays with 4242 and completes: the order completes, the provider is paid the escrow and the extra time, once', async () => {
    const order = await heldOrder(server, maya, jordanId);
    expect((await confirm(maya, order.id)).status).toBe(200); // released and paid out first
    const extra = await requested(jordan, order.id, 2);
    detachWebhooks(server); // the completion call records it, not the webhook

    const setup = await started(maya, order.id);
    expect(setup.amount).toBe(extra.amount);
    expect(await started(maya, order.id)).toEqual(setup); // the same intent again
    await refused(await startPayment(jordan, order.id), 403, ONLY_CUSTOMER_PAYS);
    await refused(await startPayment(marcus, order.id), 404, ORDER_NOT_FOUND);
    const intent = await server.sandbox.retrieveIntent(intentIdOf(setup.clientSecret));
    expect(intent).toMatchObject({
      amountCents: Math.round(extra.amount * 100),
      metadata: { orderId: String(order.id), kind: 'extra_time', extraTimeId: String(extra.id) },
    });

    await refused(await complete(maya, order.id), 409, PAYMENT_NOT_COMPLETED);
    expect((await pay(maya, setup.clientSecret)).status).toBe('succeeded');

    const replies = await Promise.all([1, 2, 3].map(() => complete(maya, order.id)));
    for (const res of replies) {
      expect(res.status).toBe(200);
      expect(api.postServicePaymentComplete.reply.parse(await json(res)).status).toBe('completed');
    }
    expect(await transitionsOf(server.db, order.id)).toEqual([
      'authorise',
      'capture',
      'deliver',
      'confirm_receipt',
      'release_funds',
      'complete_extra_time',
    ]);
    const [completion] = await server.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(orderEvents.id)
      .offset(5);
    expect(completion).toMatchObject({ actorKind: 'customer', actorId: order.customerId });
    const paid = await requestRow(extra.id);
    expect(paid).toMatchObject({ status: 'paid', paymentIntentId: intent.id });
    expect((await complete(maya, order.id)).status).toBe(200);
    expect(await requestRow(extra.id)).toEqual(paid); // a replay changes nothing
    // nor does its webhook, arriving late
    const [late] = await server.db
      .select()
      .from(sandboxWebhookOutbox)
      .where(
        and(
          eq(sandboxWebhookOutbox.type, 'payment_intent.succeeded'),
          sql`${sandboxWebhookOutbox.payload}->'data'->'object'->>'id' = ${intent.id}`,
        ),
      );
    const raw = JSON.stringify(must(late).payload);
    const delivered = await fetch(server.url + api.paymentWebhook.path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhook(raw, server.sandbox.webhookSecret),
      },
      body: raw,
    });
    expect(delivered.status).toBe(200);
    expect(await requestRow(extra.id)).toEqual(paid);
    expect(await journalKeysOf(server.db, order.id)).toEqual(
      [
        `extra-time:${extra.id}`,
        `extra-time:${extra.id}:payout`,
        ...['authorise', 'capture', 'payout', 'release'].map((k) => `order:${order.id}:${k}`),
      ].sort(),
    );
    // the escrow's share and the extra time's price, each transferred once
    expect((await transfersOf(server.db, order.id)).map((t) => t.amountCents).sort()).toEqual(
      [order.priceCents, Math.round(extra.price * 100)].sort(),
    );
    expect((await orderRow(server.db, order.id)).paidOutAt).not.toBeNull();

    // paid once: the page refuses, the card is not charged again
    await refused(await startPayment(maya, order.id), 409, EXTRA_TIME_PAID);
    const twice = await maya.post(api.sandboxConfirm.path, {
      clientSecret: setup.clientSecret,
      card: card(SANDBOX_TEST_CARDS.succeeds),
    });
    expect(twice.status).toBeGreaterThanOrEqual(400);
    expect(await server.sandbox.retrieveIntent(intent.id)).toMatchObject({
      amountCapturedCents: intent.amountCents,
    });
  });

  it('the webhook records the payment by itself (as the system); the completion call then changes nothing', async () => {
    const order = await heldOrder(server, maya, jordanId);
    expect((await confirm(maya, order.id)).status).toBe(200); // released and paid out first
    const extra = await requested(jordan, order.id, 1);
    const setup = await started(maya, order.id);
    await pay(maya, setup.clientSecret);
    await eventually(async () => expect((await orderRow(server.db, order.id)).status).toBe('completed'));
    await settle(server.db);
    const transitions = await transitionsOf(server.db, order.id);
    expect(transitions).toEqual([
      'authorise',
      'capture',
      'deliver',
      'confirm_receipt',
      'release_funds',
      'complete_extra_time',
    ]);
    const events = await server.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(orderEvents.id);
    expect(events.at(-1)).toMatchObject({
      actorKind: 'system',
      detail: expect.objectContaining({ source: 'webhook' }),
    });
    await eventually(async () => expect(await transfersOf(server.db, order.id)).toHaveLength(2));

    expect((await complete(maya, order.id)).status).toBe(200);
    expect(await transitionsOf(server.db, order.id)).toEqual(transitions);
    expect((await requestRow(extra.id)).status).toBe('paid');
  });

  it('with payouts not set up the extra time stays payable with the share, and both are paid out after onboarding', async () => {
    const order = await heldOrder(server, maya, priyaId);
    expect((await confirm(maya, order.id)).status).toBe(200);
    const extra = await requested(priya, order.id, 0.5);
    const setup = await started(maya, order.id);
    await pay(maya, setup.clientSecret);
    expect((await complete(maya, order.id)).status).toBe(200);
    expect(await orderRow(server.db, order.id)).toMatchObject({ status: 'completed', paidOutAt: null });
    expect(await transfersOf(server.db, order.id)).toEqual([]);
    await settle(server.db);
    await expectLedgerBalanced(server.db);

    await onboard(server, priya);
    await eventually(async () => expect((await orderRow(server.db, order.id)).paidOutAt).not.toBeNull());
    await eventually(async () =>
      expect((await transfersOf(server.db, order.id)).map((t) => t.amountCents).sort()).toEqual(
        [order.priceCents, Math.round(extra.price * 100)].sort(),
      ),
    );
    expect((await orderRow(server.db, order.id)).status).toBe('completed');
  });

  it('paid while the escrow is held: recorded and paid out, the order stays held and is released as usual', async () => {
    const order = await heldOrder(server, maya, jordanId);
    const extra = await requested(jordan, order.id, 1);
    const setup = await started(maya, order.id);
    await pay(maya, setup.clientSecret);
    const res = await complete(maya, order.id);
    expect(res.status).toBe(200);
    expect(api.postServicePaymentComplete.reply.parse(await json(res)).status).toBe('payment_held');
    expect((await requestRow(extra.id)).status).toBe('paid');
    expect(await transitionsOf(server.db, order.id)).toEqual(['authorise', 'capture', 'deliver']);
    await eventually(async () =>
      expect((await transfersOf(server.db, order.id)).map((t) => t.amountCents)).toEqual([
        Math.round(extra.price * 100),
      ]),
    );
    expect((await orderRow(server.db, order.id)).paidOutAt).toBeNull();

    expect((await confirm(maya, order.id)).status).toBe(200);
    expect(await orderRow(server.db, order.id)).toMatchObject({ status: 'funds_released' });
    expect((await transfersOf(server.db, order.id)).map((t) => t.amountCents).sort()).toEqual(
      [order.priceCents, Math.round(extra.price * 100)].sort(),
    );
  });

  it('reconciliation records a payment whose webhook and completion call were both lost', async () => {
    const order = await heldOrder(server, maya, jordanId);
    const extra = await requested(jordan, order.id, 1);
    const setup = await started(maya, order.id);
    detachWebhooks(server);
    await pay(maya, setup.clientSecret);
    expect((await requestRow(extra.id)).status).toBe('requested');

    await reconcileOrders(server.jobDeps);
    expect((await requestRow(extra.id)).status).toBe('paid');
    // the escrow is still held: the order waits for confirmation or release
    expect((await orderRow(server.db, order.id)).status).toBe('payment_held');
    expect(await journalKeysOf(server.db, order.id)).toContain(`extra-time:${extra.id}`);
  });

  it('nothing due: 404; an open request of an order disputed meanwhile cannot be paid (409)', async () => {
    const order = await heldOrder(server, maya, jordanId);
    await refused(await startPayment(maya, order.id), 404, NO_PAYMENT_DUE);
    await refused(await complete(maya, order.id), 404, NO_PAYMENT_DUE);

    await requested(jordan, order.id, 1);
    await takeTransition(server.db, {
      orderId: order.id,
      transition: 'open_dispute',
      actor: { kind: 'customer', userId: order.customerId },
    });
    await refused(
      await startPayment(maya, order.id),
      409,
      'Extra time cannot be requested for this order now (status: in_dispute)',
    );
  });
});
