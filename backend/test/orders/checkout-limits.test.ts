import { and, eq } from 'drizzle-orm';
import { api, CHECKOUT_LIMITS } from '@campus/contracts';
import { orderMails, orders, sandboxPaymentIntents } from '../../src/db/schema';
import { TOO_MANY_INTENTS, TOO_MANY_OPEN_BOOKINGS } from '../../src/orders/checkout-limits';
import { reconcileOrders } from '../../src/orders/jobs';
import type { Browser } from '../auth/browser';
import { json, must } from '../harness';
import { JORDAN, MARCUS, MAYA, PRIYA, student, userIds } from '../messages/live';
import { gigFor } from './fixtures';
import {
  book,
  intentIdOf,
  orderOfIntent,
  orderRow,
  pay,
  settle,
  startOrderServer,
  stillClock,
  type OrderServer,
} from './support';

// Issue 19, item 1: the checkout limits of one customer, as the product ships them (contracts'
// CHECKOUT_LIMITS): at most 3 bookings not captured yet at once, at most 10 payment intents an hour.
// The server's clock is held still at NOW: the Retry-After of the open bookings is exact.

const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const HOUR = 3_600_000;

let server: OrderServer;
let jordanId: number;

beforeAll(async () => {
  server = await startOrderServer({ seed: true, checkoutLimits: CHECKOUT_LIMITS, clock: stillClock(NOW) });
  [jordanId] = await userIds(server.db, JORDAN);
});
afterAll(() => server.close({ drop: true }));
afterEach(() => settle(server.db));

const attempt = async (customer: Browser, gigId: number) => {
  const res = await customer.post(api.createPaymentIntent.path, { gigId });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await json(res) };
};
const newGig = () => gigFor(server.db, jordanId);
const orderOf = (clientSecret: string) => orderOfIntent(server.db, intentIdOf(clientSecret));
const cancel = async (customer: Browser, clientSecret: string) => {
  const { id } = await orderOf(clientSecret);
  expect((await customer.post(`/api/orders/${id}/cancel`)).status).toBe(200);
};
const bookingsOfGig = (customerId: number, gigId: number) =>
  server.db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.gigId, gigId)));
const openBookings = async (customerId: number) =>
  (await server.db.select().from(orders).where(eq(orders.customerId, customerId))).filter(
    (o) => o.status === 'awaiting_payment' || o.status === 'payment_processing',
  );
const intentStatus = async (intentId: string) =>
  must(
    (await server.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intentId)))[0],
  ).status;

it('the promised limits', () => {
  expect(CHECKOUT_LIMITS).toEqual({ openBookingsMax: 3, intentsPerHour: 10 });
});

it('a fourth booking gives up the oldest unpaid one (voided, told to no one); coming back to an open one gives up nothing', async () => {
  const maya = await student(server, MAYA);
  const [mayaId] = await userIds(server.db, MAYA);
  const secrets: string[] = [];
  const gigIds: number[] = [];
  for (let i = 0; i < 3; i++) {
    gigIds.push(await newGig());
    secrets.push(await book(maya, must(gigIds[i])));
  }
  // back to checkout of a gig already booked: the same booking, nothing given up
  expect(await book(maya, must(gigIds[0]))).toBe(secrets[0]);
  expect(await openBookings(mayaId)).toHaveLength(3);

  const fourth = await attempt(maya, await newGig());
  expect(fourth.status).toBe(200);
  const oldest = await orderOf(must(secrets[0]));
  expect([oldest.status, oldest.cancelReason]).toEqual(['cancelled', 'payment_abandoned']);
  expect(await intentStatus(intentIdOf(must(secrets[0])))).toBe('canceled');
  expect(await server.db.select().from(orderMails).where(eq(orderMails.orderId, oldest.id))).toEqual([]);
  expect((await openBookings(mayaId)).map((o) => o.id).sort()).toEqual(
    [
      (await orderOf(must(secrets[1]))).id,
      (await orderOf(must(secrets[2]))).id,
      (await orderOf(api.createPaymentIntent.reply.parse(fourth.body).clientSecret)).id,
    ].sort(),
  );
});

