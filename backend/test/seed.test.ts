import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { count, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { ITEM_CATEGORIES, ITEM_CONDITIONS, SERVICE_CATEGORIES } from '@campus/contracts';
import { gigs, marketplaceItems, orderEvents, orders, reviews, uploads, users } from '../src/db/schema';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { SEED_GIGS } from '../src/seed/gigs';
import { ITEM_PHOTO_FOLDER } from '../src/seed/images';
import { SEED_ITEMS } from '../src/seed/items';
import { UNIVERSITIES } from '../src/seed/universities';
import { must, seedImagesDir, startTestServer, type TestServer } from './harness';

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

describe('demo seed', () => {
  const images = () => ({ from: seedImagesDir, uploadDir: server.config.uploadDir });

  it('fills an empty database once, and only once', async () => {
    expect(await seedDemoData(server.db, { images: images() })).toBe(true);
    const first = await counts();
    expect(first).toEqual({
      users: 12,
      gigs: expect.any(Number),
      reviews: expect.any(Number),
      orders: first.reviews,
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

  it('gives every released demo order its timeline: authorised, captured, confirmed, released', async () => {
    const rows = await server.db.select().from(orders);
    expect(rows.length).toBeGreaterThan(0);
    for (const order of rows) {
      const events = await server.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(orderEvents.id);
      expect(events.map((e) => [e.transition, e.actorKind, e.fromStatus, e.toStatus])).toEqual([
        ['authorise', 'customer', 'awaiting_payment', 'payment_processing'],
        ['capture', 'customer', 'payment_processing', 'payment_held'],
        ['confirm_receipt', 'customer', 'payment_held', 'confirmed_completed'],
        ['release_funds', 'system', 'confirmed_completed', 'funds_released'],
      ]);
      expect(events.at(-1)?.toStatus).toBe(order.status);
      expect(events[0]?.actorId).toBe(order.customerId);
    }
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
