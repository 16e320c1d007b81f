import { sql } from 'drizzle-orm';
import { api, notificationNotice, type Notification } from '@campus/contracts';
import { queryRows } from '../../src/db/sql';
import { addNotification, encodeNotificationCursor } from '../../src/notifications/service';
import { Browser } from '../auth/browser';
import { json, must } from '../harness';
import {
  dataOf,
  JORDAN,
  MAYA,
  openEvents,
  startLiveCluster,
  student,
  userIds,
  type LiveCluster,
  type LiveServer,
} from '../messages/live';

/**
 * GET /api/notifications and POST /api/notifications/read: a user's own notifications, newest first,
 * keyset-paged, with their unread count; reading marks some, up to one or all of their own, never
 * another user's. New reviews and replies notify, in the review's own transaction.
 */
let cluster: LiveCluster;
let server: LiveServer;
let maya: Browser;
let jordan: Browser;
let mayaId: number;
let jordanId: number;

beforeAll(async () => {
  cluster = await startLiveCluster();
  server = must(cluster.servers[0]);
  [mayaId, jordanId] = await userIds(server.db, MAYA, JORDAN);
  maya = await student(server, MAYA);
  jordan = await student(server, JORDAN);
});

afterAll(() => cluster.close());

beforeEach(() => server.db.execute(sql`DELETE FROM notifications`));

/** Adds a notification for `userId` in a transaction of its own; its id. */
async function told(userId: number, key: string, text = `About ${key}`): Promise<number> {
  const made = await server.db.transaction((tx) =>
    addNotification(tx, { userId, kind: 'order', key, text, link: '/orders/1' }),
  );
  return must(made).id;
}

async function list(browser: Browser, query = '') {
  const res = await browser.get(`${api.notifications.path}${query}`);
  expect(res.status).toBe(200);
  return api.notifications.reply.parse(await json(res));
}

async function read(browser: Browser, body: object) {
  const res = await browser.post(api.readNotifications.path, body);
  expect(res.status).toBe(200);
  return api.readNotifications.reply.parse(await json(res)).unread;
}

const texts = (items: Notification[]) => items.map((n) => n.text);

describe('GET /api/notifications', () => {
  it('is for signed-in students only', async () => {
    const visitor = new Browser(server);
    expect((await visitor.get(api.notifications.path)).status).toBe(401);
    expect((await visitor.post(api.readNotifications.path, {})).status).toBe(401);
  });

  it("lists the user's own, newest first, in keyset pages, with the unread count of all pages", async () => {
    for (let i = 1; i <= 5; i++) await told(mayaId, `k:${i}`, `Maya ${i}`);
    await told(jordanId, 'k:1', 'Jordan 1');
    const first = await list(maya, '?limit=2');
    expect(texts(first.items)).toEqual(['Maya 5', 'Maya 4']);
    expect(first.unread).toBe(5);
    const second = await list(maya, `?limit=2&cursor=${must(first.nextCursor)}`);
    expect(texts(second.items)).toEqual(['Maya 3', 'Maya 2']);
    const last = await list(maya, `?limit=2&cursor=${must(second.nextCursor)}`);
    expect(texts(last.items)).toEqual(['Maya 1']);
    expect(last.nextCursor).toBeNull();
    expect(texts((await list(jordan)).items)).toEqual(['Jordan 1']);
    expect((await list(jordan)).unread).toBe(1);
  });

  it('refuses a cursor it did not make', async () => {
    for (const cursor of ['nonsense', Buffer.from('n0').toString('base64url'), 'bjk5OTk5OTk5OTk5']) {
      const res = await maya.get(`${api.notifications.path}?cursor=${cursor}`);
      expect(res.status).toBe(400);
    }
    expect((await maya.get(`${api.notifications.path}?cursor=${encodeNotificationCursor(1)}`)).status).toBe(
      200,
    );
  });

  it('adds a key once per user: a second notification of the same thing is nothing', async () => {
    await told(mayaId, 'order-event:1');
    const again = await server.db.transaction((tx) =>
      addNotification(tx, { userId: mayaId, kind: 'order', key: 'order-event:1', text: 'x', link: '/' }),
    );
    expect(again).toBeNull();
    expect((await list(maya)).items).toHaveLength(1);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the named ones, those up to an id, or all of them, and answers the unread count left', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push(await told(mayaId, `k:${i}`));
    const [a, b, c, , e] = ids as [number, number, number, number, number];
    expect(await read(maya, { ids: [e] })).toBe(4);
    expect(await read(maya, { ids: [] })).toBe(4);
    expect(await read(maya, { upTo: b })).toBe(2);
    const page = await list(maya);
    expect(page.items.filter((n) => n.readAt !== null).map((n) => n.id)).toEqual([e, b, a]);
    expect(await read(maya, { ids: [c] })).toBe(1);
    expect(await read(maya, {})).toBe(0);
    expect((await list(maya)).unread).toBe(0);
  });

  it("never reads or marks another user's notifications", async () => {
    const mine = await told(mayaId, 'mine');
    const theirs = await told(jordanId, 'theirs');
    expect(await read(maya, { ids: [theirs] })).toBe(1);
    expect(await read(maya, { upTo: theirs })).toBe(0);
    expect((await list(jordan)).items).toEqual([expect.objectContaining({ id: theirs, readAt: null })]);
    expect((await list(jordan)).items.map((n) => n.id)).not.toContain(mine);
    expect(await read(maya, {})).toBe(0);
    expect((await list(jordan)).unread).toBe(1);
  });

  it('refuses what is not a selection of ids', async () => {
    expect((await maya.post(api.readNotifications.path, { ids: ['1'] })).status).toBe(400);
    expect((await maya.post(api.readNotifications.path, { upTo: 0 })).status).toBe(400);
  });
});