it('with 3 payments authorised only: 429 to capture or cancel one in My Orders, Retry-After until the earliest lapses, nothing opened', async () => {
  const marcus = await student(server, MARCUS);
  const [marcusId] = await userIds(server.db, MARCUS);
  const secrets: string[] = [];
  for (let i = 0; i < 3; i++) {
    const secret = await book(marcus, await newGig());
    await pay(marcus, secret);
    const res = await marcus.post(api.paymentComplete.path, { paymentIntentId: intentIdOf(secret) });
    expect(res.status).toBe(200);
    secrets.push(secret);
  }
  // authorised 1 h, 2 h and 30 min before NOW: the second lapses first, at NOW - 2 h + the margin
  const ago = [HOUR, 2 * HOUR, HOUR / 2];
  for (const [i, secret] of secrets.entries()) {
    const { id } = await orderOf(secret);
    expect((await orderRow(server.db, id)).status).toBe('payment_processing');
    await server.db
      .update(orders)
      .set({ authorisedAt: new Date(NOW.getTime() - must(ago[i])) })
      .where(eq(orders.id, id));
  }
  const gigId = await newGig();
  const refused = await attempt(marcus, gigId);
  expect({ status: refused.status, body: refused.body }).toEqual({
    status: 429,
    body: { message: TOO_MANY_OPEN_BOOKINGS(3) },
  });
  expect(TOO_MANY_OPEN_BOOKINGS(3)).toBe(
    'You already have 3 payments authorised and not captured yet. Capture or cancel one of them in My Orders before booking another gig.',
  );
  // the default margin is 96 h (AUTHORISATION_MARGIN_HOURS): 96 h - 2 h
  expect(server.config.authorisationMarginMs).toBe(96 * HOUR);
  expect(refused.retryAfter).toBe(String(94 * 3600));
  expect(await bookingsOfGig(marcusId, gigId)).toEqual([]);

  // cancelling one of them makes room
  await cancel(marcus, must(secrets[0]));
  expect((await attempt(marcus, gigId)).status).toBe(200);
});

it('concurrent bookings of many gigs never leave more than 3 open', async () => {
  const jordan = await student(server, JORDAN);
  const [priyaId] = await userIds(server.db, PRIYA);
  // Jordan books Priya's gigs (his own cannot be booked)
  const gigIds = await Promise.all(Array.from({ length: 6 }, () => gigFor(server.db, priyaId)));
  const answers = await Promise.all(gigIds.map((gigId) => attempt(jordan, gigId)));
  for (const a of answers) expect([200, 409]).toContain(a.status);
  expect((await openBookings(jordanId)).length).toBeLessThanOrEqual(3);
});

it('the eleventh payment intent within the hour is 429 with Retry-After, opens no booking, and no job makes its intent', async () => {
  const priya = await student(server, PRIYA);
  const [priyaId] = await userIds(server.db, PRIYA);
  for (let i = 0; i < CHECKOUT_LIMITS.intentsPerHour; i++) {
    const secret = await book(priya, await newGig());
    await cancel(priya, secret); // never more than one open: only the hourly count is reached
  }
  const gigId = await newGig();
  const refused = await attempt(priya, gigId);
  expect({ status: refused.status, body: refused.body }).toEqual({
    status: 429,
    body: { message: TOO_MANY_INTENTS(10) },
  });
  const seconds = Number(refused.retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(3600);
  expect(await bookingsOfGig(priyaId, gigId)).toEqual([]);

  const intentsBefore = (await server.db.select().from(sandboxPaymentIntents)).length;
  await reconcileOrders(server.jobDeps, NOW);
  expect((await server.db.select().from(sandboxPaymentIntents)).length).toBe(intentsBefore);
  expect(await bookingsOfGig(priyaId, gigId)).toEqual([]);
});
