import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { count, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import {
  DELIVERY_CANCEL_AFTER_DAYS,
  DELIVERY_REFUND_AFTER_DAYS,
  DISPUTE_WINDOW_DAYS,
  ESCROW_RELEASE_DAYS,
  ITEM_CATEGORIES,
  ITEM_CONDITIONS,
  latestProcess,
  SERVICE_CATEGORIES,
  type OrderActor,
  type OrderProcessName,
  type OrderTransition,
} from '@campus/contracts';
import {
  gigs,
  marketplaceItems,
  orderEvents,
  orders,
  reviews,
  sandboxPaymentIntents,
  uploads,
  users,
  type OrderRow,
} from '../src/db/schema';
import { transitionRefusal } from '../src/orders/process';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { SEED_GIGS } from '../src/seed/gigs';
import { ITEM_PHOTO_FOLDER } from '../src/seed/images';
import { SEED_ITEMS } from '../src/seed/items';
import { SEED_ORDERS } from '../src/seed/orders';
import { UNIVERSITIES } from '../src/seed/universities';
import { createDiskStorage } from '../src/uploads/storage';
import { must, seedImagesDir, startTestServer, type TestServer } from './harness';
import { expectLedgerBalanced } from './orders/support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const counts = async () => ({
  users: (await server.db.select({ n: count() }).from(users))[0]?.n,
  gigs: (await server.db.select({ n: count() }).from(gigs))[0]?.n,
  reviews: (await server.db.select({ n: count() }).from(reviews))[0]?.n,
  orders: (await server.db.select({ n: count() }).from(orders))[0]?.n,
  items: (await server.db.select({ n: count() }).from(marketplaceItems))[0]?.n,
});

const DAY = 86_400_000;

const eventsOf = (orderId: number) =>
  server.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);

/** A demo order's stage, in words: its process and where it stands. */
function stageOf(o: OrderRow): string {
  const where =
    o.status === 'payment_held'
      ? o.deliveredAt
        ? 'delivered, awaiting confirmation'
        : 'held, awaiting delivery'
      : o.status === 'in_dispute'
        ? 'in dispute'
        : o.status === 'funds_released'
          ? 'released'
          : o.status === 'refunded'
            ? `refunded: ${o.cancelReason}`
            : o.status;
  return `${o.processName} ${where}`;
}

