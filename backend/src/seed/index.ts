import { count, sql } from 'drizzle-orm';
import { toCents } from '@campus/contracts';
import { hashPassword } from '../auth/passwords';
import { gigs, marketplaceItems, reviews, uploads, users } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { recomputeProviderRatings } from '../reviews/service';
import { SEED_GIGS } from './gigs';
import { itemPhotoName, loadSeedPhotos, type InstallPhoto, type SeedImageDirs } from './images';
import { SEED_ITEMS } from './items';
import { insertDemoOrders, released, writeDemoOrder } from './orders';
import { SEED_REVIEWS } from './reviews';
import { universityWithDomain } from './universities';
import { SEED_USERS } from './users';

/** Every demo account signs in with this password (documented in the README). */
export const DEMO_PASSWORD = 'campus123';

const DAY = 86_400_000;
/** Any constant: serialises concurrent first starts of several instances on one database. */
const SEED_LOCK = 727_274_001;

export const demoEmail = (u: { firstName: string; lastName: string; domain: string }) =>
  `${u.firstName}.${u.lastName}@${u.domain}`.toLowerCase();

export interface SeedOptions {
  now?: Date;
  /**
   * Gives part of the demo gigs their photo and every demo item one to three photos
   * (backend/seed-images), installed as uploads of their providers and sellers in `storage`.
   * Without it no demo gig or item has an image.
   */
  images?: SeedImageDirs;
}

/**
 * Fills an empty database with demo students, gigs in every category (some with photos), reviewed
 * orders, marketplace items and demo orders at every stage of the order processes (orders.ts). Does
 * nothing when any user exists. Returns whether it seeded.
 */
export async function seedDemoData(db: Db, { now = new Date(), images }: SeedOptions = {}): Promise<boolean> {
  if (await hasUsers(db)) return false;
  // The photos are read while the password is hashed (once, shared by every demo account).
  const [passwordHash, installPhoto] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    images
      ? loadSeedPhotos(images, [
          ...SEED_GIGS.flatMap((g) => (g.image ? [g.image] : [])),
          ...SEED_ITEMS.flatMap((i) => i.images.map(itemPhotoName)),
        ])
      : undefined,
  ]);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return false;
    await insertAll(tx, passwordHash, now.getTime(), installPhoto);
    return true;
  });
}

async function hasUsers(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

async function insertAll(
  tx: Tx,
  passwordHash: string,
  now: number,
  installPhoto: InstallPhoto | undefined,
): Promise<void> {
  const ago = (days: number) => new Date(now - days * DAY);

  const userIds = (
    await tx
      .insert(users)
      .values(
        SEED_USERS.map((u) => ({
          username: `${u.firstName}.${u.lastName}`.toLowerCase(),
          email: demoEmail(u),
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          university: universityWithDomain(u.university, u.domain).name,
          bio: u.bio,
          phoneNumber: u.phoneNumber ?? null,
          skills: u.skills,
          isVerified: true,
          isProfileComplete: true,
          authProvider: 'email',
          createdAt: ago(u.joinedDaysAgo),
        })),
      )
      .returning({ id: users.id })
  ).map((r) => r.id);
  const userId = (index: number) => {
    const id = userIds[index];
    if (id === undefined) throw new Error(`Seed data: no user #${index}`);
    return id;
  };

  // Photos are stored as uploads of their gig's provider or item's seller: their files are written
  // while the rows go in (a rollback leaves files without a row, which the upload sweep removes).
  const photos = SEED_GIGS.map((g) => {
    if (!g.image || !installPhoto) return undefined;
    const ownerId = userId(g.provider);
    return { ownerId, createdAt: ago(g.postedDaysAgo), ...installPhoto(g.image, ownerId) };
  });
  const itemPhotos = SEED_ITEMS.map((i) => {
    if (!installPhoto) return [];
    const ownerId = userId(i.seller);
    return i.images.map((name) => ({
      ownerId,
      createdAt: ago(i.postedDaysAgo),
      ...installPhoto(itemPhotoName(name), ownerId),
    }));
  });
  const allPhotos = [...photos.flatMap((p) => (p ? [p] : [])), ...itemPhotos.flat()];
  const photosStored = Promise.all(allPhotos.map((p) => p.stored));
  photosStored.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
  const photoUploads = allPhotos.map((p) => ({ ownerId: p.ownerId, key: p.key, createdAt: p.createdAt }));
  if (photoUploads.length > 0) await tx.insert(uploads).values(photoUploads);

  const gigRows = await tx
    .insert(gigs)
    .values(
      SEED_GIGS.map((g, i) => ({
        title: g.title,
        description: g.description,
        priceCents: toCents(g.price),
        category: g.category,
        providerId: userId(g.provider),
        location: g.location ?? null,
        tags: g.tags ?? [],
        imageUrl: photos[i]?.url ?? null,
        createdAt: ago(g.postedDaysAgo),
      })),
    )
    .returning({ id: gigs.id, providerId: gigs.providerId, priceCents: gigs.priceCents });

  // Each review is of a finished order: booked, delivered, confirmed and paid out, as the gig booking
  // process takes it (writeDemoOrder), within its windows (delivered, then confirmed, a day or so apart).
  for (const r of SEED_REVIEWS) {
    const gig = gigRows[r.gig];
    const seedGig = SEED_GIGS[r.gig];
    if (!gig || !seedGig) throw new Error(`Seed data: no gig #${r.gig}`);
    const customerId = userId(r.reviewer);
    if (customerId === gig.providerId) throw new Error(`Seed data: review #${r.gig} by its own provider`);
    const postedAt = ago(seedGig.postedDaysAgo);
    const reviewedAt = ago(seedGig.postedDaysAgo * (1 - r.at));
    const confirmedAt = new Date(reviewedAt.getTime() - 3_600_000);
    const bookedAt = new Date(
      Math.max((reviewedAt.getTime() + postedAt.getTime()) / 2, confirmedAt.getTime() - 3 * DAY),
    );
    const deliveredAt = new Date((bookedAt.getTime() + confirmedAt.getTime()) / 2);
    const order = await writeDemoOrder(tx, {
      process: 'gig-booking',
      customerId,
      providerId: gig.providerId,
      gigId: gig.id,
      itemId: null,
      priceCents: gig.priceCents,
      openedAt: bookedAt,
      steps: released(bookedAt, deliveredAt, confirmedAt),
    });
    await tx.insert(reviews).values({
      gigId: gig.id,
      orderId: order.id,
      reviewerId: customerId,
      providerId: gig.providerId,
      rating: r.rating,
      comment: r.comment,
      createdAt: reviewedAt,
    });
  }
  await recomputeProviderRatings(tx);

  const itemRows = await tx
    .insert(marketplaceItems)
    .values(
      SEED_ITEMS.map((i, n) => ({
        title: i.title,
        description: i.description,
        priceCents: toCents(i.price),
        category: i.category,
        condition: i.condition,
        sellerId: userId(i.seller),
        location: i.location ?? null,
        status: i.status ?? 'available',
        images: itemPhotos[n]?.length ? itemPhotos[n].map((p) => p.url) : null,
        createdAt: ago(i.postedDaysAgo),
      })),
    )
    .returning({
      id: marketplaceItems.id,
      sellerId: marketplaceItems.sellerId,
      priceCents: marketplaceItems.priceCents,
    });
  await insertDemoOrders(tx, { userId, gigs: gigRows, items: itemRows }, now);
  await photosStored;
}
