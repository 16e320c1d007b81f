import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './harness';
import { rawRequest } from './raw-http';

const INDEX =
  '<!doctype html><html><head><title>Campus</title></head><body><div id="root"></div></body></html>';

let root: string;
/** The default configuration: no Google sign-in, http PUBLIC_ORIGIN. */
let server: TestServer;

async function put(path: string, content: string) {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, content);
}

/** An upload's name (`<key>.webp`). */
const UPLOAD = `${'a1'.repeat(32)}.webp`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'campus-headers-'));
  await put(join(root, 'shell', 'dist', 'index.html'), INDEX);
  await put(join(root, 'shell', 'dist', 'assets', 'main.1a2b3c4d.js'), 'console.log(1);');
  await put(join(root, 'mf-gigs', 'dist', 'remoteEntry.js'), 'var mf_gigs;');
  // the remotes' routes, so that these addresses are pages (an unknown one answers 404, with the same headers)
  for (const folder of ['mf-gigs', 'mf-profile', 'mf-checkout'])
    await put(
      join(root, folder, 'dist', 'campus-remote.json'),
      await readFile(join(__dirname, '..', '..', folder, 'remote.json'), 'utf8'),
    );
  await put(join(root, 'uploads', UPLOAD), 'webp');
  server = await startTestServer({ staticRoot: root, env: { UPLOAD_DIR: join(root, 'uploads') } });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

/** A server over the temp static root; closed after `run`. */
async function withServer(env: Record<string, string>, run: (other: TestServer) => Promise<void>) {
  const other = await startTestServer({
    staticRoot: root,
    env: { UPLOAD_DIR: join(root, 'uploads'), ...env },
  });
  try {
    await run(other);
  } finally {
    await other.close();
  }
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** `default-src 'self'; img-src 'self' data:` -> { 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] } */
function parseCsp(value: string | undefined): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const part of (value ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy[name] = sources;
  }
  return policy;
}

const PAGES = ['/', '/gigs', '/gigs/3', '/profile?tab=orders', '/no-such-page'];
const EVERY_KIND = [
  ...PAGES,
  '/api/gigs',
  '/api/auth/status',
  '/api/nope',
  '/assets/main.1a2b3c4d.js',
  '/mf/mf-gigs/remoteEntry.js',
  '/mf/constructor/x.js',
  `/uploads/${UPLOAD}`,
];

describe('headers on every response', () => {
  it.each(EVERY_KIND)(
    '%s refuses framing, keeps the referrer to the origin and forbids sniffing',
    async (path) => {
      const res = await rawRequest(server.url, path, { headers: { accept: 'text/html' } });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});

describe('Content-Security-Policy of the pages', () => {
  it.each(PAGES)('%s allows what the product loads from its own origin and nothing else', async (path) => {
    {
      const res = await rawRequest(server.url, path, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(path === '/no-such-page' ? 404 : 200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(parseCsp(header(res.headers['content-security-policy']))).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // styled-components inserts <style> at run time; index.html has one inline <style>; React sets style=""
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-src': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
    }
  });

  it('is also sent with a 304 revalidation of the page', async () => {
    const first = await rawRequest(server.url, '/');
    const again = await rawRequest(server.url, '/', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBeDefined();
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it("adds Google Identity Services' origin for its script, frame, styles and calls only when Google sign-in is on", async () => {
    await withServer({ GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com' }, async (google) => {
      const csp = parseCsp(
        header((await rawRequest(google.url, '/auth')).headers['content-security-policy']),
      );
      expect(csp['script-src']).toEqual(["'self'", 'https://accounts.google.com']);
      expect(csp['frame-src']).toEqual(['https://accounts.google.com']);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://accounts.google.com']);
      expect(csp['connect-src']).toEqual(["'self'", 'https://accounts.google.com']);
      expect(csp['default-src']).toEqual(["'self'"]);
    });
    await withServer(
      { GOOGLE_CLIENT_ID: 'client-123', GOOGLE_SCRIPT_URL: 'http://127.0.0.1:4555/gsi/client' },
      async (google) => {
        const csp = parseCsp(
          header((await rawRequest(google.url, '/auth')).headers['content-security-policy']),
        );
        expect(csp['script-src']).toEqual(["'self'", 'http://127.0.0.1:4555']);
        expect(csp['frame-src']).toEqual(['http://127.0.0.1:4555']);
      },
    );
  });

  it("adds Stripe's origins for Stripe.js and its frames only when Stripe is the provider with a publishable key", async () => {
    const stripeEnv = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    await withServer({ ...stripeEnv, STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }, async (stripe) => {
      const csp = parseCsp(
        header((await rawRequest(stripe.url, '/checkout/1')).headers['content-security-policy']),
      );
      expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
      expect(csp['frame-src']).toEqual([
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
      ]);
      expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    });
    // Demo Mode (no publishable key) loads nothing from Stripe
    await withServer(stripeEnv, async (demo) => {
      const csp = parseCsp(
        header((await rawRequest(demo.url, '/checkout/1')).headers['content-security-policy']),
      );
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).toEqual(["'none'"]);
    });
  });

  it('keeps the uploads and the API under their own stricter policy', async () => {
    const upload = await rawRequest(server.url, `/uploads/${UPLOAD}`);
    expect(upload.headers['content-security-policy']).toBe("default-src 'none'");
    const api = await rawRequest(server.url, '/api/gigs');
    expect(parseCsp(header(api.headers['content-security-policy']))).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on every response when PUBLIC_ORIGIN is https', async () => {
    await withServer({ PUBLIC_ORIGIN: 'https://campus.example.edu' }, async (https) => {
      for (const path of ['/', '/api/auth/status', '/mf/mf-gigs/remoteEntry.js']) {
        const res = await rawRequest(https.url, path);
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      }
    });
  });

  it('is not sent over plain http (a developer machine)', async () => {
    await withServer({ PUBLIC_ORIGIN: 'http://localhost:3000' }, async (http) => {
      expect((await rawRequest(http.url, '/')).headers['strict-transport-security']).toBeUndefined();
    });
    expect((await rawRequest(server.url, '/')).headers['strict-transport-security']).toBeUndefined();
  });
});
