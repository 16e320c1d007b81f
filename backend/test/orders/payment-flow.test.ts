import { eq } from 'drizzle-orm';
import { api, formatLongDate, SANDBOX_TEST_CARDS, type PaymentCompleteReply } from '@campus/contracts';
import { ledgerJournals, orderEvents, users } from '../../src/db/schema';
import { balances } from '../../src/ledger/journal';
import { customerCard } from '../../src/ledger/accounts';
import {
  INTENT_NOT_OF_ORDER,
  MISSING_PAYMENT_INFO,
  ONLY_CUSTOMER_CAPTURES,
  PAYMENT_NOT_COMPLETED,
} from '../../src/orders/payment';
import { ONLY_CUSTOMER_CANCELS } from '../../src/orders/policies';
import { ORDER_NOT_FOUND } from '../../src/orders/process';
import { Browser } from '../auth/browser';
import { json, must } from '../harness';
import { JORDAN, MAYA, PRIYA, students, userIds } from '../messages/live';
import { gigFor } from './fixtures';
import {
  attachWebhooks,
  book,
  detachWebhooks,
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
let mayaId: number;
let jordanId: number;

beforeAll(async () => {
  server = await startOrderServer({ seed: true });
  [maya, jordan, priya] = await students(server, MAYA, JORDAN, PRIYA);
  [mayaId, jordanId] = await userIds(server.db, MAYA, JORDAN);
});
orderFileHooks(() => server);

/** Maya books a new gig of Jordan's: the client secret and the intent's id. */
async function booking() {
  const clientSecret = await book(maya, await gigFor(server.db, jordanId));
  return { clientSecret, intentId: intentIdOf(clientSecret) };
}

const complete = (browser: Browser, paymentIntentId: string) =>
  browser.post(api.paymentComplete.path, { paymentIntentId });
const capture = (browser: Browser, body: unknown) => browser.post(api.capturePayment.path, body);
const cancel = (browser: Browser, orderId: number) => browser.post(`/api/orders/${orderId}/cancel`);

async function completed(res: Response): Promise<PaymentCompleteReply> {
  const body = await json(res);
  expect({ status: res.status, body }).toMatchObject({ status: 200 });
  return api.paymentComplete.reply.parse(body);
}

async function refusedWithoutContacts(res: Response, status: number, message: string) {
  const body = await json<Record<string, unknown>>(res);
  expect({ status: res.status, body }).toEqual({ status, body: { message } });
}

const eventsOf = (orderId: number) =>
  server.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);

