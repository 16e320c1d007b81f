import { eq } from 'drizzle-orm';
import { api, SANDBOX_TEST_CARDS } from '@campus/contracts';
import { gigs, orderEvents, orderMails, sandboxPaymentIntents } from '../../src/db/schema';
import { GIG_UNAVAILABLE_MESSAGE } from '../../src/orders/payment';
import { expireAuthorisations, reconcileOrders } from '../../src/orders/jobs';
import { ORDER_NOT_FOUND } from '../../src/orders/process';
import { PaymentProviderError, type PaymentProvider } from '../../src/payments/provider';
import type { Browser } from '../auth/browser';
import { json, must } from '../harness';
import { JORDAN, MAYA, PRIYA, students, userIds } from '../messages/live';
import { gigFor } from './fixtures';
import {
  book,
  type Faults,
  faulty,
  intentIdOf,
  orderFileHooks,
  orderOfIntent,
  orderRow,
  type OrderServer,
  pay,
  settle,
  startOrderServer,
} from './support';

// Issue 19, items 1, 2, 7 and 8, over real HTTP on the sandbox processor: contacts only from the capture
// into escrow on; a paused or deleted gig's bookings are given up with nothing charged; a 3-D Secure
// check left open never blocks the gig; a checkout merely opened is nobody's order.

let server: OrderServer;
let maya: Browser;
let jordan: Browser;
let priya: Browser;
let jordanId: number;

/** Faults of the processor the routes call (none unless a test sets them). */
const faults: Faults = new Map();
/** The processor refuses to read an intent (as Stripe may: a key without the right, an intent gone). */
let refuseRetrieve = false;
const RETRIEVE_REFUSED = 'No such payment_intent';
const refusingRetrieve = (inner: PaymentProvider): PaymentProvider => ({
  ...inner,
  retrieveIntent: async (id) => {
    if (refuseRetrieve) throw new PaymentProviderError(RETRIEVE_REFUSED, 'refused');
    return inner.retrieveIntent(id);
  },
});

beforeAll(async () => {
  server = await startOrderServer({ seed: true, wrapPayments: (p) => refusingRetrieve(faulty(p, faults)) });
  [maya, jordan, priya] = await students(server, MAYA, JORDAN, PRIYA);
  [jordanId] = await userIds(server.db, JORDAN);
});
orderFileHooks(
  () => server,
  () => {
    faults.clear();
    refuseRetrieve = false;
  },
);

const complete = (browser: Browser, paymentIntentId: string) =>
  browser.post(api.paymentComplete.path, { paymentIntentId });
const capture = (browser: Browser, orderId: number, paymentIntentId: string) =>
  browser.post(api.capturePayment.path, { orderId, paymentIntentId });
const detail = async (browser: Browser, orderId: number) =>
  api.order.reply.parse(await json(await browser.get(`/api/orders/${orderId}`)));
const listed = async (browser: Browser) =>
  api.orders.reply.parse(await json(await browser.get(api.orders.path)));
const intentStatus = async (intentId: string) =>
  must(
    (await server.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intentId)))[0],
  ).status;
const mailsOf = (orderId: number) =>
  server.db.select().from(orderMails).where(eq(orderMails.orderId, orderId));
const transitionsOf = async (orderId: number) =>
  (
    await server.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id)
  ).map((e) => e.transition);

/** `customer` books a new gig of Jordan's: the gig, the client secret, the intent and the order id. */
async function booking(customer: Browser = maya) {
  const gigId = await gigFor(server.db, jordanId);
  const clientSecret = await book(customer, gigId);
  const intentId = intentIdOf(clientSecret);
  const { id: orderId } = await orderOfIntent(server.db, intentId);
  return { gigId, clientSecret, intentId, orderId };
}

/** Booked, paid with 4242 and completed: authorised only (`payment_processing`). */
async function authorised(customer: Browser = maya) {
  const b = await booking(customer);
  await pay(customer, b.clientSecret);
  expect((await complete(customer, b.intentId)).status).toBe(200);
  return b;
}

describe('item 1: contacts only once the payment is captured into escrow', () => {
  it('an authorised-only order tells no contact anywhere; cancelled, nothing was ever told', async () => {
    const b = await booking();
    await pay(maya, b.clientSecret, '0000000000000000'); // any Luhn-valid number authorises in the sandbox
    const res = await complete(maya, b.intentId);
    const reply = api.paymentComplete.reply.parse(await json(res));
    expect(reply).toMatchObject({ provider: null, customer: null, nextStep: 'capture_payment' });
    expect(JSON.stringify(reply)).not.toContain(JORDAN);
    for (const who of [maya, jordan]) {
      const page = await detail(who, b.orderId);
      expect(page.status).toBe('payment_processing');
      expect([page.customer.contact, page.provider.contact]).toEqual([null, null]);
    }
    // the customer walks away: the hold is voided, and no reply ever carried a contact
    expect((await maya.post(`/api/orders/${b.orderId}/cancel`)).status).toBe(200);
    const cancelled = await detail(maya, b.orderId);
    expect([cancelled.status, cancelled.customer.contact, cancelled.provider.contact]).toEqual([
      'cancelled',
      null,
      null,
    ]);
  });

  it('captured: the capture reply, payment-complete and the order page show both parties’ contacts', async () => {
    const b = await authorised();
    const captured = api.capturePayment.reply.parse(await json(await capture(maya, b.orderId, b.intentId)));
    expect(captured.provider.email).toBe(JORDAN);
    expect(captured.customer.email).toBe(MAYA);
    const again = api.paymentComplete.reply.parse(await json(await complete(maya, b.intentId)));
    expect([again.nextStep, again.provider?.email, again.customer?.email]).toEqual([
      'funds_held',
      JORDAN,
      MAYA,
    ]);
    for (const who of [maya, jordan]) {
      const page = await detail(who, b.orderId);
      expect([page.provider.contact?.email, page.customer.contact?.email]).toEqual([JORDAN, MAYA]);
    }
  });
});

