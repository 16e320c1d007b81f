import { and, eq } from 'drizzle-orm';
import { api, computeFees } from '@campus/contracts';
import { gigs, orders } from '../../src/db/schema';
import { GIG_PAUSED, OWN_GIG_NOT_BOOKABLE } from '../../src/gigs/policies';
import { BOOKING_GIG_NOT_FOUND } from '../../src/orders/booking';
import { PAYMENT_INIT_FAILED } from '../../src/orders/deps';
import { SIGN_IN_REQUIRED } from '../../src/sessions/requireUser';
import { Browser } from '../auth/browser';
import { json } from '../harness';
import { JORDAN, MAYA, PRIYA, student, userIds } from '../messages/live';
import { gigFor } from './fixtures';
import {
  book,
  expectLedgerBalanced,
  faulty,
  intentIdOf,
  intentsOfOrder,
  orderOfIntent,
  startOrderServer,
  type Faults,
  type OrderServer,
} from './support';

let server: OrderServer;
const faults: Faults = new Map();
let maya: Browser;
let jordan: Browser;
let mayaId: number;
let jordanId: number;

beforeAll(async () => {
  server = await startOrderServer({ seed: true, wrapPayments: (p) => faulty(p, faults) });
  [maya, jordan] = await Promise.all([student(server, MAYA), student(server, JORDAN)]);
  [mayaId, jordanId] = await userIds(server.db, MAYA, JORDAN);
});
afterAll(() => server.close({ drop: true }));
afterEach(async () => {
  faults.clear();
  await expectLedgerBalanced(server.db);
});

const post = (browser: Browser, body: unknown) => browser.post(api.createPaymentIntent.path, body);

/** Jordan's new gig at `priceCents` an hour (each test books its own, so open bookings never mix). */
const jordansGig = (priceCents = 2500) => gigFor(server.db, jordanId, priceCents);

