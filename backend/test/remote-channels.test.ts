import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, REMOTE_REGISTRY, type ServedRemote } from '@campus/contracts';
import { canaryBucket } from '../src/remotes/visitor';
import { startTestServer, type TestServer } from './harness';
import { rawRequest, type RawResponse } from './raw-http';
import { declaration, publishRelease, put, writeLive } from './support/remote-fixtures';

// Release channels over HTTP (issue 21): the visitor cookie, the preview routes, the local remote
// proxy, and the page (its embedded manifest and first paint) as each visitor gets it.

const LIVE = '1.0.0-aaaaaaaa';
const CANARY = '1.1.0-bbbbbbbb';
const PREVIEW = '1.2.0-cccccccc';
const INDEX =
  '<!doctype html><html><head><title>Campus</title></head><body><div id="root"></div></body></html>';
const devPort = (folder: string) => REMOTE_REGISTRY.find((r) => r.folder === folder)?.devPort ?? 0;
/** Starts `server` on the loopback `port`; false when the port is taken. */
const listens = (server: Server, port: number) =>
  new Promise<boolean>((ok) => {
    server.once('error', () => ok(false));
    server.listen(port, '127.0.0.1', () => ok(true));
  });
/** Something accepts connections on the loopback `port`. */
const answers = (port: number) =>
  new Promise<boolean>((ok) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      ok(true);
    });
    socket.once('error', () => ok(false));
  });

let root: string;
let server: TestServer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'campus-channels-'));
  await put(join(root, 'shell', 'dist', 'index.html'), INDEX);
  await put(join(root, 'shell', 'package.json'), { version: '0.1.0' });
  server = await startTestServer({ staticRoot: root });
  // published before the server's first request: its first read of the shared record has them
  const heading = (h: string) => declaration('/marketplace', './MarketplacePage', h);
  await publishRelease(server.db, 'mf-marketplace', LIVE, heading('Zebra Crossing Bazaar'));
  await publishRelease(server.db, 'mf-marketplace', CANARY, heading('Canary Yellow Bazaar'));
  await publishRelease(server.db, 'mf-marketplace', PREVIEW, heading('Preview Purple Bazaar'));
  await writeLive(server.db, { 'mf-marketplace': { live: LIVE, canary: { id: CANARY, share: 10 } } });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(server.url, path, { headers: { accept: 'text/html', ...headers } });
const setCookies = (res: RawResponse) => {
  const h = res.headers['set-cookie'];
  return Array.isArray(h) ? h : h ? [h] : [];
};
const cookieValue = (res: RawResponse, name: string) =>
  setCookies(res)
    .map((c) => new RegExp(`^${name}=([^;]*)`).exec(c)?.[1])
    .find((v) => v !== undefined);
const manifestOf = async (cookie: string) =>
  api.remotes.reply.parse(JSON.parse((await get('/api/remotes', { cookie })).body.toString()));
const served = async (cookie: string, folder: string): Promise<ServedRemote | undefined> =>
  (await manifestOf(cookie)).remotes.find((r) => r.folder === folder);
const visitorsIn = (inCanary: boolean) =>
  Array.from({ length: 200 }, (_, i) => `visitor-${String(i).padStart(3, '0')}`).filter(
    (v) => canaryBucket(v, 'mf-marketplace') < 10 === inCanary,
  );
const inCanary = visitorsIn(true)[0] ?? '';
const outOfCanary = visitorsIn(false)[0] ?? '';