describe('paying with each test card, end to end', () => {
  it('4242: authorised, completed (no contacts yet), captured into escrow (contacts of both from then on)', async () => {
    const { clientSecret, intentId } = await booking();
    expect((await pay(maya, clientSecret)).status).toBe('requires_capture');

    const reply = await completed(await complete(maya, intentId));
    const order = await orderOfIntent(server.db, intentId);
    const phone = async (id: number) =>
      (await server.db.select().from(users).where(eq(users.id, id)))[0]?.phoneNumber ?? null;
    const contacts = {
      provider: { name: 'Jordan Alvarez', email: JORDAN, phone: await phone(jordanId) },
      customer: { name: 'Maya Chen', email: MAYA, phone: await phone(mayaId) },
    };
    // only authorised: the hold can still be voided, so no contact is told (contacts-after-capture.md)
    expect(reply).toEqual({
      provider: null,
      customer: null,
      orderId: order.id,
      paymentIntentId: intentId,
      escrowEnabled: true,
      escrowInfo: null,
      nextStep: 'capture_payment',
    });
    expect(order.status).toBe('payment_processing');
    await expectLedgerBalanced(server.db);

    const capRes = await capture(maya, { orderId: order.id, paymentIntentId: intentId });
    expect(capRes.status).toBe(200);
    const dates = api.capturePayment.reply.parse(await json(capRes));
    const held = await orderRow(server.db, order.id);
    expect(held.status).toBe('payment_held');
    // the escrow clock waits for delivery: only the delivery deadline's dates so far
    expect(dates).toEqual({
      escrowReleaseDate: null,
      disputeDeadline: null,
      deliveryCancellableAt: held.deliveryCancellableAt?.toISOString(),
      deliveryRefundAt: held.deliveryRefundAt?.toISOString(),
      ...contacts,
    });
    await settle(server.db);
    await expectLedgerBalanced(server.db);

    // the success page loaded again: funds held, with the dates and now the contacts
    const again = await completed(await complete(maya, intentId));
    expect(again).toMatchObject({
      nextStep: 'funds_held',
      escrowInfo: {
        escrowReleaseDate: null,
        disputeDeadline: null,
        deliveryCancellableAt: dates.deliveryCancellableAt,
        deliveryRefundAt: dates.deliveryRefundAt,
      },
      ...contacts,
    });
    // authorised once, captured once, whoever (webhook or call) got there first
    expect((await eventsOf(order.id)).map((e) => e.transition)).toEqual(['authorise', 'capture']);
  });

  it('a declined card (0002) leaves the order unpaid: 409 without contacts; 4242 then pays the same order', async () => {
    const { clientSecret, intentId } = await booking();
    const declined = await pay(maya, clientSecret, SANDBOX_TEST_CARDS.declined);
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: { code: 'card_declined', declineCode: 'generic_decline' },
    });
    await settle(server.db);
    await refusedWithoutContacts(await complete(maya, intentId), 409, PAYMENT_NOT_COMPLETED);
    const order = await orderOfIntent(server.db, intentId);
    expect(order.status).toBe('awaiting_payment');

    expect((await pay(maya, clientSecret)).status).toBe('requires_capture');
    const reply = await completed(await complete(maya, intentId));
    expect(reply).toMatchObject({ orderId: order.id, nextStep: 'capture_payment' });
  });

  it('insufficient funds (9995): refused the same way', async () => {
    const { clientSecret, intentId } = await booking();
    const declined = await pay(maya, clientSecret, SANDBOX_TEST_CARDS.insufficientFunds);
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: { code: 'card_declined', declineCode: 'insufficient_funds' },
    });
    await refusedWithoutContacts(await complete(maya, intentId), 409, PAYMENT_NOT_COMPLETED);
    expect((await orderOfIntent(server.db, intentId)).status).toBe('awaiting_payment');
  });

  it.each([
    ['approved', 'approve', 'requires_capture', 200],
    ['failed', 'fail', 'requires_payment_method', 409],
  ] as const)('3-D Secure (3155) %s', async (_what, outcome, status, completion) => {
    const { clientSecret, intentId } = await booking();
    expect(await pay(maya, clientSecret, SANDBOX_TEST_CARDS.requiresAuthentication)).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'sandbox_challenge' },
    });
    await refusedWithoutContacts(await complete(maya, intentId), 409, PAYMENT_NOT_COMPLETED);
    const res = await maya.post(api.sandboxAuthenticate.path, { clientSecret, outcome });
    expect(res.status).toBe(200);
    expect(api.sandboxAuthenticate.reply.parse(await json(res)).status).toBe(status);
    const after = await complete(maya, intentId);
    if (completion === 200) expect((await completed(after)).nextStep).toBe('capture_payment');
    else await refusedWithoutContacts(after, 409, PAYMENT_NOT_COMPLETED);
  });
});

describe('POST /api/payment-complete', () => {
  it('tells the contacts only to the customer: the provider and a stranger get 404', async () => {
    const { clientSecret, intentId } = await booking();
    await pay(maya, clientSecret);
    await refusedWithoutContacts(await complete(jordan, intentId), 404, ORDER_NOT_FOUND);
    await refusedWithoutContacts(await complete(priya, intentId), 404, ORDER_NOT_FOUND);
    expect((await complete(new Browser(server), intentId)).status).toBe(401);
    await completed(await complete(maya, intentId));
  });

  it('answers 404 for an intent of no order, 400 without one', async () => {
    await refusedWithoutContacts(await complete(maya, 'pi_sbx_nothing'), 404, ORDER_NOT_FOUND);
    expect((await maya.post(api.paymentComplete.path, {})).status).toBe(400);
  });

  it('records the authorisation itself when the webhook has not arrived (and once, replayed three times)', async () => {
    const { clientSecret, intentId } = await booking();
    detachWebhooks(server);
    try {
      await pay(maya, clientSecret);
      for (let i = 0; i < 3; i++)
        expect((await completed(await complete(maya, intentId))).nextStep).toBe('capture_payment');
    } finally {
      attachWebhooks(server);
    }
    const order = await orderOfIntent(server.db, intentId);
    expect((await eventsOf(order.id)).map((e) => [e.transition, e.actorKind, e.actorId])).toEqual([
      ['authorise', 'customer', mayaId],
    ]);
  });
});

