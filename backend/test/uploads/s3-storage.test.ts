import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { UploadReply } from '@campus/contracts';
import { api } from '@campus/contracts';
import { createApp } from '../../src/app';
import { ConfigError, loadConfig } from '../../src/config';
import { freePort } from '../../src/db/embedded';
import { gigs, uploads } from '../../src/db/schema';
import { createHttpServer } from '../../src/http/server';
import { createS3Storage } from '../../src/uploads/s3-storage';
import { createDiskStorage, type UploadStorage } from '../../src/uploads/storage';
import { uploadKeyOf } from '../../src/uploads/urls';
import type { Browser } from '../auth/browser';
import { json, must, startTestServer, type TestServer } from '../harness';
import { MAYA, startLiveCluster, student, type LiveCluster, type LiveServer } from '../messages/live';
import { rawRequest } from '../raw-http';
import { backendDir } from '../support/paths';
import { startS3Server, type S3Server } from '../support/s3-server';
import { jpeg } from './images';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

const bytesOf = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const collect = async (storage: UploadStorage) => {
  const files = [];
  for await (const file of storage.list()) files.push(file);
  return files.sort((a, b) => a.name.localeCompare(b.name));
};
/** A fresh upload-shaped name (`<64 hex>.webp`). */
const uploadName = (suffix = '') => `${randomBytes(32).toString('hex')}${suffix}.webp`;

const tempDirs: string[] = [];
afterAll(async () => {
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});
let prefixes = 0;

