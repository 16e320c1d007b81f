import { eq, sql } from 'drizzle-orm';
import { api, REVIEW_EDIT_DAYS, type OrderStatus, type Review } from '@campus/contracts';
import { orders, reviews, users } from '../src/db/schema';
import { queryRows } from '../src/db/sql';
import { ORDER_NOT_FOUND } from '../src/orders/process';
import {
  ALREADY_REPLIED,
  ALREADY_REVIEWED,
  NOT_YOUR_REVIEW,
  ONLY_CUSTOMER_REVIEWS,
  ONLY_PROVIDER_REPLIES,
  REVIEW_EDIT_CLOSED,
  REVIEW_NOT_FOUND,
  REVIEW_NOT_RELEASED,
} from '../src/reviews/policies';
import { recomputeProviderRatings } from '../src/reviews/service';
import { SIGN_IN_REQUIRED } from '../src/sessions/requireUser';
import { Browser } from './auth/browser';
import { releasedOrder, signInAs } from './dashboard/support';
import { json, must, startTestServer, type TestServer } from './harness';
import { orderIn, parties, type Parties } from './orders/fixtures';
import { eventually } from './orders/support';

let server: TestServer;
let p: Parties;
let customer: Browser;
let provider: Browser;
let stranger: Browser;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  p = await parties(server.db);
  [customer, provider, stranger] = await Promise.all([
    signInAs(server, p.customerId),
    signInAs(server, p.providerId),
    signInAs(server, p.strangerId),
  ]);
});
afterAll(() => server.close());

/** After every test, each user's rating and review count equal what their reviews say, computed here. */
afterEach(async () => {
  const [all, rated] = await Promise.all([
    server.db.select({ id: users.id, rating: users.rating, reviewCount: users.reviewCount }).from(users),
    server.db.select({ providerId: reviews.providerId, rating: reviews.rating }).from(reviews),
  ]);
  const expected = all.map((u) => {
    const mine = rated.filter((r) => r.providerId === u.id).map((r) => r.rating);
    const sum = mine.reduce((a, b) => a + b, 0);
    return {
      id: u.id,
      rating: mine.length ? Math.round((sum * 100) / mine.length) / 100 : 0,
      reviewCount: mine.length,
    };
  });
  expect(all).toEqual(expected);
});

const DAY = 86_400_000;

const create = (browser: Browser, body: unknown) => browser.post(api.createReview.path, body);
const edit = (browser: Browser, id: number, body: unknown) =>
  browser.put(api.updateReview.path.replace(':id', String(id)), body);
const reply = (browser: Browser, id: number, body: unknown) =>
  browser.post(api.replyToReview.path.replace(':id', String(id)), body);

async function expectRefused(res: Response, status: number, message: string) {
  expect({ status: res.status, body: await json(res) }).toMatchObject({ status, body: { message } });
}

const ratingOf = async (userId: number) =>
  must(
    (
      await server.db
        .select({ rating: users.rating, reviewCount: users.reviewCount })
        .from(users)
        .where(eq(users.id, userId))
    )[0],
  );

const reviewsOfOrder = (orderId: number) =>
  server.db.select().from(reviews).where(eq(reviews.orderId, orderId));

/** A review written through the API by the customer of a new released order. */
async function reviewed(rating = 4): Promise<Review> {
  const orderId = await releasedOrder(server.db, p);
  const res = await create(customer, { orderId, rating, comment: 'Patient and clear.' });
  expect(res.status).toBe(200);
  return api.createReview.reply.parse(await json(res));
}

