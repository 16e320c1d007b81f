import { eq } from 'drizzle-orm';
import { api } from '@campus/contracts';
import { reviews, users } from '../../src/db/schema';
import { ALREADY_REVIEWED } from '../../src/reviews/policies';
import type { Browser } from '../auth/browser';
import { json, must } from '../harness';
import { JORDAN, MAYA, student, userIds } from '../messages/live';
import { gigFor } from '../orders/fixtures';
import {
  confirm,
  heldOrder,
  journalKeysOf,
  onboard,
  transfersOf,
  transitionsOf,
} from '../orders/release-support';
import {
  book,
  expectLedgerBalanced,
  intentIdOf,
  orderOfIntent,
  pay,
  settle,
  startOrderServer,
  type OrderServer,
} from '../orders/support';

/**
 * Bursts of the same request (issue 14, "Attack": concurrency): BURST identical requests at once, and
 * each takes effect at most once (order events, ledger journals, transfers, rows). Bursts covered
 * elsewhere, not repeated here: create-payment-intent x10 (test/orders/booking.test.ts), capture-payment
 * x10 (test/orders/payment-flow.test.ts), the login, code, sign-up and resend throttles with more
 * parallel attempts than their limits (test/auth/throttle-burst.test.ts), one conversation per pair
 * x10 (test/messages/conversations.test.ts).
 */
const BURST = 15;

let server: OrderServer;
let maya: Browser;
let jordan: Browser;
let jordanId: number;

beforeAll(async () => {
  server = await startOrderServer({ seed: true });
  [maya, jordan] = await Promise.all([student(server, MAYA), student(server, JORDAN)]);
  [jordanId] = await userIds(server.db, JORDAN);
  await onboard(server, jordan);
  await settle(server.db);
});
afterAll(() => server.close({ drop: true }));

const burst = (send: () => Promise<Response>) => Promise.all(Array.from({ length: BURST }, send));
const count = (list: string[], item: string) => list.filter((x) => x === item).length;

describe(`${BURST} identical requests at once`, () => {
  it('POST /api/payment-complete: the authorisation is recorded once', async () => {
    const clientSecret = await book(maya, await gigFor(server.db, must(jordanId)));
    await pay(maya, clientSecret);
    const paymentIntentId = intentIdOf(clientSecret);
    const replies = await burst(() => maya.post(api.paymentComplete.path, { paymentIntentId }));
    expect(replies.map((r) => r.status)).toEqual(Array(BURST).fill(200));
    for (const r of replies) api.paymentComplete.reply.parse(await json(r));
    await settle(server.db);
    const order = await orderOfIntent(server.db, paymentIntentId);
    expect(await transitionsOf(server.db, order.id)).toEqual(['authorise']);
    expect(await journalKeysOf(server.db, order.id)).toEqual([`order:${order.id}:authorise`]);
    await expectLedgerBalanced(server.db);
  });

  it('POST /api/confirm-receipt: confirmed, released and paid out once', async () => {
    const order = await heldOrder(server, maya, jordanId);
    const replies = await burst(() => confirm(maya, order.id));
    expect(replies.map((r) => r.status)).toEqual(Array(BURST).fill(200));
    await settle(server.db);
    const transitions = await transitionsOf(server.db, order.id);
    expect({
      confirm: count(transitions, 'confirm_receipt'),
      release: count(transitions, 'release_funds'),
    }).toEqual({
      confirm: 1,
      release: 1,
    });
    expect(await transfersOf(server.db, order.id)).toHaveLength(1);
    expect(await journalKeysOf(server.db, order.id)).toEqual(
      ['authorise', 'capture', 'payout', 'release'].map((k) => `order:${order.id}:${k}`),
    );
    await expectLedgerBalanced(server.db);
  });

  it('POST /api/reviews: one review per order, the others 409, the rating counted once', async () => {
    const order = await heldOrder(server, maya, jordanId);
    expect((await confirm(maya, order.id)).status).toBe(200);
    const reviewCount = async () =>
      must((await server.db.select().from(users).where(eq(users.id, jordanId)))[0]).reviewCount;
    const before = await reviewCount();
    const replies = await burst(() => maya.post(api.createReview.path, { orderId: order.id, rating: 4 }));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(BURST - 1).fill(409)]);
    for (const r of replies.filter((x) => x.status === 409))
      expect(await json(r)).toEqual({ message: ALREADY_REVIEWED });
    expect(await server.db.select().from(reviews).where(eq(reviews.orderId, order.id))).toHaveLength(1);
    expect(await reviewCount()).toBe(before + 1);
  });
});
