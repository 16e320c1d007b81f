import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { api, type UploadReply } from '@campus/contracts';
import { createApp } from '../../src/app';
import { uploads, users } from '../../src/db/schema';
import { createHttpServer } from '../../src/http/server';
import { createLogger } from '../../src/logger';
import { createServices } from '../../src/services';
import { FILE_TOO_LARGE, NOT_AN_IMAGE, sniffImageType, TOO_MANY_PIXELS } from '../../src/uploads/image';
import { createUploadService } from '../../src/uploads/service';
import { createDiskStorage, type UploadStorage } from '../../src/uploads/storage';
import { MAX_UPLOAD_BYTES, thumbnailUrl } from '../../src/uploads/urls';
import { signedIn, type Browser } from '../auth/browser';
import { json, must, startTestServer, type TestServer } from '../harness';
import { rawRequest, headOnly as sendHeadOnly } from '../raw-http';
import {
  bombPng,
  gif,
  HTML_PAGE,
  jpeg,
  jpegZipPolyglot,
  LEAKY_MAKE,
  padded,
  PDF,
  phoneJpeg,
  png,
  SVG_WITH_SCRIPT,
  TEXT,
  tiff,
  webp,
  ZIP_MAGIC,
} from './images';

let server: TestServer;
let maya: Browser;
let jordan: Browser;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  maya = await signedIn(server);
  jordan = await signedIn(server, 'jordan.alvarez@asu.edu');
});
afterAll(() => server.close());

interface Part {
  bytes: Buffer;
  filename?: string;
  type?: string;
  field?: string;
}

/** POST /api/upload as a browser's form would send it (multipart), signed in as `who` or not. */
function upload(
  who: Browser | null,
  { bytes, filename = 'photo.jpg', type = 'image/jpeg', field = 'image' }: Part,
) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  return fetch(server.url + api.upload.path, {
    method: 'POST',
    headers: { origin: server.url, ...(who ? { cookie: who.cookieHeader() } : {}) },
    body: form,
  });
}

const userId = async (email: string) =>
  must((await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]).id;
const rowsOf = async (email: string) =>
  server.db
    .select()
    .from(uploads)
    .where(eq(uploads.ownerId, await userId(email)));
const storedFiles = async () => (await readdir(server.config.uploadDir).catch(() => [])).sort();
const fetchBytes = async (path: string) => Buffer.from(await (await server.get(path)).arrayBuffer());

async function expectRefused(res: Response, status: number, message: string) {
  expect({ status: res.status, body: await res.json() }).toEqual({ status, body: { message } });
}

/** An upload's head announcing a body that never comes: the status line of the answer. */
const headOnly = (headers: Record<string, string>) =>
  sendHeadOnly(server.url, 'POST', api.upload.path, headers);

describe('POST /api/upload: who may upload', () => {
  it("refuses a visitor's 6 MB upload with 401 before reading it", async () => {
    const status = await headOnly({
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(6 * 1024 * 1024),
    });
    expect(status).toBe('HTTP/1.1 401 Unauthorized');
  });

  it("refuses a visitor's image (401) and stores nothing", async () => {
    const before = await storedFiles();
    await expectRefused(await upload(null, { bytes: await jpeg() }), 401, 'Authentication required');
    expect(await storedFiles()).toEqual(before);
  });
});