describe('demo seed', () => {
  const images = () => ({ from: seedImagesDir, storage: createDiskStorage(server.config.uploadDir) });

  it('fills an empty database once, and only once', async () => {
    expect(await seedDemoData(server.db, { images: images() })).toBe(true);
    const first = await counts();
    expect(first).toEqual({
      users: 12,
      gigs: expect.any(Number),
      reviews: expect.any(Number),
      orders: Number(first.reviews) + SEED_ORDERS.length,
      items: expect.any(Number),
    });
    expect(await seedDemoData(server.db, { images: images() })).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it('seeds nothing when any user exists', async () => {
    const other = await startTestServer();
    try {
      await other.db
        .insert(users)
        .values({ username: 'solo', email: 'solo@asu.edu', university: 'Arizona State University' });
      expect(await seedDemoData(other.db)).toBe(false);
      expect((await other.db.select({ n: count() }).from(gigs))[0]?.n).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('creates verified, complete e-mail accounts at real universities with the demo password', async () => {
    const rows = await server.db.select().from(users);
    const names = new Set(UNIVERSITIES.map((u) => u.name));
    for (const u of rows) {
      expect(u.isVerified).toBe(true);
      expect(u.isProfileComplete).toBe(true);
      expect(u.authProvider).toBe('email');
      expect(u.email).toMatch(/^[a-z]+\.[a-z]+@[a-z.]+\.edu$/);
      expect(names.has(u.university)).toBe(true);
      const domain = u.email.split('@')[1];
      expect(UNIVERSITIES.find((x) => x.name === u.university)?.domains).toContain(domain);
    }
    const maya = must((await server.db.select().from(users).where(eq(users.email, 'maya.chen@asu.edu')))[0]);
    const hash = must(maya.passwordHash, 'password hash');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verify(hash, DEMO_PASSWORD)).toBe(true);
    expect(await verify(hash, 'wrong-password')).toBe(false);
  });

  it('covers every service category with 2-3 gigs at $8-$80/hr', async () => {
    const rows = await server.db.select().from(gigs);
    for (const c of SERVICE_CATEGORIES) {
      const n = rows.filter((g) => g.category === c).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(3);
    }
    expect(rows.every((g) => g.priceCents >= 800 && g.priceCents <= 8000)).toBe(true);
    expect(rows.some((g) => g.location !== null)).toBe(true);
    expect(rows.some((g) => g.tags.length > 0)).toBe(true);
    expect(rows.some((g) => g.description.includes('\n'))).toBe(true);
  });

  it('gives every reviewed order its timeline: authorised, captured, delivered, confirmed, paid out', async () => {
    const reviewed = await server.db
      .select({ order: orders })
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId));
    expect(reviewed.length).toBe(Number((await counts()).reviews));
    for (const { order } of reviewed) {
      const events = await eventsOf(order.id);
      expect(events.map((e) => [e.transition, e.actorKind, e.fromStatus, e.toStatus])).toEqual([
        ['authorise', 'customer', 'awaiting_payment', 'payment_processing'],
        ['capture', 'customer', 'payment_processing', 'payment_held'],
        ['deliver', 'provider', 'payment_held', 'payment_held'],
        ['confirm_receipt', 'customer', 'payment_held', 'confirmed_completed'],
        ['release_funds', 'system', 'confirmed_completed', 'funds_released'],
      ]);
      expect(events.map((e) => e.actorId)).toEqual([
        order.customerId,
        order.customerId,
        order.providerId,
        order.customerId,
        null,
      ]);
      // the escrow clock ran from delivery; confirmed before the automatic release
      const delivered = must(order.deliveredAt).getTime();
      expect(must(order.disputeDeadline).getTime()).toBe(delivered + DISPUTE_WINDOW_DAYS * DAY);
      expect(must(order.escrowReleaseDate).getTime()).toBe(delivered + ESCROW_RELEASE_DAYS * DAY);
      expect(must(order.buyerConfirmedAt).getTime()).toBeLessThan(must(order.escrowReleaseDate).getTime());
      expect(delivered).toBeGreaterThanOrEqual(must(order.paymentCapturedAt).getTime());
      expect(order).toMatchObject({ deliveryCancellableAt: null, deliveryRefundAt: null, refundedCents: 0 });
    }
  });

  it('shows every stage of both processes, for Maya on both sides', async () => {
    const maya = must((await server.db.select().from(users).where(eq(users.email, 'maya.chen@asu.edu')))[0]);
    const all = await server.db.select().from(orders);
    const stages = all.map(stageOf);
    for (const stage of [
      'gig-booking held, awaiting delivery',
      'gig-booking delivered, awaiting confirmation',
      'gig-booking in dispute',
      'gig-booking released',
      'gig-booking refunded: provider_declined',
      'item-purchase held, awaiting delivery',
      'item-purchase released',
    ])
      expect(stages).toContain(stage);
    const mayas = all.filter((o) => o.customerId === maya.id || o.providerId === maya.id).map(stageOf);
    expect(new Set(mayas).size).toBe(7);
    // each order follows the latest version of its process, and what is bought matches it
    for (const o of all) {
      const name = o.processName as OrderProcessName;
      expect(o.processVersion).toBe(latestProcess(name).version);
      expect(o.isMarketplaceItem).toBe(name === 'item-purchase');
      expect([o.gigId !== null, o.marketplaceItemId !== null]).toEqual(
        name === 'item-purchase' ? [false, true] : [true, false],
      );
    }
  });

  it('dates each held order by docs/decisions/escrow-from-delivery.md: the delivery deadline from capture, the escrow clock from delivery', async () => {
    const held = await server.db.select().from(orders).where(eq(orders.status, 'payment_held'));
    expect(held.length).toBeGreaterThanOrEqual(3);
    for (const o of held) {
      const captured = must(o.paymentCapturedAt).getTime();
      if (o.deliveredAt === null) {
        expect(o).toMatchObject({ disputeDeadline: null, escrowReleaseDate: null });
        expect(must(o.deliveryCancellableAt).getTime()).toBe(captured + DELIVERY_CANCEL_AFTER_DAYS * DAY);
        expect(must(o.deliveryRefundAt).getTime()).toBe(captured + DELIVERY_REFUND_AFTER_DAYS * DAY);
      } else {
        const delivered = o.deliveredAt.getTime();
        expect(o).toMatchObject({ deliveryCancellableAt: null, deliveryRefundAt: null });
        expect(must(o.disputeDeadline).getTime()).toBe(delivered + DISPUTE_WINDOW_DAYS * DAY);
        expect(must(o.escrowReleaseDate).getTime()).toBe(delivered + ESCROW_RELEASE_DAYS * DAY);
      }
    }
  });

  it('leaves each demo order where its parties can act on it now, as the interpreter decides', async () => {
    const all = await server.db.select().from(orders);
    const now = new Date();
    const allowed = (o: OrderRow, transition: OrderTransition, actor: OrderActor) =>
      transitionRefusal(o, transition, actor, now);
    const one = (stage: string) =>
      must(
        all.find((o) => stageOf(o) === stage),
        stage,
      );
    const awaiting = one('gig-booking held, awaiting delivery');
    expect(allowed(awaiting, 'deliver', 'provider')).toBeNull();
    expect(allowed(awaiting, 'decline', 'provider')).toBeNull();
    expect(allowed(awaiting, 'open_dispute', 'customer')?.reason).toBe(
      'Available once the provider marks the service delivered',
    );
    const delivered = one('gig-booking delivered, awaiting confirmation');
    expect(allowed(delivered, 'open_dispute', 'customer')).toBeNull();
    expect(allowed(delivered, 'confirm_receipt', 'customer')).toBeNull();
    const disputed = one('gig-booking in dispute');
    expect(disputed.disputeReason).not.toBeNull();
    expect(must(disputed.disputeOpenedAt).getTime()).toBeLessThanOrEqual(
      must(disputed.disputeDeadline).getTime(),
    );
    expect(allowed(disputed, 'contest_dispute', 'provider')).toBeNull();
    expect(allowed(disputed, 'resolve_refund', 'operator')).toBeNull();
    expect(allowed(one('item-purchase held, awaiting delivery'), 'deliver', 'provider')).toBeNull();
  });

  it("keeps each demo order's timeline whole: from checkout to its status, each step from the last one's state", async () => {
    for (const o of await server.db.select().from(orders)) {
      const events = await eventsOf(o.id);
      expect(events[0]?.fromStatus).toBe('awaiting_payment');
      events.forEach((e, i) => i > 0 && expect(e.fromStatus).toBe(events[i - 1]?.toStatus));
      expect(events.at(-1)?.toStatus).toBe(o.status);
      const times = events.map((e) => e.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('holds each pending item by its open order, and each order still in escrow by a captured sandbox intent', async () => {
    const items = await server.db.select().from(marketplaceItems);
    const all = await server.db.select().from(orders);
    const open = all.filter((o) => ['payment_held', 'in_dispute'].includes(o.status));
    for (const item of items) {
      const holders = open.filter((o) => o.marketplaceItemId === item.id);
      expect(holders).toHaveLength(item.status === 'pending' ? 1 : 0);
      if (item.status === 'sold')
        expect(all.find((o) => o.marketplaceItemId === item.id)?.status).toBe('funds_released');
    }
    expect(items.filter((i) => i.status === 'pending')).toHaveLength(1);
    for (const o of open) {
      const [intent] = await server.db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, must(o.paymentIntentId)));
      expect(intent).toMatchObject({
        status: 'succeeded',
        amountCents: o.totalAmountCents,
        amountCapturedCents: o.totalAmountCents,
        amountRefundedCents: 0,
        metadata: { orderId: String(o.id), kind: 'booking' },
      });
      expect(o.paymentProvider).toBe('sandbox');
    }
  });

  it('writes the ledger as the processes post it: every journal balances, escrow holds the held orders', async () => {
    await expectLedgerBalanced(server.db);
  });

  it('lists marketplace items across categories and conditions', async () => {
    const rows = await server.db.select().from(marketplaceItems);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((i) => i.category)).size).toBe(ITEM_CATEGORIES.length);
    expect(new Set(rows.map((i) => i.condition)).size).toBe(ITEM_CONDITIONS.length);
    expect(new Set(rows.map((i) => i.status))).toEqual(new Set(['available', 'pending', 'sold']));
  });

  it('gives part of the gigs a photo, stored as an upload of their provider and served from /uploads', async () => {
    const withImage = await server.db
      .select({ imageUrl: gigs.imageUrl, providerId: gigs.providerId })
      .from(gigs)
      .where(isNotNull(gigs.imageUrl));
    expect(withImage.length).toBe(SEED_GIGS.filter((g) => g.image).length);
    expect(withImage.length).toBeGreaterThanOrEqual(10);
    const rows = await server.db.select().from(uploads);
    const itemPhotoCount = SEED_ITEMS.reduce((n, i) => n + i.images.length, 0);
    expect(rows.length).toBe(withImage.length + itemPhotoCount);
    for (const { imageUrl, providerId } of withImage) {
      const key = must(/^\/uploads\/([0-9a-f]{64})\.webp$/.exec(must(imageUrl))?.[1], 'upload key');
      expect(rows.find((u) => u.key === key)?.ownerId).toBe(providerId);
      const display = await server.get(`/uploads/${key}.webp`);
      expect(display.status).toBe(200);
      expect(display.headers.get('content-type')).toBe('image/webp');
      const thumb = await server.get(`/uploads/${key}-thumb.webp`);
      expect(thumb.status).toBe(200);
      expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({
        width: 480,
        height: 320,
      });
    }
  });

  it('gives every item one to three photos, stored as uploads of its seller and served from /uploads', async () => {
    const items = await server.db
      .select({
        title: marketplaceItems.title,
        images: marketplaceItems.images,
        sellerId: marketplaceItems.sellerId,
      })
      .from(marketplaceItems);
    const owners = new Map((await server.db.select().from(uploads)).map((u) => [u.key, u.ownerId]));
    expect(items.length).toBe(SEED_ITEMS.length);
    for (const item of items) {
      const urls = must(item.images, `photos of ${item.title}`);
      expect(urls.length).toBeGreaterThanOrEqual(1);
      expect(urls.length).toBeLessThanOrEqual(3);
      expect(urls.length).toBe(must(SEED_ITEMS.find((i) => i.title === item.title)).images.length);
      for (const url of urls) {
        const key = must(/^\/uploads\/([0-9a-f]{64})\.webp$/.exec(url)?.[1], 'upload key');
        expect(owners.get(key)).toBe(item.sellerId);
        const thumb = await server.get(`/uploads/${key}-thumb.webp`);
        expect(thumb.status).toBe(200);
        expect(thumb.headers.get('content-type')).toBe('image/webp');
      }
    }
    // every photo is a different upload
    const all = items.flatMap((i) => i.images ?? []);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('seed images (backend/seed-images)', () => {
  it('holds a small display (1200x800) and thumbnail (480x320) WebP for each photo a gig names, once', async () => {
    const names = SEED_GIGS.flatMap((g) => (g.image ? [g.image] : []));
    expect(new Set(names).size).toBe(names.length);
    const files = (await readdir(seedImagesDir)).filter((f) => f.endsWith('.webp')).sort();
    expect(files).toEqual(names.flatMap((n) => [`${n}.webp`, `${n}-thumb.webp`]).sort());
    for (const name of names) {
      for (const [file, width, height] of [
        [`${name}.webp`, 1200, 800],
        [`${name}-thumb.webp`, 480, 320],
      ] as const) {
        const path = join(seedImagesDir, file);
        expect((await stat(path)).size).toBeLessThan(40_000);
        expect(await sharp(path).metadata()).toMatchObject({ format: 'webp', width, height });
      }
    }
    expect(await readFile(join(seedImagesDir, 'LICENSE'), 'utf8')).toMatch(/CC0/);
  });

  it('holds the same two sizes for each photo an item names (items/), once', async () => {
    const names = SEED_ITEMS.flatMap((i) => i.images);
    expect(new Set(names).size).toBe(names.length);
    const folder = join(seedImagesDir, ITEM_PHOTO_FOLDER);
    const files = (await readdir(folder)).filter((f) => f.endsWith('.webp')).sort();
    expect(files).toEqual(names.flatMap((n) => [`${n}.webp`, `${n}-thumb.webp`]).sort());
    for (const name of names) {
      for (const [file, width, height] of [
        [`${name}.webp`, 1200, 800],
        [`${name}-thumb.webp`, 480, 320],
      ] as const) {
        const path = join(folder, file);
        expect((await stat(path)).size).toBeLessThan(40_000);
        expect(await sharp(path).metadata()).toMatchObject({ format: 'webp', width, height });
      }
    }
  });
});
