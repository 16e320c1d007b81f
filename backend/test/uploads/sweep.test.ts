import { randomBytes } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { UploadReply } from '@campus/contracts';
import { api } from '@campus/contracts';
import { gigs, marketplaceItems, uploads, users } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { createServices } from '../../src/services';
import { UPLOAD_SWEEP_JOB } from '../../src/uploads/jobs';
import { createUploadService, type UploadService } from '../../src/uploads/service';
import { createDiskStorage } from '../../src/uploads/storage';
import { ownedUploadKey, UPLOAD_GRACE_MS, uploadKeyOf } from '../../src/uploads/urls';
import { signedIn, type Browser } from '../auth/browser';
import { json, must, startTestServer, type TestServer } from '../harness';
import { jpeg } from './images';

const log = createLogger('silent');
let server: TestServer;
let maya: Browser;
let mayaId: number;
let service: UploadService;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  maya = await signedIn(server);
  mayaId = must(
    (await server.db.select({ id: users.id }).from(users).where(eq(users.email, 'maya.chen@asu.edu')))[0],
  ).id;
  service = createUploadService({ db: server.db, storage: createDiskStorage(server.config.uploadDir), log });
});
afterAll(() => server.close());

let shade = 0;
/** A fresh upload of Maya's (each a picture of another colour), through the API; its key. */
async function newUpload(): Promise<string> {
  shade += 1;
  const colour = `rgb(${(shade * 37) % 256}, ${(shade * 91) % 256}, 64)`;
  const form = new FormData();
  form.append('image', new Blob([await jpeg(300, 200, colour)], { type: 'image/jpeg' }), 'p.jpg');
  const res = await fetch(server.url + api.upload.path, {
    method: 'POST',
    headers: { origin: server.url, cookie: maya.cookieHeader() },
    body: form,
  });
  expect(res.status).toBe(200);
  return must(uploadKeyOf((await json<UploadReply>(res)).file.url));
}

const url = (key: string) => `/uploads/${key}.webp`;
const files = async () => new Set(await readdir(server.config.uploadDir));
const hasFiles = async (key: string) => {
  const all = await files();
  return all.has(`${key}.webp`) && all.has(`${key}-thumb.webp`);
};
const hasNoFiles = async (key: string) => {
  const all = await files();
  return !all.has(`${key}.webp`) && !all.has(`${key}-thumb.webp`);
};
const rowKeys = async (keys: string[]) =>
  (await server.db.select({ key: uploads.key }).from(uploads).where(inArray(uploads.key, keys))).map(
    (r) => r.key,
  );

/** Makes uploads look as if they were made `hours` ago. */
async function age(keys: string[], hours: number) {
  await server.db
    .update(uploads)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(inArray(uploads.key, keys));
}