describe('live', () => {
  it('tells the user, not others, of a new notification with their unread count', async () => {
    const mayaStream = await openEvents(server, maya);
    const jordanStream = await openEvents(server, jordan);
    try {
      // One at a time: a notice counts the unread when it is delivered, so a second notification
      // committed before the first notice went out would be in the first count too (the next test).
      const notice = async () =>
        notificationNotice.parse(dataOf(await mayaStream.next((e) => e.event === 'notification')));
      await told(mayaId, 'first');
      const first = await notice();
      const id = await told(mayaId, 'second', 'The second');
      const events = [first, await notice()];
      expect(events.map((e) => e.unread)).toEqual([1, 2]);
      expect(must(events[1]).notification).toMatchObject({ id, text: 'The second', readAt: null });
      expect((await jordanStream.quiet(300)).filter((e) => e.event === 'notification')).toEqual([]);
    } finally {
      mayaStream.close();
      jordanStream.close();
    }
  });

  it('counts again when it passes one on: concurrent notifications end with the right count', async () => {
    const stream = await openEvents(server, maya);
    try {
      await Promise.all([1, 2, 3, 4].map((i) => told(mayaId, `together:${i}`)));
      const counts: number[] = [];
      for (let i = 0; i < 4; i++)
        counts.push(
          notificationNotice.parse(dataOf(await stream.next((e) => e.event === 'notification'))).unread,
        );
      expect(counts[3]).toBe(4);
    } finally {
      stream.close();
    }
  });
});

describe('reviews', () => {
  /** A released order of Jordan's gig, bought by Maya. */
  async function releasedOrder(): Promise<{ orderId: number; gigId: number; title: string }> {
    const [gig] = await queryRows<{ id: number; title: string }>(
      server.db,
      sql`SELECT id, title FROM gigs WHERE provider_id = ${jordanId} ORDER BY id LIMIT 1`,
    );
    const [order] = await queryRows<{ id: number }>(
      server.db,
      sql`INSERT INTO orders (gig_id, customer_id, provider_id, total_amount_cents, platform_fee_cents,
            price_cents, transaction_fee_cents, status, authorised_at, process_version)
          VALUES (${must(gig).id}, ${mayaId}, ${jordanId}, 2120, 80, 2000, 40, 'confirmed_completed', now(), 2)
          RETURNING id`,
    );
    return { orderId: must(order).id, gigId: must(gig).id, title: must(gig).title };
  }

  it("tells the provider of a new review of their gig, and the reviewer of the provider's reply", async () => {
    const { orderId, gigId, title } = await releasedOrder();
    const created = await maya.post(api.createReview.path, {
      orderId,
      rating: 4,
      comment: 'Clear and patient.',
    });
    expect(created.status).toBe(200);
    const review = api.createReview.reply.parse(await json(created));
    const [toProvider] = (await list(jordan)).items;
    expect(toProvider).toMatchObject({
      kind: 'review',
      text: `Maya reviewed ${title}: 4 stars`,
      link: `/gigs/${gigId}#gig-reviews`,
      orderId: null,
    });
    expect((await list(maya)).items).toEqual([]);

    const replied = await jordan.post(api.replyToReview.path.replace(':id', String(review.id)), {
      reply: 'Thank you!',
    });
    expect(replied.status).toBe(200);
    const [toReviewer] = (await list(maya)).items;
    expect(toReviewer).toMatchObject({
      kind: 'review_reply',
      text: `Jordan replied to your review of ${title}`,
      link: `/gigs/${gigId}#gig-reviews`,
    });
    // a refused second reply tells nobody again
    const again = await jordan.post(api.replyToReview.path.replace(':id', String(review.id)), {
      reply: 'More',
    });
    expect(again.status).toBe(409);
    expect((await list(maya)).items).toHaveLength(1);
  });
});