describe('POST /api/create-payment-intent', () => {
  it('is 401 for a visitor', async () => {
    const res = await post(new Browser(server), { gigId: await jordansGig() });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: SIGN_IN_REQUIRED });
  });

  it('computes the amounts on the server from the gig price (4% + $0.40), whatever the client sends', async () => {
    const gigId = await jordansGig(3333);
    const res = await post(maya, { gigId, amount: 1, totalAmount: 0.5, price: 1 });
    expect(res.status).toBe(200);
    const { clientSecret } = api.createPaymentIntent.reply.parse(await json(res));
    const order = await orderOfIntent(server.db, intentIdOf(clientSecret));
    const fees = computeFees(3333);
    expect(fees).toEqual({
      baseCents: 3333,
      platformFeeCents: 133,
      transactionFeeCents: 40,
      totalCents: 3506,
    });
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      customerId: mayaId,
      providerId: jordanId,
      gigId,
      priceCents: 3333,
      platformFeeCents: 133,
      transactionFeeCents: 40,
      totalAmountCents: 3506,
      paymentProvider: 'sandbox',
      paymentClientSecret: clientSecret,
    });
    const [intent] = await intentsOfOrder(server.db, order.id);
    expect(intent).toMatchObject({
      amountCents: 3506,
      captureMethod: 'manual',
      status: 'requires_payment_method',
      metadata: { orderId: String(order.id), kind: 'booking' },
    });
  });

  it('ten concurrent calls (double clicks, tabs, retries) make one order and one intent', async () => {
    const gigId = await jordansGig();
    const secrets = await Promise.all(Array.from({ length: 10 }, () => book(maya, gigId)));
    expect(new Set(secrets).size).toBe(1);
    const open = await server.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, mayaId), eq(orders.gigId, gigId)));
    expect(open).toHaveLength(1);
    expect(await intentsOfOrder(server.db, open[0]?.id ?? 0)).toHaveLength(1);
    // and later, from another tab: the same booking again
    expect(await book(maya.clone(), gigId)).toBe(secrets[0]);
  });

  it("refuses the caller's own gig with 403", async () => {
    const gigId = await jordansGig();
    const res = await post(jordan, { gigId });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ message: OWN_GIG_NOT_BOOKABLE });
    expect(await server.db.select().from(orders).where(eq(orders.gigId, gigId))).toEqual([]);
  });

  it('refuses a paused gig with 409', async () => {
    const gigId = await jordansGig();
    await server.db.update(gigs).set({ status: 'inactive' }).where(eq(gigs.id, gigId));
    const res = await post(maya, { gigId });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ message: GIG_PAUSED });
    expect(await server.db.select().from(orders).where(eq(orders.gigId, gigId))).toEqual([]);
  });

  it.each([
    ['does not exist', async () => 2_000_000_000],
    [
      'was deleted (kept for its orders only)',
      async () => {
        const gigId = await jordansGig();
        await server.db.update(gigs).set({ status: 'deleted' }).where(eq(gigs.id, gigId));
        return gigId;
      },
    ],
  ])('answers 404 for a gig that %s', async (_what, gig) => {
    const res = await post(maya, { gigId: await gig() });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: BOOKING_GIG_NOT_FOUND });
  });

  it('answers 400 for a body without a gig id', async () => {
    expect((await post(maya, {})).status).toBe(400);
    expect((await post(maya, { gigId: 'x' })).status).toBe(400);
  });

  it(`answers 503 '${PAYMENT_INIT_FAILED}' while the provider is down, then books once it is back`, async () => {
    const gigId = await jordansGig();
    faults.set('createIntent', 'down');
    const res = await post(maya, { gigId });
    expect(res.status).toBe(503);
    expect(await json(res)).toEqual({ message: PAYMENT_INIT_FAILED, requestId: expect.any(String) });
    faults.delete('createIntent');
    const secret = await book(maya, gigId);
    const order = await orderOfIntent(server.db, intentIdOf(secret));
    expect(await intentsOfOrder(server.db, order.id)).toHaveLength(1);
  });

  it('a call whose answer was lost (timeout) is retried with the same key: one intent', async () => {
    const gigId = await jordansGig();
    faults.set('createIntent', 'lost');
    expect((await post(maya, { gigId })).status).toBe(503);
    const [order] = await server.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, mayaId), eq(orders.gigId, gigId)));
    // the provider made it, the backend never heard
    expect(order?.paymentIntentId).toBeNull();
    expect(await intentsOfOrder(server.db, order?.id ?? 0)).toHaveLength(1);
    faults.delete('createIntent');
    const secret = await book(maya, gigId);
    const intents = await intentsOfOrder(server.db, order?.id ?? 0);
    expect(intents).toHaveLength(1);
    expect(intents[0]?.clientSecret).toBe(secret);
  });

  it('opens a new booking at the new price when the provider changed it since (the old intent is cancelled)', async () => {
    const gigId = await jordansGig(2000);
    const old = intentIdOf(await book(maya, gigId));
    await server.db.update(gigs).set({ priceCents: 3000 }).where(eq(gigs.id, gigId));
    const fresh = intentIdOf(await book(maya, gigId));
    expect(fresh).not.toBe(old);
    expect(await orderOfIntent(server.db, old)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment_abandoned',
    });
    expect(await server.sandbox.retrieveIntent(old)).toMatchObject({ status: 'canceled' });
    expect(await orderOfIntent(server.db, fresh)).toMatchObject({
      status: 'awaiting_payment',
      priceCents: 3000,
      totalAmountCents: computeFees(3000).totalCents,
    });
    expect((await server.sandbox.retrieveIntent(fresh)).amountCents).toBe(computeFees(3000).totalCents);
  });

  it('a booking of another gig, or by another student, is its own order', async () => {
    const [a, b] = [await jordansGig(), await jordansGig()];
    const priya = await student(server, PRIYA);
    const secrets = [await book(maya, a), await book(maya, b), await book(priya, a)];
    expect(new Set(secrets).size).toBe(3);
  });
});