describe('POST /api/upload: accepted images', () => {
  it.each([
    ['JPEG', jpeg, 'image/jpeg'],
    ['PNG', png, 'image/png'],
    ['WebP', webp, 'image/webp'],
    ['GIF', gif, 'image/gif'],
  ])(
    're-encodes a %s into a 1200x800 WebP and a 480x320 thumbnail, owned by the uploader',
    async (_, make, type) => {
      const res = await upload(maya, { bytes: await make(), type, filename: `photo.${type.slice(6)}` });
      expect(res.status).toBe(200);
      const { file } = api.upload.reply.parse(await res.json()) as UploadReply;
      expect(file.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
      expect(file.thumbnailUrl).toBe(thumbnailUrl(file.url));
      expect([file.width, file.height]).toEqual([1200, 800]);

      const key = file.url.slice('/uploads/'.length, -'.webp'.length);
      const row = must(
        (await rowsOf('maya.chen@asu.edu')).find((r) => r.key === key),
        'upload row',
      );
      expect(row.ownerId).toBe(await userId('maya.chen@asu.edu'));

      const display = await sharp(await fetchBytes(file.url)).metadata();
      expect([display.format, display.width, display.height]).toEqual(['webp', 1200, 800]);
      const thumb = await sharp(await fetchBytes(file.thumbnailUrl)).metadata();
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 480, 320]);
    },
  );

  it('decides the type from the bytes: a PNG named notes.txt and sent as text/plain is an image', async () => {
    const res = await upload(maya, { bytes: await png(300, 200), filename: 'notes.txt', type: 'text/plain' });
    expect(res.status).toBe(200);
  });

  it('turns the photo upright and removes every bit of metadata (EXIF, GPS, camera)', async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(must(before.exif).includes(LEAKY_MAKE)).toBe(true);
    // the GPS sub-directory tag (0x8825) is there, little- or big-endian
    expect(
      must(before.exif).includes(Buffer.from([0x25, 0x88])) ||
        must(before.exif).includes(Buffer.from([0x88, 0x25])),
    ).toBe(true);

    const res = await upload(maya, { bytes: original });
    expect(res.status).toBe(200);
    const { file } = await json<UploadReply>(res);
    for (const url of [file.url, file.thumbnailUrl]) {
      const stored = await fetchBytes(url);
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(stored.includes(LEAKY_MAKE)).toBe(false);
      expect(stored.includes('Exif')).toBe(false);

      // Upright, the photo is red above blue; as stored, red left of blue. Either way the crop keeps
      // a band across the middle: upright, its left and right ends are the same colour.
      const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => {
        const i = (y * info.width + x) * info.channels;
        return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      };
      const y = Math.floor(info.height / 2);
      const left = at(Math.floor(info.width * 0.1), y);
      const right = at(Math.floor(info.width * 0.9), y);
      expect(Math.abs((left[0] ?? 0) - (right[0] ?? 0))).toBeLessThan(40);
      expect(Math.abs((left[2] ?? 0) - (right[2] ?? 0))).toBeLessThan(40);
    }
  });

  it('re-encodes a JPEG/ZIP polyglot: the stored image is a plain WebP without the archive', async () => {
    const polyglot = await jpegZipPolyglot();
    expect(polyglot.includes(ZIP_MAGIC)).toBe(true);
    const res = await upload(maya, { bytes: polyglot, filename: 'holiday.jpg' });
    expect(res.status).toBe(200);
    const { file } = await json<UploadReply>(res);
    for (const url of [file.url, file.thumbnailUrl]) {
      const stored = await fetchBytes(url);
      expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(stored.includes(ZIP_MAGIC)).toBe(false);
      expect(stored.includes('<script>')).toBe(false);
    }
  });

  it('gives one student the same upload for the same image, and another student their own', async () => {
    const image = await jpeg(640, 480);
    const first = await json<UploadReply>(await upload(maya, { bytes: image }));
    const again = await json<UploadReply>(await upload(maya, { bytes: image }));
    const other = await json<UploadReply>(await upload(jordan, { bytes: image }));
    expect(again.file.url).toBe(first.file.url);
    expect(other.file.url).not.toBe(first.file.url);
    const key = (url: string) => url.slice('/uploads/'.length, -'.webp'.length);
    expect((await rowsOf('maya.chen@asu.edu')).filter((r) => r.key === key(first.file.url))).toHaveLength(1);
    expect((await rowsOf('jordan.alvarez@asu.edu')).map((r) => r.key)).toContain(key(other.file.url));
  });
});

describe('sniffImageType', () => {
  it('names the type from the first bytes, whatever the file claims, and only the four it takes', async () => {
    expect(sniffImageType(await jpeg())).toBe('jpeg');
    expect(sniffImageType(await png())).toBe('png');
    expect(sniffImageType(await webp())).toBe('webp');
    expect(sniffImageType(await gif())).toBe('gif');
    expect(sniffImageType(await jpegZipPolyglot())).toBe('jpeg');
    for (const other of [
      await tiff(),
      SVG_WITH_SCRIPT,
      HTML_PAGE,
      PDF,
      TEXT,
      Buffer.alloc(0),
      Buffer.from([0xff, 0xd8]),
    ])
      expect(sniffImageType(other)).toBeNull();
  });
});