describe('item 2: a gig paused or deleted gives up its unpaid bookings; nothing is charged', () => {
  it('pausing cancels an unpaid booking and an authorised one, their intents voided at the processor', async () => {
    const gigId = await gigFor(server.db, jordanId);
    const unpaidSecret = await book(maya, gigId);
    const heldSecret = await book(priya, gigId);
    await pay(priya, heldSecret);
    expect((await complete(priya, intentIdOf(heldSecret))).status).toBe(200);

    const res = await jordan.put(`/api/gigs/${gigId}/status`, { status: 'inactive' });
    expect(res.status).toBe(200);
    for (const secret of [unpaidSecret, heldSecret]) {
      const order = await orderOfIntent(server.db, intentIdOf(secret));
      expect([order.status, order.cancelReason]).toEqual(['cancelled', 'gig_unavailable']);
      expect(await intentStatus(intentIdOf(secret))).toBe('canceled');
    }
    // the old checkout tab cannot pay any more
    const late = await maya.post(api.sandboxConfirm.path, {
      clientSecret: unpaidSecret,
      card: { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(late.status).toBe(409);
  });

  it('deleting does the same', async () => {
    const b = await authorised();
    expect((await jordan.request('DELETE', `/api/gigs/${b.gigId}`)).status).toBe(200);
    const order = await orderRow(server.db, b.orderId);
    expect([order.status, order.cancelReason]).toEqual(['cancelled', 'gig_unavailable']);
    expect(await intentStatus(b.intentId)).toBe('canceled');
    // the customer is told in words that fit, the provider too (each had the authorisation's mail: the
    // customer's receipt, the provider's new order)
    const mails = await mailsOf(b.orderId);
    expect(mails.map((m) => m.transition).sort()).toEqual([
      'authorise',
      'authorise',
      'expire_authorisation',
      'expire_authorisation',
    ]);
  });

  it('payment-complete refuses a booking whose gig went away after the card was authorised, and voids it', async () => {
    const b = await booking();
    await pay(maya, b.clientSecret);
    await settle(server.db);
    // paused straight in the database: as if the pause's own withdrawal had not reached the processor
    await server.db.update(gigs).set({ status: 'inactive' }).where(eq(gigs.id, b.gigId));
    const res = await complete(maya, b.intentId);
    expect({ status: res.status, body: await json(res) }).toEqual({
      status: 409,
      body: { message: GIG_UNAVAILABLE_MESSAGE },
    });
    expect(await intentStatus(b.intentId)).toBe('canceled');
    const order = await orderRow(server.db, b.orderId);
    expect([order.status, order.paymentCapturedAt]).toEqual(['cancelled', null]);
  });

  it('capture refuses an authorised booking whose gig was deleted, and voids it: nothing is captured', async () => {
    const b = await authorised();
    await server.db.update(gigs).set({ status: 'deleted' }).where(eq(gigs.id, b.gigId));
    const res = await capture(maya, b.orderId, b.intentId);
    expect({ status: res.status, body: await json(res) }).toEqual({
      status: 409,
      body: { message: GIG_UNAVAILABLE_MESSAGE },
    });
    const intent = must(
      (
        await server.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, b.intentId))
      )[0],
    );
    expect([intent.status, intent.amountCapturedCents]).toEqual(['canceled', 0]);
    expect((await orderRow(server.db, b.orderId)).status).toBe('cancelled');
  });

  it('the reconcile job gives up the open bookings of a gig that is gone', async () => {
    const b = await authorised();
    await server.db.update(gigs).set({ status: 'inactive' }).where(eq(gigs.id, b.gigId));
    await reconcileOrders(server.jobDeps);
    expect((await orderRow(server.db, b.orderId)).cancelReason).toBe('gig_unavailable');
    expect(await intentStatus(b.intentId)).toBe('canceled');
  });
});

describe('item 7: a 3-D Secure check left open never blocks the gig', () => {
  it('back on /checkout/{gigId}, the same booking pays with 4242 and is captured', async () => {
    const b = await booking();
    expect((await pay(maya, b.clientSecret, SANDBOX_TEST_CARDS.requiresAuthentication)).status).toBe(
      'requires_action',
    );
    // the tab is closed during the check; the student opens checkout again
    const secret = await book(maya, b.gigId);
    expect(secret).toBe(b.clientSecret);
    expect((await pay(maya, secret)).status).toBe('requires_capture');
    expect((await complete(maya, b.intentId)).status).toBe(200);
    expect((await capture(maya, b.orderId, b.intentId)).status).toBe(200);
    expect((await orderRow(server.db, b.orderId)).status).toBe('payment_held');
  });
});

describe('item 8: opening checkout is not an order', () => {
  it('an unpaid booking is in nobody’s list, hidden from the provider, and its cancel mails no one', async () => {
    const b = await booking();
    expect((await listed(maya)).some((o) => o.id === b.orderId)).toBe(false);
    expect((await listed(jordan)).some((o) => o.id === b.orderId)).toBe(false);
    expect((await jordan.get(`/api/orders/${b.orderId}`)).status).toBe(404);
    expect(await json(await jordan.get(`/api/orders/${b.orderId}`))).toEqual({ message: ORDER_NOT_FOUND });

    expect((await maya.post(`/api/orders/${b.orderId}/cancel`)).status).toBe(200);
    expect(await transitionsOf(b.orderId)).toEqual(['cancel']);
    expect(await mailsOf(b.orderId)).toEqual([]);
    expect((await listed(maya)).some((o) => o.id === b.orderId)).toBe(false);
    expect((await listed(jordan)).some((o) => o.id === b.orderId)).toBe(false);
    expect((await jordan.get(`/api/orders/${b.orderId}`)).status).toBe(404);
  });

  it('once authorised it is an order: listed for both sides, mailed to the provider; its cancel is told', async () => {
    const b = await authorised();
    expect((await listed(maya)).find((o) => o.id === b.orderId)?.viewerRole).toBe('customer');
    expect((await listed(jordan)).find((o) => o.id === b.orderId)?.viewerRole).toBe('provider');
    expect((await detail(jordan, b.orderId)).viewerRole).toBe('provider');
    expect((await maya.post(`/api/orders/${b.orderId}/cancel`)).status).toBe(200);
    // the receipt to the customer and the new order to the provider, then the cancel to the provider
    expect((await mailsOf(b.orderId)).map((m) => m.transition).sort()).toEqual([
      'authorise',
      'authorise',
      'cancel',
    ]);
    expect((await listed(jordan)).find((o) => o.id === b.orderId)?.status).toBe('cancelled');
  });
});

describe("the processor's refusals on the way are answered in words, never a 500", () => {
  it('payment-complete of an unpaid booking, of a gone gig’s booking, and capture of one: 400 { message }', async () => {
    const unpaid = await booking();
    refuseRetrieve = true;
    const completed = await complete(maya, unpaid.intentId);
    expect({ status: completed.status, body: await json(completed) }).toEqual({
      status: 400,
      body: { message: RETRIEVE_REFUSED },
    });
    refuseRetrieve = false;

    // the gig went away: giving up its booking reads the intent first
    await server.db.update(gigs).set({ status: 'inactive' }).where(eq(gigs.id, unpaid.gigId));
    refuseRetrieve = true;
    const gone = await complete(maya, unpaid.intentId);
    expect({ status: gone.status, body: await json(gone) }).toEqual({
      status: 400,
      body: { message: RETRIEVE_REFUSED },
    });
    refuseRetrieve = false;

    const held = await authorised();
    await server.db.update(gigs).set({ status: 'deleted' }).where(eq(gigs.id, held.gigId));
    refuseRetrieve = true;
    const captured = await capture(maya, held.orderId, held.intentId);
    expect({ status: captured.status, body: await json(captured) }).toEqual({
      status: 400,
      body: { message: RETRIEVE_REFUSED },
    });
    refuseRetrieve = false;
    expect((await orderRow(server.db, held.orderId)).paymentCapturedAt).toBeNull();
  });
});

describe('a pause whose void failed leaves no gig_unavailable note behind', () => {
  it('the gig active again, the booking later lapses as a plain expiry: its provider is not told they paused it', async () => {
    const b = await authorised();
    faults.set('cancelIntent', 'down');
    expect((await jordan.put(`/api/gigs/${b.gigId}/status`, { status: 'inactive' })).status).toBe(200);
    faults.clear();
    const open = await orderRow(server.db, b.orderId);
    expect([open.status, open.cancelReason]).toEqual(['payment_processing', null]);

    expect((await jordan.put(`/api/gigs/${b.gigId}/status`, { status: 'active' })).status).toBe(200);
    const lapsed = new Date(must(open.authorisedAt).getTime() + server.config.authorisationMarginMs + 60_000);
    await expireAuthorisations(server.jobDeps, lapsed);
    const after = await orderRow(server.db, b.orderId);
    expect([after.status, after.cancelReason]).toEqual(['cancelled', 'authorisation_expired']);
    expect(await intentStatus(b.intentId)).toBe('canceled');
  });
});