describe('the visitor cookie', () => {
  it('is set once on a first page or manifest request, HttpOnly, SameSite=Lax, for a year', async () => {
    for (const path of ['/', '/marketplace', '/api/remotes']) {
      const res = await get(path);
      const cookies = setCookies(res).filter((c) => c.startsWith('campus_visitor='));
      expect(cookies).toHaveLength(1);
      expect(cookies[0]).toMatch(
        /^campus_visitor=[0-9a-f]{32}; path=\/; expires=[^;]+; samesite=lax; httponly$/,
      );
      const expires = Date.parse(/expires=([^;]+)/.exec(cookies[0] ?? '')?.[1] ?? '');
      expect(expires - Date.now()).toBeGreaterThan(364 * 24 * 3600_000);
    }
  });

  it("keeps a visitor's own usable id, and replaces one that is not", async () => {
    expect(
      cookieValue(await get('/marketplace', { cookie: 'campus_visitor=visitor-042' }), 'campus_visitor'),
    ).toBe(undefined);
    for (const bad of ['a.b', 'x'.repeat(65), '%3Cscript%3E']) {
      const res = await get('/', { cookie: `campus_visitor=${bad}` });
      expect(cookieValue(res, 'campus_visitor')).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('decides the canary: the same visitor is always in it or always out', async () => {
    expect(await served(`campus_visitor=${inCanary}`, 'mf-marketplace')).toMatchObject({
      channel: 'canary',
      version: CANARY,
    });
    for (let i = 0; i < 3; i++)
      expect((await served(`campus_visitor=${outOfCanary}`, 'mf-marketplace'))?.channel).toBe('live');
  });
});

describe('the page per visitor', () => {
  it("paints the heading the served version's declaration gives, and embeds that visitor's manifest", async () => {
    const live = (await get('/marketplace', { cookie: `campus_visitor=${outOfCanary}` })).body.toString();
    expect(live).toContain('<h1>Zebra Crossing Bazaar</h1><p>Zebra Crossing Bazaar text</p>');
    expect(live).toContain(
      `<link rel="preload" as="script" href="/mf/mf-marketplace/${LIVE}/remoteEntry.js">`,
    );
    const canary = (await get('/marketplace', { cookie: `campus_visitor=${inCanary}` })).body.toString();
    expect(canary).toContain('<h1>Canary Yellow Bazaar</h1>');
    expect(canary).toContain(`"version":"${CANARY}","channel":"canary"`);
    const preview = (
      await get('/marketplace', {
        cookie: `campus_visitor=${inCanary}; campus_preview=mf-marketplace:${PREVIEW}`,
      })
    ).body.toString();
    expect(preview).toContain('<h1>Preview Purple Bazaar</h1>');
  });

  it("is private and varies by cookie, so no shared cache hands one visitor another visitor's page", async () => {
    const a = await get('/marketplace', { cookie: `campus_visitor=${inCanary}` });
    const b = await get('/marketplace', { cookie: `campus_visitor=${outOfCanary}` });
    for (const res of [a, b]) {
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toMatch(/\bCookie\b/);
    }
    expect(a.headers.etag).not.toBe(b.headers.etag);
    const again = await get('/marketplace', {
      cookie: `campus_visitor=${outOfCanary}`,
      'if-none-match': String(a.headers.etag),
    });
    expect(again.status).toBe(200);
  });
});

describe('/preview/<folder>/<release id>', () => {
  it('sets the cookie entry and redirects (303) home, or to a path of this site', async () => {
    const res = await get(`/preview/mf-marketplace/${PREVIEW}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(cookieValue(res, 'campus_preview')).toBe(`mf-marketplace:${PREVIEW}`);
    expect(setCookies(res).find((c) => c.startsWith('campus_preview='))).toMatch(
      /; path=\/; .*samesite=lax; httponly$/,
    );
    const to = await get(`/preview/mf-marketplace/${PREVIEW}?to=${encodeURIComponent('/marketplace?q=1')}`);
    expect(to.headers.location).toBe('/marketplace?q=1');
    expect(await served(`campus_preview=mf-marketplace:${PREVIEW}`, 'mf-marketplace')).toMatchObject({
      channel: 'preview',
      version: PREVIEW,
      entry: `/mf/mf-marketplace/${PREVIEW}/remoteEntry.js`,
    });
  });

  it("replaces that remote's entry and keeps the others'", async () => {
    const res = await get(`/preview/mf-marketplace/${PREVIEW}`, {
      cookie: `campus_preview=mf-gigs:local,mf-marketplace:${LIVE}`,
    });
    expect(cookieValue(res, 'campus_preview')).toBe(`mf-gigs:local,mf-marketplace:${PREVIEW}`);
  });

  it('refuses a release that is not published, another site in ?to=, and unknown addresses', async () => {
    const missing = await get('/preview/mf-marketplace/9.9.9-dddddddd');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toEqual({
      message: 'mf-marketplace has no published release 9.9.9-dddddddd',
    });
    expect(setCookies(missing)).toEqual([]);
    for (const to of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await get(`/preview/mf-marketplace/${PREVIEW}?to=${encodeURIComponent(to)}`);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body.toString()).message).toMatch(/must be a path of this site/);
    }
    for (const path of [
      '/preview/mf-marketplace/..%2f..%2fetc',
      '/preview/Nope/1.0.0-aaaaaaaa',
      '/preview/mf-x',
      '/preview/',
    ]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body.toString()).message).toEqual(expect.any(String));
    }
  });

  it('ignores a cookie naming an unpublished release: the visitor gets live', async () => {
    const cookie = `campus_visitor=${outOfCanary}; campus_preview=mf-marketplace:9.9.9-dddddddd`;
    expect(await served(cookie, 'mf-marketplace')).toMatchObject({ channel: 'live', version: LIVE });
  });

  it('/preview/exit clears the cookie and redirects', async () => {
    const res = await get('/preview/exit?to=/marketplace', {
      cookie: `campus_preview=mf-marketplace:${PREVIEW}`,
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/marketplace');
    expect(setCookies(res).find((c) => c.startsWith('campus_preview='))).toMatch(
      /^campus_preview=; path=\/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax; httponly$/,
    );
  });
});

describe('a new remote shipped while the backend runs', () => {
  it('is listed and served as soon as the live record names it, with no restart', async () => {
    const events = declaration('/events', './EventsPage', 'Campus Events');
    await publishRelease(server.db, 'mf-events', LIVE, events);
    expect((await manifestOf('')).remotes.map((r) => r.folder)).not.toContain('mf-events');
    await writeLive(server.db, {
      'mf-marketplace': { live: LIVE, canary: { id: CANARY, share: 10 } },
      'mf-events': { live: LIVE },
    });
    expect((await manifestOf('')).remotes.find((r) => r.folder === 'mf-events')).toMatchObject({
      name: 'mf_events',
      entry: `/mf/mf-events/${LIVE}/remoteEntry.js`,
      channel: 'live',
      routes: events.routes,
    });
    expect((await get(`/mf/mf-events/${LIVE}/remoteEntry.js`)).status).toBe(200);
    expect((await get('/events')).body.toString()).toContain('<h1>Campus Events</h1>');
  });
});

describe('a local remote (LOCAL_REMOTES on: the default outside production)', () => {
  // A team's dev server, on the registry port of the first remote whose port is free here (a team may
  // be running its own), and another remote whose dev server is not running.
  let dev: Server;
  let up = '';
  let down = '';
  const profile = declaration('/local-page', './LocalPage', 'Local Lemur Page');
  beforeAll(async () => {
    dev = createServer((req, res) => {
      if (req.url === '/campus-remote.json') {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({ ...profile, routes: profile.routes.map((r) => ({ ...r, guarded: false })) }),
        );
      } else if (req.url === '/remoteEntry.js' || req.url === '/deep/chunk.js?v=2') {
        res.setHeader('content-type', 'text/javascript');
        res.end(`/* ${req.url} */`);
      } else {
        res.statusCode = 404;
        res.end('nope');
      }
    });
    for (const remote of REMOTE_REGISTRY) {
      if (!up && (await listens(dev, remote.devPort))) up = remote.folder;
      else if (!down && !(await answers(remote.devPort))) down = remote.folder;
    }
    if (!up || !down) throw new Error('every registry dev port is taken on this machine');
  });
  afterAll(() => new Promise<void>((ok) => dev.close(() => ok())));

  it('/preview/<folder>/local sets the cookie entry; the manifest then serves the dev server through /mf-local/', async () => {
    const res = await get(`/preview/${up}/local`);
    expect(res.status).toBe(303);
    expect(cookieValue(res, 'campus_preview')).toBe(`${up}:local`);
    expect(await served(`campus_preview=${up}:local`, up)).toMatchObject({
      channel: 'local',
      entry: `/mf-local/${up}/remoteEntry.js`,
      version: 'local',
      routes: [{ path: '/local-page', firstPaint: { heading: 'Local Lemur Page' } }],
    });
    const page = (await get('/local-page', { cookie: `campus_preview=${up}:local` })).body.toString();
    expect(page).toContain('<h1>Local Lemur Page</h1>');
    expect(page).toContain(`<link rel="preload" as="script" href="/mf-local/${up}/remoteEntry.js">`);
  });

  it('proxies /mf-local/<folder>/* to the dev server, uncached, and nowhere else', async () => {
    const entry = await get(`/mf-local/${up}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.body.toString()).toBe('/* /remoteEntry.js */');
    expect(entry.headers['content-type']).toBe('text/javascript');
    expect(entry.headers['cache-control']).toBe('no-store');
    expect((await get(`/mf-local/${up}/deep/chunk.js?v=2`)).body.toString()).toBe('/* /deep/chunk.js?v=2 */');
    expect((await get(`/mf-local/${up}/missing.js`)).status).toBe(404);
    for (const path of [
      `/mf-local/${up}/../../etc/passwd`,
      `/mf-local/${up}/..%2f..%2fetc%2fpasswd`,
      `/mf-local/${up}/%2e%2e/x`,
      `/mf-local/${up}/a%5c..%5cb`,
      `/mf-local/${up}/`,
      '/mf-local/mf-unknown/remoteEntry.js',
      '/mf-local/constructor/remoteEntry.js',
    ]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('/*');
    }
  });

  it('answers 502 with a message when the dev server is not running', async () => {
    const res = await get(`/mf-local/${down}/remoteEntry.js`);
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body.toString())).toEqual({
      message: `The dev server of ${down} is not running on port ${devPort(down)}: start it with npm run dev -- ${down}`,
      requestId: res.headers['x-request-id'], // every 5xx names its request (docs/operations.md)
    });
    expect(await served(`campus_preview=${down}:local`, down)).toMatchObject({
      channel: 'local',
      unavailable: expect.stringMatching(new RegExp(`the dev server of ${down} does not answer`)),
    });
  });
});

describe('a remote added to the registry while the backend runs (npm run new-remote)', () => {
  it('is known at once: its local preview, its manifest entry and the proxy to its dev server', async () => {
    const dev = createServer((req, res) => {
      res.setHeader(
        'content-type',
        req.url === '/campus-remote.json' ? 'application/json' : 'text/javascript',
      );
      res.end(
        req.url === '/campus-remote.json'
          ? JSON.stringify(declaration('/late-page', './LatePage', 'Latecomer Llama Page'))
          : '/* late entry */',
      );
    });
    await new Promise<void>((ok) => dev.listen(0, '127.0.0.1', () => ok()));
    const address = dev.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const registry = join(root, 'remotes.json');
    try {
      // before: the built-in registry does not know it
      expect((await get('/preview/mf-late/local')).status).toBe(404);
      await put(registry, {
        remotes: [
          ...REMOTE_REGISTRY,
          { folder: 'mf-late', name: 'mf_late', team: '@campus/late-team', devPort: port },
        ],
      });
      const res = await get('/preview/mf-late/local');
      expect(res.status).toBe(303);
      expect(await served('campus_preview=mf-late:local', 'mf-late')).toMatchObject({
        name: 'mf_late',
        channel: 'local',
        routes: [{ path: '/late-page', firstPaint: { heading: 'Latecomer Llama Page' } }],
      });
      expect((await get('/mf-local/mf-late/remoteEntry.js')).body.toString()).toBe('/* late entry */');
    } finally {
      await rm(registry, { force: true });
      await new Promise<void>((ok) => dev.close(() => ok()));
    }
  });
});

describe('LOCAL_REMOTES=false, behind https (PUBLIC_ORIGIN)', () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startTestServer({
      staticRoot: root,
      env: { LOCAL_REMOTES: 'false', PUBLIC_ORIGIN: 'https://campus.example.edu' },
    });
    // a database of its own: the same releases published there
    await publishRelease(
      off.db,
      'mf-marketplace',
      LIVE,
      declaration('/marketplace', './MarketplacePage', 'Live'),
    );
    await writeLive(off.db, { 'mf-marketplace': { live: LIVE } });
  });
  afterAll(() => off.close());
  const getOff = (path: string, cookie = '') => rawRequest(off.url, path, { headers: { cookie } });

  it('refuses /preview/<folder>/local and /mf-local/, and serves live to a local cookie', async () => {
    const preview = await getOff('/preview/mf-marketplace/local');
    expect(preview.status).toBe(404);
    expect(JSON.parse(preview.body.toString())).toEqual({
      message: 'Local remotes are turned off on this server (LOCAL_REMOTES=false)',
    });
    expect((await getOff('/mf-local/mf-marketplace/remoteEntry.js')).status).toBe(404);
    const res = await getOff(
      '/api/remotes',
      `campus_visitor=${outOfCanary}; campus_preview=mf-marketplace:local`,
    );
    const body = api.remotes.reply.parse(JSON.parse(res.body.toString()));
    expect(body.remotes.find((r) => r.folder === 'mf-marketplace')).toMatchObject({
      channel: 'live',
      version: LIVE,
    });
  });

  it('sets the visitor cookie Secure, as the session cookie is', async () => {
    const cookie = setCookies(await getOff('/')).find((c) => c.startsWith('campus_visitor='));
    expect(cookie).toMatch(/; secure; httponly$/);
  });
});