describe('POST /api/upload: refused files', () => {
  it.each<[string, () => Buffer | Promise<Buffer>, string, string]>([
    ['an SVG with a script', () => SVG_WITH_SCRIPT, 'drawing.svg', 'image/svg+xml'],
    ['an HTML page named .jpg', () => HTML_PAGE, 'photo.jpg', 'image/jpeg'],
    ['a PDF', () => PDF, 'photo.png', 'image/png'],
    ['a text file renamed .png', () => TEXT, 'photo.png', 'image/png'],
    ['a TIFF (an image, not one of the four types)', () => tiff(), 'photo.tiff', 'image/tiff'],
    [
      'a JPEG cut after its header',
      () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
      'cut.jpg',
      'image/jpeg',
    ],
  ])('refuses %s with 415 and stores nothing', async (_, make, filename, type) => {
    const bytes = await make();
    const before = { rows: (await rowsOf('maya.chen@asu.edu')).length, files: await storedFiles() };
    await expectRefused(await upload(maya, { bytes, filename, type }), 415, NOT_AN_IMAGE);
    expect({ rows: (await rowsOf('maya.chen@asu.edu')).length, files: await storedFiles() }).toEqual(before);
  });

  it('refuses a decompression bomb (20000x20000 PNG of a few KB) from its header, quickly', async () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(100 * 1024);
    const started = performance.now();
    await expectRefused(
      await upload(maya, { bytes: bomb, filename: 'bomb.png', type: 'image/png' }),
      422,
      TOO_MANY_PIXELS,
    );
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('accepts a file of exactly 5 MB and refuses 5 MB + 1 byte with 413', async () => {
    const image = await jpeg(300, 200);
    expect((await upload(maya, { bytes: padded(image, MAX_UPLOAD_BYTES) })).status).toBe(200);
    const before = await storedFiles();
    await expectRefused(
      await upload(maya, { bytes: padded(image, MAX_UPLOAD_BYTES + 1) }),
      413,
      FILE_TOO_LARGE,
    );
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an announced 6 MB body with 413 before reading it', async () => {
    const status = await headOnly({
      cookie: maya.cookieHeader(),
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(6 * 1024 * 1024),
    });
    expect(status).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('needs the image in the multipart field "image"', async () => {
    const wrongField = await upload(maya, { bytes: await jpeg(), field: 'photo' });
    expect(wrongField.status).toBe(400);
    const json = await fetch(server.url + api.upload.path, {
      method: 'POST',
      headers: { origin: server.url, cookie: maya.cookieHeader(), 'content-type': 'application/json' },
      body: JSON.stringify({ image: 'data:image/png;base64,AAAA' }),
    });
    await expectRefused(json, 415, NOT_AN_IMAGE);
    const empty = new FormData();
    empty.append('title', 'no file');
    const noFile = await fetch(server.url + api.upload.path, {
      method: 'POST',
      headers: { origin: server.url, cookie: maya.cookieHeader() },
      body: empty,
    });
    await expectRefused(noFile, 400, NOT_AN_IMAGE);
  });
});

describe('POST /api/upload: a failed request', () => {
  it('leaves no row and no file when storing fails half-way', async () => {
    const disk = createDiskStorage(server.config.uploadDir);
    // The display image is written, then writing the thumbnail fails.
    const failing: UploadStorage = {
      ...disk,
      put: async (name, data) => {
        if (name.endsWith('-thumb.webp')) throw new Error('disk full');
        await disk.put(name, data);
      },
    };
    const log = createLogger('silent');
    const services = createServices({ db: server.db, config: server.config, log });
    const app = createApp({
      db: server.db,
      config: server.config,
      log,
      services: { ...services, uploads: createUploadService({ db: server.db, storage: failing, log }) },
    });
    const http = createHttpServer(app);
    await new Promise<void>((ok) => http.listen(0, '127.0.0.1', ok));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const rows = (await rowsOf('maya.chen@asu.edu')).length;
      const files = await storedFiles();
      const form = new FormData();
      form.append('image', new Blob([await jpeg(500, 400)], { type: 'image/jpeg' }), 'photo.jpg');
      const res = await fetch(url + api.upload.path, {
        method: 'POST',
        headers: { origin: url, cookie: maya.cookieHeader() },
        body: form,
      });
      expect(res.status).toBe(500);
      expect((await rowsOf('maya.chen@asu.edu')).length).toBe(rows);
      expect(await storedFiles()).toEqual(files);
    } finally {
      http.close();
    }
  });
});

describe('GET /uploads/<key>.webp', () => {
  it('serves an upload as an immutable WebP under a policy where nothing runs', async () => {
    const { file } = await json<UploadReply>(await upload(maya, { bytes: await png(400, 300) }));
    for (const url of [file.url, file.thumbnailUrl]) {
      const res = await server.get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
      const onDisk = await readFile(join(server.config.uploadDir, url.slice('/uploads/'.length)));
      expect(Buffer.from(await res.arrayBuffer()).equals(onDisk)).toBe(true);
    }
  });

  it('answers a browser that has it with 304 (ETag), and HEAD with the head alone', async () => {
    const { file } = await json<UploadReply>(await upload(maya, { bytes: await png(300, 200) }));
    const first = await rawRequest(server.url, file.url);
    expect(first.status).toBe(200);
    expect(first.headers['last-modified']).toMatch(/GMT$/);
    // (raw HTTP: fetch sends a conditional request with Cache-Control: no-cache, which never gets a 304)
    const again = await rawRequest(server.url, file.url, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await rawRequest(server.url, file.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.body.length));
    expect(head.body.length).toBe(0);
  });
});
