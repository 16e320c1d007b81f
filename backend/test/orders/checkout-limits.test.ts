import { api, CHECKOUT_LIMITS, ORDER_TIMINGS } from '@campus/contracts';
import { TOO_MANY_INTENTS, TOO_MANY_OPEN_BOOKINGS } from '../../src/orders/booking';
import type { Browser } from '../auth/browser';
import { json } from '../harness';
import { JORDAN, MARCUS, MAYA, PRIYA, student, userIds } from '../messages/live';
import { gigFor } from './fixtures';
import { book, intentIdOf, orderOfIntent, settle, startOrderServer, type OrderServer } from './support';

// Issue 19, item 1: the checkout limits of one customer, as the product ships them (contracts'
// CHECKOUT_LIMITS): at most 3 bookings not captured yet at once, at most 10 payment intents an hour.

let server: OrderServer;
let jordanId: number;

beforeAll(async () => {
  server = await startOrderServer({ seed: true, checkoutLimits: CHECKOUT_LIMITS });
  [jordanId] = await userIds(server.db, JORDAN);
});
afterAll(() => server.close({ drop: true }));
afterEach(() => settle(server.db));

const attempt = async (customer: Browser, gigId: number) => {
  const res = await customer.post(api.createPaymentIntent.path, { gigId });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await json(res) };
};
const newGig = () => gigFor(server.db, jordanId);
const cancel = async (customer: Browser, clientSecret: string) => {
  const { id } = await orderOfIntent(server.db, intentIdOf(clientSecret));
  expect((await customer.post(`/api/orders/${id}/cancel`)).status).toBe(200);
};

it('the promised limits', () => {
  expect(CHECKOUT_LIMITS).toEqual({ openBookingsMax: 3, intentsPerHour: 10 });
});

it('a fourth unpaid booking is 429 with Retry-After; coming back to an open one is not; a cancel makes room', async () => {
  const maya = await student(server, MAYA);
  const secrets: string[] = [];
  const gigIds: number[] = [];
  for (let i = 0; i < 3; i++) {
    gigIds.push(await newGig());
    secrets.push(await book(maya, gigIds[i] ?? 0));
  }
  const fourth = await newGig();
  const refused = await attempt(maya, fourth);
  expect({ status: refused.status, body: refused.body }).toEqual({
    status: 429,
    body: { message: TOO_MANY_OPEN_BOOKINGS(3) },
  });
  const seconds = Number(refused.retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(ORDER_TIMINGS.paymentAbandonMs / 1000);

  // back to checkout of a gig already booked: the same booking, not refused
  expect(await book(maya, gigIds[0] ?? 0)).toBe(secrets[0]);

  await cancel(maya, secrets[0] ?? '');
  expect((await attempt(maya, fourth)).status).toBe(200);
});

it('concurrent bookings of many gigs cannot pass the limit together', async () => {
  const marcus = await student(server, MARCUS);
  const gigIds = await Promise.all(Array.from({ length: 6 }, () => newGig()));
  const answers = await Promise.all(gigIds.map((gigId) => attempt(marcus, gigId)));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
});

it('the eleventh payment intent within the hour is 429 with Retry-After, in plain words', async () => {
  const priya = await student(server, PRIYA);
  for (let i = 0; i < CHECKOUT_LIMITS.intentsPerHour; i++) {
    const secret = await book(priya, await newGig());
    await cancel(priya, secret); // never more than one open: only the hourly count is reached
  }
  const refused = await attempt(priya, await newGig());
  expect({ status: refused.status, body: refused.body }).toEqual({
    status: 429,
    body: { message: TOO_MANY_INTENTS(10) },
  });
  const seconds = Number(refused.retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(3600);
});