describe('POST /api/reviews', () => {
  it('is 401 for a visitor', async () => {
    const orderId = await releasedOrder(server.db, p);
    await expectRefused(await create(new Browser(server), { orderId, rating: 5 }), 401, SIGN_IN_REQUIRED);
  });

  it.each(['confirmed_completed', 'funds_released', 'completed'] as const)(
    'lets the customer review an order that is %s, as themselves, for its gig and provider',
    async (status) => {
      const orderId = await releasedOrder(server.db, p, status);
      const order = must((await server.db.select().from(orders).where(eq(orders.id, orderId)))[0]);
      const res = await create(customer, {
        orderId,
        rating: 5,
        comment: '  Great session!  ',
        // not the client's to say
        reviewerId: p.strangerId,
        providerId: p.strangerId,
        gigId: 1,
      });
      expect(res.status).toBe(200);
      const review = api.createReview.reply.parse(await json(res));
      expect(review).toMatchObject({
        orderId,
        gigId: order.gigId,
        providerId: p.providerId,
        reviewerId: p.customerId,
        rating: 5,
        comment: 'Great session!',
        updatedAt: null,
        reply: null,
        repliedAt: null,
        reviewer: { firstName: 'casey', lastName: 'Tester' },
      });
      const listed = api.gigReviews.reply.parse(
        await json(await server.get(api.gigReviews.path.replace(':id', String(order.gigId)))),
      );
      expect(listed).toEqual([review]);
    },
  );

  it("answers 404 to a stranger and for an unknown order, 403 to the order's provider", async () => {
    const orderId = await releasedOrder(server.db, p);
    await expectRefused(await create(stranger, { orderId, rating: 5 }), 404, ORDER_NOT_FOUND);
    await expectRefused(await create(customer, { orderId: 424242, rating: 5 }), 404, ORDER_NOT_FOUND);
    await expectRefused(await create(provider, { orderId, rating: 5 }), 403, ONLY_CUSTOMER_REVIEWS);
    expect(await reviewsOfOrder(orderId)).toEqual([]);
  });

  it.each([
    'awaiting_payment',
    'payment_processing',
    'payment_held',
    'in_dispute',
    'refunded',
    'cancelled',
  ] satisfies OrderStatus[])('refuses an order that is %s with 409', async (status) => {
    const orderId = await orderIn(server.db, p, status);
    await expectRefused(await create(customer, { orderId, rating: 5 }), 409, REVIEW_NOT_RELEASED);
    expect(await reviewsOfOrder(orderId)).toEqual([]);
  });

  it('refuses a second review of the same order with 409', async () => {
    const first = await reviewed(4);
    const before = await ratingOf(p.providerId);
    await expectRefused(await create(customer, { orderId: first.orderId, rating: 1 }), 409, ALREADY_REVIEWED);
    expect(await reviewsOfOrder(must(first.orderId))).toHaveLength(1);
    expect(await ratingOf(p.providerId)).toEqual(before);
  });

  it("answers 400 'Rating is required' without a rating, and 400 for one out of range", async () => {
    const orderId = await releasedOrder(server.db, p);
    await expectRefused(await create(customer, { orderId, comment: 'Nice' }), 400, 'Rating is required');
    for (const rating of [0, 6, 4.5, '5']) {
      expect((await create(customer, { orderId, rating })).status).toBe(400);
    }
    expect(await reviewsOfOrder(orderId)).toEqual([]);
  });

  it('keeps one review when the same order is reviewed twice at once: the other gets 409', async () => {
    const orderId = await releasedOrder(server.db, p);
    const answers = await Promise.all([
      create(customer, { orderId, rating: 5 }),
      create(customer, { orderId, rating: 2 }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = must(answers.find((r) => r.status === 409));
    expect(await json(refused)).toEqual({ message: ALREADY_REVIEWED });
    expect(await reviewsOfOrder(orderId)).toHaveLength(1);
  });

  it('answers 409, not 500, when a review of the order commits while its insert waits (the unique index)', async () => {
    const orderId = await releasedOrder(server.db, p);
    const order = must((await server.db.select().from(orders).where(eq(orders.id, orderId)))[0]);
    let answer: Promise<Response> | undefined;
    await server.db.transaction(async (tx) => {
      await tx.insert(reviews).values({
        gigId: must(order.gigId),
        orderId,
        reviewerId: p.customerId,
        providerId: p.providerId,
        rating: 5,
      });
      await recomputeProviderRatings(tx, [p.providerId]);
      // the request passes its "already reviewed" check (this row is not committed) and blocks on the index
      answer = create(customer, { orderId, rating: 1 });
      await eventually(async () => {
        const waiting = await queryRows(
          server.db,
          sql`select 1 from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'
                 and query ilike 'insert into "reviews"%'`,
        );
        if (waiting.length === 0) throw new Error('the request is not waiting on the index yet');
      });
    });
    await expectRefused(await must(answer), 409, ALREADY_REVIEWED);
    expect((await reviewsOfOrder(orderId)).map((r) => r.rating)).toEqual([5]);
  });

  it("keeps a provider's rating and review count exact when many of their orders are reviewed at once", async () => {
    const ratings = [5, 4, 4, 3, 1];
    const providers = await Promise.all([1, 2, 3].map(() => parties(server.db)));
    const requests = await Promise.all(
      providers.flatMap((q) =>
        ratings.map(async (rating) => ({
          orderId: await releasedOrder(server.db, { customerId: p.customerId, providerId: q.providerId }),
          rating,
        })),
      ),
    );
    const answers = await Promise.all(requests.map((body) => create(customer, body)));
    expect(answers.map((r) => r.status)).toEqual(requests.map(() => 200));
    for (const q of providers) expect(await ratingOf(q.providerId)).toEqual({ rating: 3.4, reviewCount: 5 });
  });
});

describe('PUT /api/reviews/:id', () => {
  const setWrittenAt = (id: number, at: Date) =>
    server.db.update(reviews).set({ createdAt: at }).where(eq(reviews.id, id));

  it('lets the author change rating and comment, stamps updatedAt and recomputes the rating', async () => {
    const review = await reviewed(2);
    const res = await edit(customer, review.id, { rating: 5, comment: 'Better after the second session' });
    expect(res.status).toBe(200);
    const edited = api.updateReview.reply.parse(await json(res));
    expect(edited).toMatchObject({
      id: review.id,
      rating: 5,
      comment: 'Better after the second session',
      createdAt: review.createdAt,
    });
    expect(Date.parse(must(edited.updatedAt))).toBeGreaterThanOrEqual(Date.parse(review.createdAt));
    expect(must((await reviewsOfOrder(must(review.orderId)))[0]).rating).toBe(5);
  });

  it(`is open until ${REVIEW_EDIT_DAYS} days after the review was written, then 409`, async () => {
    const review = await reviewed(3);
    await setWrittenAt(review.id, new Date(Date.now() - REVIEW_EDIT_DAYS * DAY + 60_000));
    expect((await edit(customer, review.id, { rating: 4 })).status).toBe(200);
    await setWrittenAt(review.id, new Date(Date.now() - REVIEW_EDIT_DAYS * DAY - 60_000));
    await expectRefused(await edit(customer, review.id, { rating: 1 }), 409, REVIEW_EDIT_CLOSED);
    expect(REVIEW_EDIT_CLOSED).toBe('Reviews can be edited for 7 days');
    const [row] = await reviewsOfOrder(must(review.orderId));
    expect(row?.rating).toBe(4);
  });

  it('closes at the instant 7 days after the review was written (a millisecond before, it is open)', async () => {
    // the product's '7 days' (REVIEW_EDIT_CLOSED) as a literal, so that changing the constant fails here
    const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;
    const review = await reviewed(3);
    // the server's clock (Date.now, plus an offset still 0 here) held at one instant for the requests
    const at = Date.now();
    const held = jest.spyOn(Date, 'now').mockReturnValue(at);
    try {
      await setWrittenAt(review.id, new Date(at - SEVEN_DAYS_MS + 1));
      expect((await edit(customer, review.id, { rating: 4 })).status).toBe(200);
      await setWrittenAt(review.id, new Date(at - SEVEN_DAYS_MS));
      await expectRefused(await edit(customer, review.id, { rating: 1 }), 409, REVIEW_EDIT_CLOSED);
    } finally {
      held.mockRestore();
    }
    expect(must((await reviewsOfOrder(must(review.orderId)))[0]).rating).toBe(4);
  });

  it('is 403 for anyone but its author (its provider too), 404 for an unknown review, 401 for a visitor', async () => {
    const review = await reviewed(3);
    await expectRefused(await edit(provider, review.id, { rating: 5 }), 403, NOT_YOUR_REVIEW);
    await expectRefused(await edit(stranger, review.id, { rating: 5 }), 403, NOT_YOUR_REVIEW);
    await expectRefused(await edit(customer, 424242, { rating: 5 }), 404, REVIEW_NOT_FOUND);
    await expectRefused(await edit(new Browser(server), review.id, { rating: 5 }), 401, SIGN_IN_REQUIRED);
    await expectRefused(await edit(customer, review.id, { comment: 'no stars' }), 400, 'Rating is required');
    expect(must((await reviewsOfOrder(must(review.orderId)))[0]).rating).toBe(3);
  });
});

describe('POST /api/reviews/:id/reply', () => {
  it('lets the reviewed provider reply once; the gig lists the reply', async () => {
    const review = await reviewed(4);
    const res = await reply(provider, review.id, { reply: '  Thanks, good luck on the exam!  ' });
    expect(res.status).toBe(200);
    const answered = api.replyToReview.reply.parse(await json(res));
    expect(answered).toMatchObject({ id: review.id, reply: 'Thanks, good luck on the exam!', rating: 4 });
    expect(answered.repliedAt).toEqual(expect.any(String));

    await expectRefused(await reply(provider, review.id, { reply: 'Again' }), 409, ALREADY_REPLIED);
    const listed = api.gigReviews.reply.parse(
      await json(await server.get(api.gigReviews.path.replace(':id', String(review.gigId)))),
    );
    expect(listed.find((r) => r.id === review.id)).toEqual(answered);
  });

  it('is 403 for the reviewer and strangers, 404 for an unknown review, 400 for an empty reply', async () => {
    const review = await reviewed(5);
    await expectRefused(await reply(customer, review.id, { reply: 'Me too' }), 403, ONLY_PROVIDER_REPLIES);
    await expectRefused(await reply(stranger, review.id, { reply: 'Hi' }), 403, ONLY_PROVIDER_REPLIES);
    await expectRefused(await reply(provider, 424242, { reply: 'Hi' }), 404, REVIEW_NOT_FOUND);
    await expectRefused(await reply(provider, review.id, { reply: '   ' }), 400, 'Reply is required');
    expect(must((await reviewsOfOrder(must(review.orderId)))[0]).reply).toBeNull();
  });

  it('keeps the first of two replies sent at once', async () => {
    const review = await reviewed(5);
    const answers = await Promise.all([
      reply(provider, review.id, { reply: 'First' }),
      reply(provider, review.id, { reply: 'Second' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const kept = api.replyToReview.reply.parse(await json(must(answers.find((r) => r.status === 200))));
    expect(must((await reviewsOfOrder(must(review.orderId)))[0]).reply).toBe(kept.reply);
  });
});

// last: the server's clock only moves forward
describe("the server's clock (POST /api/test/clock)", () => {
  it('stamps reviews and closes the edit window when moved past it', async () => {
    const review = await reviewed(4);
    expect(Math.abs(Date.parse(review.createdAt) - Date.now())).toBeLessThan(60_000);
    const moved = await server.get(api.testClock.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ advanceMs: REVIEW_EDIT_DAYS * DAY + 60_000 }),
    });
    expect(moved.status).toBe(200);
    await expectRefused(await edit(customer, review.id, { rating: 5 }), 409, REVIEW_EDIT_CLOSED);
    const answered = api.replyToReview.reply.parse(
      await json(await reply(provider, review.id, { reply: 'Thanks!' })),
    );
    expect(Date.parse(must(answered.repliedAt)) - Date.now()).toBeGreaterThan(REVIEW_EDIT_DAYS * DAY);
  });
});
