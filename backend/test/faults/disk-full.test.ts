import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '@campus/contracts';
import { OUT_OF_SPACE } from '../../src/uploads/routes';
import { signedIn, type Browser } from '../auth/browser';
import { startTestServer, type TestServer } from '../harness';
import { jpeg } from '../uploads/images';

/**
 * Disk full for uploads (issue 14, "Faults"): the upload folder is a tiny tmpfs, filled up. An upload
 * gets 507 `{ message }`, leaves no file behind, the rest of the API keeps working, and uploads work
 * again once there is room. Needs root (mount); a failed mount fails the suite, it never skips.
 */
const FILLER = 'filler.bin';

let dir: string;
let mounted = false;
let server: TestServer;
let maya: Browser;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'campus-disk-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dir], { stdio: 'pipe' });
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`disk-full test: cannot mount a tmpfs at ${dir} (needs root): ${stderr || String(err)}`);
  }
  mounted = true;
  server = await startTestServer({ seed: true, env: { UPLOAD_DIR: dir } });
  maya = await signedIn(server);
});

afterAll(async () => {
  await server?.close();
  if (mounted) execFileSync('umount', [dir]);
  await rmdir(dir).catch(() => undefined);
});

function upload(bytes: Buffer) {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
  return fetch(server.url + api.upload.path, {
    method: 'POST',
    headers: { origin: server.url, cookie: maya.cookieHeader() },
    body: form,
  });
}

/** Writes to the folder until the file system is full. */
async function fill(): Promise<void> {
  const chunk = Buffer.alloc(64 * 1024, 7);
  for (let i = 0; ; i++) {
    try {
      await writeFile(join(dir, `${FILLER}.${i}`), chunk);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOSPC') return;
      throw err;
    }
  }
}

const files = async () => (await readdir(dir)).sort();

describe('uploads on a full disk', () => {
  it('answers 507 { message }, leaves no partial file, keeps serving, and works again once there is room', async () => {
    const photo = await jpeg(1600, 1000, '#884422');
    await fill();
    const before = await files();

    const full = await upload(photo);
    expect({ status: full.status, body: await full.json() }).toEqual({
      status: 507,
      body: { message: OUT_OF_SPACE, requestId: expect.any(String) },
    });
    expect(await files()).toEqual(before);

    // the rest of the API does not care
    expect((await server.get('/api/gigs')).status).toBe(200);
    expect((await maya.get('/api/me')).status).toBe(200);

    for (const name of before.filter((f) => f.startsWith(FILLER))) await rm(join(dir, name));
    const again = await upload(photo);
    expect(again.status).toBe(200);
    const { file } = api.upload.reply.parse(await again.json());
    expect((await server.get(file.url)).status).toBe(200);
  });
});