describe('POST /api/capture-payment', () => {
  async function authorised() {
    const b = await booking();
    await pay(maya, b.clientSecret);
    await completed(await complete(maya, b.intentId));
    return { ...b, order: await orderOfIntent(server.db, b.intentId) };
  }

  it.each([
    ['no order id', (o: { intentId: string }) => ({ paymentIntentId: o.intentId })],
    ['no intent id', (o: { order: { id: number } }) => ({ orderId: o.order.id })],
    ['nothing', () => ({})],
  ])(`answers 400 '${MISSING_PAYMENT_INFO}' with %s`, async (_what, body) => {
    const o = await authorised();
    await refusedWithoutContacts(await capture(maya, body(o as never)), 400, MISSING_PAYMENT_INFO);
    expect((await orderRow(server.db, o.order.id)).status).toBe('payment_processing');
  });

  it('refuses another intent than the order’s (400), the provider (403) and a stranger (404)', async () => {
    const o = await authorised();
    const other = await booking();
    await refusedWithoutContacts(
      await capture(maya, { orderId: o.order.id, paymentIntentId: other.intentId }),
      400,
      INTENT_NOT_OF_ORDER,
    );
    const body = { orderId: o.order.id, paymentIntentId: o.intentId };
    await refusedWithoutContacts(await capture(jordan, body), 403, ONLY_CUSTOMER_CAPTURES);
    await refusedWithoutContacts(await capture(priya, body), 404, ORDER_NOT_FOUND);
    expect((await orderRow(server.db, o.order.id)).status).toBe('payment_processing');
  });

  it('refuses an order not authorised yet (409)', async () => {
    const b = await booking();
    const order = await orderOfIntent(server.db, b.intentId);
    const res = await capture(maya, { orderId: order.id, paymentIntentId: b.intentId });
    await refusedWithoutContacts(res, 409, 'This order cannot be captured now (status: awaiting_payment)');
  });

  it('captured three times: the same dates, one capture at the provider and in the ledger', async () => {
    const o = await authorised();
    const body = { orderId: o.order.id, paymentIntentId: o.intentId };
    const replies = [];
    for (let i = 0; i < 3; i++) {
      const res = await capture(maya, body);
      expect(res.status).toBe(200);
      replies.push(await json(res));
    }
    expect(new Set(replies.map((r) => JSON.stringify(r))).size).toBe(1);
    await settle(server.db);
    const journals = await server.db
      .select()
      .from(ledgerJournals)
      .where(eq(ledgerJournals.orderId, o.order.id));
    expect(journals.map((j) => j.kind).sort()).toEqual(['authorise', 'capture']);
    expect(await server.sandbox.retrieveIntent(o.intentId)).toMatchObject({
      status: 'succeeded',
      amountCapturedCents: o.order.totalAmountCents,
    });
  });

  it('ten concurrent captures: captured once', async () => {
    const o = await authorised();
    const body = { orderId: o.order.id, paymentIntentId: o.intentId };
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => (await capture(maya, body)).status),
    );
    expect(statuses).toEqual(Array(10).fill(200));
    await settle(server.db);
    expect((await eventsOf(o.order.id)).filter((e) => e.transition === 'capture')).toHaveLength(1);
  });
});