/** The storage contract, the same for both implementations. */
describe.each([
  [
    'local disk',
    async (): Promise<UploadStorage> => {
      const dir = await mkdtemp(join(tmpdir(), 'campus-store-'));
      tempDirs.push(dir);
      return createDiskStorage(join(dir, 'uploads'));
    },
  ],
  [
    'S3 bucket',
    // each test under its own prefix, listed two keys a page so every listing turns pages
    (): Promise<UploadStorage> =>
      Promise.resolve(createS3Storage({ ...s3.settings(`contract-${++prefixes}/`), listPageSize: 2 })),
  ],
])('the upload storage on a %s', (_kind, make) => {
  it('reads back what it stored: the bytes, their size, its time and an entity tag; a put replaces', async () => {
    const storage = await make();
    const name = uploadName();
    const before = Date.now();
    await storage.put(name, Buffer.from('first version'));
    const first = must(await storage.open(name));
    expect(await bytesOf(first.body)).toEqual(Buffer.from('first version'));
    expect(first.size).toBe('first version'.length);
    // stores keep whole seconds (Last-Modified has no more)
    expect(first.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(first.etag).toMatch(/^(W\/)?".+"$/);
    expect(await storage.exists(name)).toBe(true);

    await storage.put(name, Buffer.from('the second, longer version'));
    const second = must(await storage.open(name));
    expect(await bytesOf(second.body)).toEqual(Buffer.from('the second, longer version'));
    expect(second.size).toBe('the second, longer version'.length);
    expect(second.etag).not.toBe(first.etag);
  });

  it('answers null and false for a missing file, and deleting one is no error', async () => {
    const storage = await make();
    const name = uploadName();
    expect(await storage.open(name)).toBeNull();
    expect(await storage.exists(name)).toBe(false);
    await expect(storage.delete(name)).resolves.toBeUndefined();
    expect(await collect(storage)).toEqual([]);
  });

  it('deletes a file: gone from reads and from the list', async () => {
    const storage = await make();
    const [kept, deleted] = [uploadName(), uploadName('-thumb')];
    await storage.put(kept, Buffer.from('kept'));
    await storage.put(deleted, Buffer.from('deleted'));
    await storage.delete(deleted);
    expect(await storage.open(deleted)).toBeNull();
    expect(await storage.exists(deleted)).toBe(false);
    expect((await collect(storage)).map((f) => f.name)).toEqual([kept]);
  });

  it('lists every file with its modification time (five files, more than one page)', async () => {
    const storage = await make();
    const names = Array.from({ length: 5 }, () => uploadName()).sort();
    const before = Date.now();
    for (const name of names) await storage.put(name, Buffer.from(name));
    const files = await collect(storage);
    expect(files.map((f) => f.name)).toEqual(names);
    for (const file of files) {
      expect(typeof file.modifiedAt.getTime()).toBe('number');
      expect(file.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
      expect(file.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it.each(['../escape.webp', 'a/b.webp', '', '..', 'x/../../y.webp'])(
    'refuses a name that is not flat: %j',
    async (name) => {
      const storage = await make();
      await expect(storage.put(name, Buffer.from('x'))).rejects.toThrow(/not a storable file name/);
      await expect(storage.open(name)).rejects.toThrow(/not a storable file name/);
    },
  );
});

describe('the S3 bucket', () => {
  it('keeps its files under S3_KEY_PREFIX and lists nothing else of the bucket', async () => {
    const storage = createS3Storage({ ...s3.settings('campus/uploads/'), listPageSize: 2 });
    const name = uploadName();
    await storage.put(name, Buffer.from('mine'));
    expect(await s3.keys('campus/uploads/')).toEqual([`campus/uploads/${name}`]);
    await s3.putObject(`campus/uploads/nested/${uploadName()}`, Buffer.from('a folder below'));
    await s3.putObject(`campus/other/${uploadName()}`, Buffer.from('another prefix'));
    expect((await collect(storage)).map((f) => f.name)).toEqual([name]);
  });
});

describe('UPLOAD_STORAGE=s3 settings', () => {
  const load = (env: Record<string, string>) => loadConfig(env, { repoRoot: backendDir });

  it('are read into config.s3, the prefix ending in a slash', () => {
    const config = load({ ...s3.env('campus/uploads'), UPLOAD_PUBLIC_URL: 'https://cdn.example.edu/up/' });
    expect(config.uploadStorage).toBe('s3');
    expect(config.s3).toEqual({ ...s3.settings('campus/uploads/') });
    expect(config.uploadPublicUrl).toBe('https://cdn.example.edu/up');
    expect(load({}).s3).toBeUndefined();
  });

  it('stop the start when missing, listing what is missing', () => {
    expect(() => load({ UPLOAD_STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => load({ UPLOAD_STORAGE: 's3' })).toThrow(/UPLOAD_STORAGE=s3 needs S3_BUCKET, S3_REGION/);
    expect(() =>
      load({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => load({ UPLOAD_STORAGE: 'ftp' })).toThrow(/UPLOAD_STORAGE/);
    expect(() => load({ UPLOAD_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/UPLOAD_PUBLIC_URL/);
    // without keys the SDK's own chain (a machine's role) is used
    expect(load({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'r' }).s3).toMatchObject({
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
  });
});

/** POST /api/upload of a fresh picture (each of another colour) as `browser` to `server`. */
let shade = 0;
async function postPicture(server: Pick<LiveServer, 'url'>, browser: Browser): Promise<Response> {
  shade += 1;
  const form = new FormData();
  const picture = await jpeg(300, 200, `rgb(${(shade * 53) % 256}, 90, ${(shade * 29) % 256})`);
  form.append('image', new Blob([picture], { type: 'image/jpeg' }), 'p.jpg');
  return fetch(server.url + api.upload.path, {
    method: 'POST',
    headers: { origin: server.url, cookie: browser.cookieHeader() },
    body: form,
  });
}

/** Uploads a fresh picture; the upload's key. */
async function upload(server: Pick<LiveServer, 'url'>, browser: Browser): Promise<string> {
  const res = await postPicture(server, browser);
  expect(res.status).toBe(200);
  return must(uploadKeyOf((await json<UploadReply>(res)).file.url));
}

const filesOnDisk = async (dir: string) => readdir(dir).catch(() => [] as string[]);

describe('two instances on one S3 bucket (different DATA_DIRs, one database)', () => {
  let cluster: LiveCluster;
  let a: LiveServer;
  let b: LiveServer;
  let maya: Browser;

  beforeAll(async () => {
    cluster = await startLiveCluster({ instances: 2, env: s3.env('two/') });
    [a, b] = cluster.servers as [LiveServer, LiveServer];
    maya = await student(a, MAYA);
  });
  afterAll(() => cluster?.close());

  it('serves on B what was uploaded on A, with the same headers as from disk', async () => {
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
    const key = await upload(a, maya);
    const stored = must(await s3.getObject(`two/${key}.webp`));
    expect(await s3.hasObject(`two/${key}-thumb.webp`)).toBe(true);

    const res = await fetch(`${b.url}/uploads/${key}.webp`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(stored);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-length')).toBe(String(stored.length));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('last-modified')).toMatch(/GMT$/);
    const etag = must(res.headers.get('etag'));

    // the store's entity tag: the same on every instance, so a browser's copy stays good on either
    // (raw HTTP: fetch adds `Cache-Control: no-cache` to a conditional request, which no server answers with 304)
    for (const server of [a, b]) {
      const again = await rawRequest(server.url, `/uploads/${key}.webp`, {
        headers: { 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    const thumb = await fetch(`${b.url}/uploads/${key}-thumb.webp`, { method: 'HEAD' });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');

    // nothing went to either instance's disk
    expect(await filesOnDisk(a.config.uploadDir)).toEqual([]);
    expect(await filesOnDisk(b.config.uploadDir)).toEqual([]);
  });

  it('has the demo photos of the seed in the bucket, served by both', async () => {
    const [gig] = await cluster.db
      .select({ imageUrl: gigs.imageUrl })
      .from(gigs)
      .where(isNotNull(gigs.imageUrl));
    const url = must(gig?.imageUrl);
    for (const server of [a, b]) expect((await fetch(server.url + url)).status).toBe(200);
    expect(await s3.hasObject(`two/${url.slice('/uploads/'.length)}`)).toBe(true);
  });

  it('sweeps an unreferenced upload after the grace period: gone from the bucket, 404 on both', async () => {
    const key = await upload(a, maya);
    // within the grace period it stays
    expect((await b.services.uploads.sweep()).uploads).toBe(0);
    expect(await s3.hasObject(`two/${key}.webp`)).toBe(true);

    await cluster.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(uploads.key, key));
    // the sweep runs on whichever instance claims the job: here B, for an upload made on A
    expect((await b.services.uploads.sweep()).uploads).toBe(1);
    expect(await s3.hasObject(`two/${key}.webp`)).toBe(false);
    expect(await s3.hasObject(`two/${key}-thumb.webp`)).toBe(false);
    for (const server of [a, b]) expect((await fetch(`${server.url}/uploads/${key}.webp`)).status).toBe(404);
    // the demo photos, referenced by the demo gigs and items, stay
    const [gig] = await cluster.db
      .select({ imageUrl: gigs.imageUrl })
      .from(gigs)
      .where(isNotNull(gigs.imageUrl));
    expect((await fetch(b.url + must(gig?.imageUrl))).status).toBe(200);
  });

  it('removes the files of a failed upload (no row) from the bucket', async () => {
    const name = uploadName();
    const key = name.slice(0, 64);
    await a.services.uploads.storage.put(name, Buffer.from('written before the request failed'));
    await a.services.uploads.storage.put(`${key}-thumb.webp`, Buffer.from('its thumbnail'));
    await b.services.uploads.discardUnsaved(key);
    expect(await s3.keys(`two/${key}`)).toEqual([]);
  });

  it('sweeps stray objects no row owns once past the grace period (LastModified), and nothing else', async () => {
    const stray = uploadName();
    const strayThumb = `${stray.slice(0, 64)}-thumb.webp`;
    const fresh = uploadName();
    const outside = `elsewhere/${uploadName()}`;
    await s3.putObject(`two/${stray}`, Buffer.from('left by a crash'));
    await s3.putObject(`two/${strayThumb}`, Buffer.from('its thumbnail'));
    await s3.putObject(`two/${fresh}`, Buffer.from('an upload in progress, maybe'));
    await s3.putObject('two/notes.txt', Buffer.from('not an upload'));
    await s3.putObject(outside, Buffer.from('outside the prefix'));
    // an upload with its row, however old its files
    const owned = await upload(a, maya);
    for (const key of [`two/${stray}`, `two/${strayThumb}`, 'two/notes.txt', outside, `two/${owned}.webp`])
      await s3.age(key, 25);
    await s3.age(`two/${fresh}`, 23);

    const result = await a.services.uploads.sweep();
    expect(result.strayFiles).toBe(2);
    expect(await s3.hasObject(`two/${stray}`)).toBe(false);
    expect(await s3.hasObject(`two/${strayThumb}`)).toBe(false);
    expect(await s3.hasObject(`two/${fresh}`)).toBe(true);
    expect(await s3.hasObject('two/notes.txt')).toBe(true);
    expect(await s3.hasObject(outside)).toBe(true);
    expect(await s3.hasObject(`two/${owned}.webp`)).toBe(true);
    expect((await fetch(`${b.url}/uploads/${owned}.webp`)).status).toBe(200);
  });

  it('answers 404 for names that are not an upload, without asking the store', async () => {
    for (const path of [
      '/uploads/notes.txt',
      '/uploads/..%2fnotes.txt',
      '/uploads/',
      `/uploads/${'ab'.repeat(32)}.webp`,
    ])
      expect((await fetch(b.url + path)).status).toBe(404);
  });
});

describe('UPLOAD_PUBLIC_URL: straight from the store', () => {
  let server: TestServer;
  let publicUrl: string;

  beforeAll(async () => {
    publicUrl = `${s3.endpoint}/${s3.bucket}/public`;
    server = await startTestServer({
      seed: true,
      env: { ...s3.env('public/'), UPLOAD_PUBLIC_URL: `${publicUrl}/` },
    });
  });
  afterAll(() => server?.close());

  it('redirects /uploads/<name> to the public URL, which serves the stored bytes', async () => {
    const maya = await student(server, MAYA);
    const key = await upload(server, maya);
    const res = await fetch(`${server.url}/uploads/${key}.webp`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${publicUrl}/${key}.webp`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");

    // the bucket answers the browser itself, with what the product stored along
    const direct = await fetch(must(res.headers.get('location')));
    expect(direct.status).toBe(200);
    expect(Buffer.from(await direct.arrayBuffer())).toEqual(must(await s3.getObject(`public/${key}.webp`)));
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // the stored URL stays /uploads/..., and names that are not an upload's are not redirected
    expect((await fetch(`${server.url}/uploads/notes.txt`, { redirect: 'manual' })).status).toBe(404);
  });

  it("lets the pages load images from the public URL's origin (img-src), and nothing else from it", async () => {
    const res = await fetch(`${server.url}/gigs`, { headers: { accept: 'text/html' } });
    const policy = must(res.headers.get('content-security-policy'));
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('img-src').split(' ')).toContain(s3.endpoint);
    expect(directive('script-src')).not.toContain(s3.endpoint);
    expect(directive('connect-src')).not.toContain(s3.endpoint);
  });
});

describe('a store that does not answer', () => {
  let server: TestServer;
  let down: Server;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer({ seed: true, env: s3.env('down/') });
    // the same product and database, its bucket's address a port nothing listens on
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const config = { ...server.config, s3: { ...must(server.config.s3), endpoint } };
    down = createHttpServer(createApp({ db: server.db, config }));
    await new Promise<void>((ok) => down.listen(0, '127.0.0.1', ok));
    url = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    down?.close();
    await server?.close();
  });

  it('turns an upload away with 503 and Retry-After, leaving no row; serving is 503 too', async () => {
    const maya = await student({ url }, MAYA);
    const rows = await server.db.select({ key: uploads.key }).from(uploads);
    const res = await postPicture({ url }, maya);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(await server.db.select({ key: uploads.key }).from(uploads)).toEqual(rows);
    const seeded = must(rows[0]).key;
    expect((await fetch(`${url}/uploads/${seeded}.webp`)).status).toBe(503);
    // the instance that reaches the store still serves it
    expect((await fetch(`${server.url}/uploads/${seeded}.webp`)).status).toBe(200);
  });
});