describe('the upload sweep', () => {
  it('deletes old uploads nobody references, rows and files, and keeps referenced and recent ones', async () => {
    const [onGig, onItem, onProfile, orphan, recent] = [
      await newUpload(),
      await newUpload(),
      await newUpload(),
      await newUpload(),
      await newUpload(),
    ] as [string, string, string, string, string];
    await age([onGig, onItem, onProfile, orphan], 25);
    await age([recent], 23);

    const gig = must(
      (await server.db.select({ id: gigs.id }).from(gigs).where(eq(gigs.providerId, mayaId)))[0],
    );
    await server.db
      .update(gigs)
      .set({ imageUrl: url(onGig) })
      .where(eq(gigs.id, gig.id));
    const item = must(
      (
        await server.db
          .select({ id: marketplaceItems.id, images: marketplaceItems.images })
          .from(marketplaceItems)
          .limit(1)
      )[0],
    );
    // added to the item's demo photos, which stay referenced
    await server.db
      .update(marketplaceItems)
      .set({ images: [...(item.images ?? []), 'https://example.edu/other.jpg', url(onItem)] })
      .where(eq(marketplaceItems.id, item.id));
    await server.db
      .update(users)
      .set({ profileImage: url(onProfile) })
      .where(eq(users.id, mayaId));

    const result = await service.sweep();
    expect(result.uploads).toBe(1);
    expect(await rowKeys([onGig, onItem, onProfile, orphan, recent])).toEqual(
      expect.arrayContaining([onGig, onItem, onProfile, recent]),
    );
    expect(await rowKeys([orphan])).toEqual([]);
    expect(await hasNoFiles(orphan)).toBe(true);
    for (const key of [onGig, onItem, onProfile, recent]) expect(await hasFiles(key)).toBe(true);

    // Once the gig lets go of its image, the next sweep takes it.
    await server.db.update(gigs).set({ imageUrl: null }).where(eq(gigs.id, gig.id));
    expect((await service.sweep()).uploads).toBe(1);
    expect(await rowKeys([onGig])).toEqual([]);
    expect(await hasNoFiles(onGig)).toBe(true);
  });

  it('keeps the seeded gig photos (their rows are referenced by the demo gigs)', async () => {
    const seeded = await server.db
      .select({ key: uploads.key })
      .from(uploads)
      .innerJoin(gigs, eq(gigs.imageUrl, sql`'/uploads/' || ${uploads.key} || '.webp'`));
    await service.sweep(new Date(Date.now() + 365 * 24 * 3600 * 1000));
    expect(await rowKeys(seeded.map((s) => s.key))).toHaveLength(seeded.length);
  });

  it('skips an upload that a write in progress is attaching (ownedUploadKey locks it)', async () => {
    const key = await newUpload();
    await age([key], 48);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((r) => (locked = r));
    const attach = server.db.transaction(async (tx) => {
      expect(await ownedUploadKey(tx, mayaId, url(key))).toBe(key);
      locked();
      await held;
      await tx
        .update(users)
        .set({ profileImage: url(key) })
        .where(eq(users.id, mayaId));
    });
    await isLocked;
    await service.sweep();
    expect(await rowKeys([key])).toEqual([key]);
    release();
    await attach;
    await service.sweep(); // now the profile image: referenced
    expect(await rowKeys([key])).toEqual([key]);
    expect(await hasFiles(key)).toBe(true);
  });

  it('refuses, in ownedUploadKey, an upload of another student and any URL that is not an upload', async () => {
    const key = await newUpload();
    expect(await ownedUploadKey(server.db, mayaId, url(key))).toBe(key);
    expect(await ownedUploadKey(server.db, mayaId + 1, url(key))).toBeNull();
    expect(await ownedUploadKey(server.db, mayaId, `/uploads/${key}-thumb.webp`)).toBeNull();
    expect(await ownedUploadKey(server.db, mayaId, `https://evil.example${url(key)}`)).toBeNull();
    expect(await ownedUploadKey(server.db, mayaId, url('0'.repeat(64)))).toBeNull();
  });

  it('deletes old files that no row owns, and leaves fresh ones and files that are not uploads', async () => {
    const dir = server.config.uploadDir;
    await mkdir(dir, { recursive: true });
    const stray = randomBytes(32).toString('hex');
    const fresh = randomBytes(32).toString('hex');
    const old = new Date(Date.now() - UPLOAD_GRACE_MS - 60_000);
    const put = async (name: string, when?: Date) => {
      await writeFile(join(dir, name), 'x');
      if (when) await utimes(join(dir, name), when, when);
    };
    await put(`${stray}.webp`, old);
    await put(`${stray}-thumb.webp`, old);
    await put(`.${stray}.webp.0123456789abcdef.tmp`, old);
    await put(`${fresh}.webp`);
    await put('campus-logo.png', old);

    const result = await service.sweep();
    expect(result.strayFiles).toBe(3);
    const left = await files();
    expect(left.has(`${stray}.webp`) || left.has(`${stray}-thumb.webp`)).toBe(false);
    expect(left.has(`.${stray}.webp.0123456789abcdef.tmp`)).toBe(false);
    expect(left.has(`${fresh}.webp`)).toBe(true);
    expect(left.has('campus-logo.png')).toBe(true);
  });

  it('runs as the job runner\'s "uploads-sweep" job', async () => {
    const orphan = await newUpload();
    await age([orphan], 30);
    const services = createServices({ db: server.db, config: server.config, log });
    await services.jobs.start();
    try {
      await services.jobs.send(UPLOAD_SWEEP_JOB, {});
      const deadline = Date.now() + 20_000;
      while ((await rowKeys([orphan])).length > 0) {
        if (Date.now() > deadline) throw new Error('the sweep job did not run');
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await hasNoFiles(orphan)).toBe(true);
    } finally {
      await services.jobs.stop();
    }
  });
});