describe('POST /api/orders/:id/cancel', () => {
  it('voids an authorised payment: the card gets its hold back, and three cancels cancel once', async () => {
    const b = await booking();
    await pay(maya, b.clientSecret);
    await completed(await complete(maya, b.intentId));
    const order = await orderOfIntent(server.db, b.intentId);
    const card = (await balances(server.db)).get(customerCard(mayaId)) ?? 0;
    for (let i = 0; i < 3; i++) {
      const res = await cancel(maya, order.id);
      expect(res.status).toBe(200);
      expect(api.cancelOrder.reply.parse(await json(res))).toMatchObject({
        id: order.id,
        status: 'cancelled',
        cancelReason: 'customer',
        viewerRole: 'customer',
      });
    }
    await settle(server.db);
    expect(await server.sandbox.retrieveIntent(b.intentId)).toMatchObject({ status: 'canceled' });
    expect((await balances(server.db)).get(customerCard(mayaId))).toBe(card + order.totalAmountCents);
    // the void's webhook raced the call: the order was cancelled once, as the customer's cancel
    expect((await eventsOf(order.id)).map((e) => [e.transition, e.actorKind])).toEqual([
      ['authorise', expect.any(String)],
      ['cancel', 'customer'],
    ]);
  });

  it('cancels an unpaid booking: the intent is cancelled, no money moved', async () => {
    const b = await booking();
    const order = await orderOfIntent(server.db, b.intentId);
    expect((await cancel(maya, order.id)).status).toBe(200);
    await settle(server.db);
    expect(await server.sandbox.retrieveIntent(b.intentId)).toMatchObject({ status: 'canceled' });
    expect(await server.db.select().from(ledgerJournals).where(eq(ledgerJournals.orderId, order.id))).toEqual(
      [],
    );
    // the card form of that tab can no longer pay it
    const res = await maya.post(api.sandboxConfirm.path, {
      clientSecret: b.clientSecret,
      card: { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: 2040, cvc: '123' },
    });
    expect(res.status).not.toBe(200);
  });

  it('refuses the provider (403), a stranger (404), and an order already captured (409)', async () => {
    const b = await booking();
    await pay(maya, b.clientSecret);
    await completed(await complete(maya, b.intentId));
    const order = await orderOfIntent(server.db, b.intentId);
    await refusedWithoutContacts(await cancel(jordan, order.id), 403, ONLY_CUSTOMER_CANCELS);
    await refusedWithoutContacts(await cancel(priya, order.id), 404, ORDER_NOT_FOUND);
    expect((await capture(maya, { orderId: order.id, paymentIntentId: b.intentId })).status).toBe(200);
    // captured: cancelled only once the delivery deadline passed without delivery
    const opensOn = formatLongDate(must((await orderRow(server.db, order.id)).deliveryCancellableAt));
    await refusedWithoutContacts(
      await cancel(maya, order.id),
      409,
      `If the service is not delivered, you can cancel for a full refund from ${opensOn}`,
    );
    expect((await orderRow(server.db, order.id)).status).toBe('payment_held');
  });
});

describe('GET /api/orders and /api/orders/:id', () => {
  /** A booking whose card was authorised (4242, completed): an order, listed for both sides. */
  async function authorisedBooking() {
    const b = await booking();
    await pay(maya, b.clientSecret);
    await completed(await complete(maya, b.intentId));
    return b;
  }

  it("lists the caller's orders as customer and as provider, newest first, in the contract's shape", async () => {
    const first = await authorisedBooking();
    const second = await authorisedBooking();
    const ids = [second, first].map(async (b) => (await orderOfIntent(server.db, b.intentId)).id);
    const [newest, older] = await Promise.all(ids);

    const mine = api.orders.reply.parse(await json(await maya.get(api.orders.path)));
    expect(mine.slice(0, 2).map((o) => o.id)).toEqual([newest, older]);
    expect(mine.every((o) => o.customerId === mayaId || o.providerId === mayaId)).toBe(true);
    const shown = must(mine.find((o) => o.id === newest));
    const row = await orderRow(server.db, must(newest));
    expect(shown).toMatchObject({
      viewerRole: 'customer',
      status: 'payment_processing',
      totalAmount: row.totalAmountCents / 100,
      platformFee: row.platformFeeCents / 100,
      price: row.priceCents / 100,
      transactionFee: 0.4,
      gigTitle: 'Calculus tutoring',
      paymentIntentId: second.intentId,
    });

    const theirs = api.orders.reply.parse(await json(await jordan.get(api.orders.path)));
    expect(theirs.find((o) => o.id === newest)).toMatchObject({ viewerRole: 'provider' });
    const priyas = api.orders.reply.parse(await json(await priya.get(api.orders.path)));
    expect(priyas.find((o) => o.id === newest)).toBeUndefined();
    expect((await new Browser(server).get(api.orders.path)).status).toBe(401);
  });

  it('shows one order to its two parties only (404 for anyone else)', async () => {
    const b = await authorisedBooking();
    const { id } = await orderOfIntent(server.db, b.intentId);
    expect(api.order.reply.parse(await json(await maya.get(`/api/orders/${id}`)))).toMatchObject({
      id,
      viewerRole: 'customer',
    });
    expect(api.order.reply.parse(await json(await jordan.get(`/api/orders/${id}`)))).toMatchObject({
      id,
      viewerRole: 'provider',
    });
    await refusedWithoutContacts(await priya.get(`/api/orders/${id}`), 404, ORDER_NOT_FOUND);
    await refusedWithoutContacts(await priya.get('/api/orders/2000000000'), 404, ORDER_NOT_FOUND);
    expect((await maya.get('/api/orders/abc')).status).toBe(400);
  });
});
