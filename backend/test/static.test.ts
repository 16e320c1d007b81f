import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { api, type RemoteDeclaration, type RemoteManifest } from '@campus/contracts';
import { renderPage } from '../src/static/page';
import { json, startTestServer, type TestServer } from './harness';
import { rawRequest } from './raw-http';
import { clearReleases, publishRelease, until, writeLive } from './support/remote-fixtures';

const INDEX = `<!doctype html><html><head><title>Campus</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const MAIN_JS = `console.log("shell");\n${'export const x = "some repeated bundle text";\n'.repeat(200)}`;
const ENTRY_JS = `var mf_gigs;\n${'/* remote entry */\n'.repeat(200)}`;
/** The parts of a minified rspack remote entry the page reads: its exposes and its chunk file map. */
const MARKETPLACE_ENTRY_JS = `var mf_marketplace;(()=>{var r={"./MarketplacePage":()=>Promise.all([s.e(553),s.e(126),s.e(372)]).then(()=>()=>s(59))};s.u=e=>""+e+"."+({372:"26f2d9d4",40:"0badc0de"})[e]+".js"})();`;
const CHUNK_JS = `export default function Page() {}\n${'// chunk\n'.repeat(300)}`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const SECRET = 'TOP-SECRET-CONTENT';

/** What each remote's build declares (campus-remote.json), as far as these tests need. */
const route = (path: string, page: string, guarded = false, heading?: string, text?: string) => ({
  path,
  page,
  guarded,
  title: heading ?? page.slice(2),
  ...(heading ? { firstPaint: { heading, ...(text ? { text } : {}) } } : {}),
});
const DECLARED: Record<string, RemoteDeclaration> = {
  'mf-gigs': {
    exposes: { './BrowseGigsPage': 'x', './GigDetailPage': 'x' },
    routes: [
      route(
        '/gigs',
        './BrowseGigsPage',
        false,
        'Browse Gigs',
        'Find services offered by students at your campus',
      ),
      route('/gigs/:id', './GigDetailPage'),
    ],
    nav: [{ label: 'Browse Gigs', to: '/gigs', area: 'public', order: 10 }],
  },
  'mf-marketplace': {
    exposes: { './MarketplacePage': 'x', './ItemDetailPage': 'x', './CreateItemPage': 'x' },
    routes: [
      route('/marketplace', './MarketplacePage', false, 'Campus Marketplace'),
      route('/marketplace/create', './CreateItemPage', true),
      route('/marketplace/:itemId', './ItemDetailPage'),
    ],
    nav: [],
  },
  'mf-checkout': {
    exposes: { './CheckoutPage': 'x' },
    routes: [route('/checkout/:gigId', './CheckoutPage', true)],
    nav: [],
  },
  'mf-messages': { exposes: {}, routes: [], nav: [] },
  'mf-profile': {
    exposes: { './ProfilePage': 'x' },
    routes: [route('/profile', './ProfilePage', true)],
    nav: [],
  },
};

let root: string;
let uploads: string;
/** A stored upload's name (`<key>.webp`); the bytes do not matter here. */
const UPLOAD = `${'ab'.repeat(32)}.webp`;
let server: TestServer;

async function put(path: string, content: string | Buffer) {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, content);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'campus-static-'));
  uploads = join(root, 'uploads');
  await put(join(root, 'secret.txt'), SECRET);
  await put(join(root, 'shell', 'dist', 'index.html'), INDEX);
  await put(join(root, 'shell', 'dist', 'main.3f9a1c2b.js'), MAIN_JS);
  await put(join(root, 'shell', 'dist', 'humans.txt'), 'Team: campus\n');
  await put(join(root, 'shell', 'dist', 'assets', 'logo.png'), PNG);
  await put(join(root, 'mf-marketplace', 'dist', 'remoteEntry.js'), MARKETPLACE_ENTRY_JS);
  await put(join(root, 'shell', 'dist', '.env'), SECRET);
  await put(
    join(root, 'mf-gigs', 'package.json'),
    JSON.stringify({ name: '@campus/mf-gigs', version: '1.2.3' }),
  );
  await put(join(root, 'mf-gigs', 'dist', 'remoteEntry.js'), ENTRY_JS);
  await put(join(root, 'mf-gigs', 'dist', 'mf-manifest.json'), JSON.stringify({ name: 'mf_gigs' }));
  await put(join(root, 'mf-gigs', 'dist', '__federation_expose_BrowseGigsPage.1a2b3c4d.js'), CHUNK_JS);
  await put(
    join(root, 'mf-profile', 'package.json'),
    JSON.stringify({ name: '@campus/mf-profile', version: '0.4.0' }),
  );
  for (const [folder, declared] of Object.entries(DECLARED))
    await put(join(root, folder, 'dist', 'campus-remote.json'), JSON.stringify(declared));
  await put(join(uploads, UPLOAD), PNG);
  await put(join(uploads, 'a1b2.png'), PNG);
  await put(join(uploads, 'page.html'), `<script>${SECRET}</script>`);
  server = await startTestServer({ seed: true, staticRoot: root, env: { UPLOAD_DIR: uploads } });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.url, path, { headers });

const DATA_BLOCK = /<script type="application\/json" id="campus-remotes">(.*?)<\/script>/s;
const PRELOAD = /<link rel="preload" as="script" href="([^"]*)">/;
/** The static frame's element (static/frame.ts): from its start to its balancing `</div>`. */
function withoutFrame(html: string): string {
  const start = html.indexOf('<div id="campus-frame"');
  if (start === -1) return html;
  let depth = 0;
  for (const tag of html.slice(start).matchAll(/<(\/?)div\b/g)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) {
      const end = html.indexOf('>', start + (tag.index ?? 0)) + 1;
      return html.slice(0, start) + html.slice(end);
    }
  }
  return html;
}
/** index.html as the file has it: the page without what the backend adds to its head and the frame. */
const bare = (html: string) =>
  withoutFrame(html)
    .replace(/<link rel="pre(load|fetch)"[^>]*>/g, '')
    .replace(/<style id="campus-frame-style">.*?<\/style>/s, '')
    .replace(/<style>@font-face.*?<\/style>/s, '')
    .replace(DATA_BLOCK, '');
const embedded = (html: string): unknown => JSON.parse(DATA_BLOCK.exec(html)?.[1] ?? 'null');
const preloaded = (html: string) => PRELOAD.exec(html)?.[1];

describe('the shell at /', () => {
  it('serves index.html at / without caching and with validators', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // the page embeds this visitor's manifest: no shared cache may keep it
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/\bCookie\b/);
    expect(res.headers.etag).toMatch(/^W\/"/);
    // the page changes with the live manifest, not with the file's date
    expect(res.headers['last-modified']).toBeUndefined();
    expect(bare(res.body.toString())).toBe(INDEX);
  });

  it.each(['/gigs/3', '/auth?redirect=/checkout/1', '/checkout/success'])(
    'answers the page address %s with index.html (200)',
    async (path) => {
      const res = await get(path, { accept: 'text/html,application/xhtml+xml' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(bare(res.body.toString())).toBe(INDEX);
    },
  );

  // no route of this manifest renders them (test/crawlers/crawlers.test.ts: the real routes)
  it.each(['/nope', '/marketplace/edit/4'])('answers %s, no page, with index.html and 404', async (path) => {
    const res = await get(path, { accept: 'text/html,application/xhtml+xml' });
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(bare(res.body.toString())).toBe(INDEX);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await get('/missing.3f9a1c2b.js', { accept: '*/*' });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toEqual({ message: 'Not found' });
  });

  it('caches content-hashed files for a year', async () => {
    const res = await get('/main.3f9a1c2b.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates unhashed files', async () => {
    expect((await get('/humans.txt')).headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/logo.png')).headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD with headers only', async () => {
    const res = await rawRequest(server.url, '/main.3f9a1c2b.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(MAIN_JS));
  });

  it('refuses other methods on page addresses', async () => {
    const res = await rawRequest(server.url, '/gigs', { method: 'POST' });
    expect(res.status).toBe(404);
  });
});

describe("the live remote manifest and the route's remote entry in the page", () => {
  it('embeds what GET /api/remotes answers, at every page address and at /index.html', async () => {
    const cookie = 'campus_visitor=visitor-000';
    const live = await (await server.get('/api/remotes', { headers: { cookie } })).json();
    for (const path of ['/', '/gigs/3', '/nope', '/index.html']) {
      const html = (await get(path, { accept: 'text/html', cookie })).body.toString();
      expect(embedded(html)).toEqual(live);
      expect(html.indexOf('id="campus-remotes"')).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it.each([
    ['/gigs', '/mf/mf-gigs/remoteEntry.js'],
    ['/gigs/3', '/mf/mf-gigs/remoteEntry.js'],
    ['/GIGS/3/', '/mf/mf-gigs/remoteEntry.js'],
    ['/marketplace', '/mf/mf-marketplace/remoteEntry.js'],
    ['/marketplace/12', '/mf/mf-marketplace/remoteEntry.js'],
    ['/', undefined],
    ['/auth', undefined],
    ['/nope', undefined],
    ['/gigs/3/more', undefined],
    // a page that needs sign-in: preloaded only for a request that carries cookies
    ['/checkout/1', undefined],
  ])('preloads the entry of the remote that renders %s', async (path, entry) => {
    const html = (await get(path, { accept: 'text/html' })).body.toString();
    expect(preloaded(html)).toBe(entry);
  });

  it("preloads a signed-in page's remote when the request carries cookies", async () => {
    const html = (await get('/checkout/1', { cookie: 'campus.sid=x' })).body.toString();
    expect(preloaded(html)).toBe('/mf/mf-checkout/remoteEntry.js');
  });

  it('serves the new manifest (new ETag, new preload) as soon as a remote ships, and the old one after a rollback', async () => {
    const before = await get('/gigs', { 'accept-encoding': 'br' });
    const id = '1.2.3-abcdef12';
    await publishRelease(server.db, 'mf-gigs', id, DECLARED['mf-gigs'] ?? null, null, {
      'remoteEntry.js': ENTRY_JS,
    });
    await writeLive(server.db, { 'mf-gigs': { live: id } });
    try {
      const after = await get('/gigs', {
        'accept-encoding': 'br',
        'if-none-match': String(before.headers.etag),
      });
      expect(after.status).toBe(200);
      expect(after.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(after.body).toString();
      expect(preloaded(html)).toBe(`/mf/mf-gigs/${id}/remoteEntry.js`);
      expect(embedded(html)).toEqual(await (await server.get('/api/remotes')).json());
    } finally {
      await clearReleases(server.db);
    }
    const rolledBack = await get('/gigs', { 'accept-encoding': 'br' });
    expect(rolledBack.headers.etag).toBe(before.headers.etag);
    expect(preloaded(brotliDecompressSync(rolledBack.body).toString())).toBe('/mf/mf-gigs/remoteEntry.js');
  });

  it('escapes the manifest so that nothing in it can leave the data block', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029 & >';
    const gigs = {
      name: 'mf_gigs',
      folder: 'mf-gigs',
      entry: '/mf/mf-gigs/x"><script>/remoteEntry.js',
      version: hostile,
      channel: 'live' as const,
      routes: [route('/gigs/:id', './GigDetailPage', false, hostile, hostile)],
      nav: [{ label: hostile, to: '/gigs', area: 'public' as const, order: 1 }],
    };
    const manifest: RemoteManifest = { remotes: [{ ...gigs, unavailable: hostile }] };
    const html = renderPage(INDEX, manifest, { path: '/gigs/1', signedIn: false });
    const block = DATA_BLOCK.exec(html)?.[1] ?? '';
    expect(block).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(block)).toEqual(manifest);
    // one data block and no other script element in the page's head
    expect(html.match(/<script/g)).toHaveLength(1);
    // an unavailable remote is not preloaded; an available one's entry is written as an attribute value
    expect(preloaded(html)).toBeUndefined();
    const withPreload = renderPage(INDEX, { remotes: [gigs] }, { path: '/gigs/1', signedIn: false });
    expect(withPreload).toContain(
      '<link rel="preload" as="script" href="/mf/mf-gigs/x&quot;&gt;&lt;script&gt;/remoteEntry.js">',
    );
    expect(withPreload.match(/<script/g)).toHaveLength(1);
    // the declared first paint is text in the frame
    expect(withPreload).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
  });
});

describe('what the page asks for before its scripts run', () => {
  const links = (html: string) => html.match(/<link rel="pre(load|fetch)"[^>]*>/g) ?? [];

  it("asks early for a remote page's entry, chunk (prefetch) and first API requests (the font is index.html's)", async () => {
    const market = (await get('/marketplace', { accept: 'text/html' })).body.toString();
    expect(links(market)).toEqual([
      '<link rel="preload" as="script" href="/mf/mf-marketplace/remoteEntry.js">',
      '<link rel="prefetch" href="/mf/mf-marketplace/372.26f2d9d4.js">',
      '<link rel="preload" as="fetch" href="/api/auth/status" crossorigin="use-credentials">',
      '<link rel="preload" as="fetch" href="/api/marketplace" crossorigin="use-credentials">',
    ]);
    expect(market).not.toContain('@font-face');
    // an entry without that shape (the stub of mf-gigs): the entry alone
    const gigs = (await get('/gigs/3', { accept: 'text/html' })).body.toString();
    expect(links(gigs).filter((l) => l.includes('/mf/'))).toEqual([
      '<link rel="preload" as="script" href="/mf/mf-gigs/remoteEntry.js">',
    ]);
    expect(links(gigs).filter((l) => l.includes('as="fetch"'))).toEqual([
      '<link rel="preload" as="fetch" href="/api/auth/status" crossorigin="use-credentials">',
      '<link rel="preload" as="fetch" href="/api/gigs/3" crossorigin="use-credentials">',
      '<link rel="preload" as="fetch" href="/api/gigs/3/reviews" crossorigin="use-credentials">',
    ]);
    // a filtered list fetches what the page's filters say: only what does not depend on them
    const filtered = (await get('/gigs?category=Design', { accept: 'text/html' })).body.toString();
    expect(links(filtered).filter((l) => l.includes('as="fetch"'))).toEqual([
      '<link rel="preload" as="fetch" href="/api/auth/status" crossorigin="use-credentials">',
      '<link rel="preload" as="fetch" href="/api/categories" crossorigin="use-credentials">',
    ]);
  });

  it('paints the static frame after #root: the navbar, and the heading of pages that need no data', async () => {
    const gigs = (await get('/gigs', { accept: 'text/html' })).body.toString();
    expect(gigs).toContain('<div id="root"></div><div id="campus-frame" aria-hidden="true" inert>');
    expect(gigs).toContain('<h1>Browse Gigs</h1>');
    expect(gigs).toContain('<a class="cf-link active" href="/gigs">Browse Gigs</a>');
    expect(gigs).toContain('>Log in</a>');
    expect(gigs).toContain('<style id="campus-frame-style">');
    const signedIn = (await get('/gigs', { cookie: 'campus.sid=x' })).body.toString();
    expect(signedIn).not.toContain('>Log in</a>');
    const detail = (await get('/gigs/3', { accept: 'text/html' })).body.toString();
    expect(detail).toContain('<div class="cf-main"></div>');
  });
});

describe('compression', () => {
  it('sends brotli when accepted', async () => {
    const res = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(MAIN_JS) / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(MAIN_JS);
  });

  it('sends gzip when brotli is not accepted', async () => {
    const res = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(MAIN_JS);
  });

  it('honours q=0 and sends identity when nothing is accepted', async () => {
    expect(
      (await get('/main.3f9a1c2b.js', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding'],
    ).toBe('gzip');
    const plain = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(MAIN_JS);
  });

  it('does not compress images', async () => {
    const res = await get('/assets/logo.png', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body.equals(PNG)).toBe(true);
  });

  it('gives each encoding its own ETag and answers 304 to a matching If-None-Match', async () => {
    const br = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'br' });
    const gz = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'gzip' });
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await get('/main.3f9a1c2b.js', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const since = await get('/', { 'if-none-match': String((await get('/')).headers.etag) });
    expect(since.status).toBe(304);
  });

  it('compresses large API replies too', async () => {
    const res = await get('/api/gigs', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(
      api.gigs.reply.parse(JSON.parse(brotliDecompressSync(res.body).toString())).items.length,
    ).toBeGreaterThan(0);
  });
});

describe('remote bundles at /mf/<folder>/', () => {
  it('serves remoteEntry.js and mf-manifest.json uncached, hashed chunks for a year', async () => {
    const entry = await get('/mf/mf-gigs/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(entry.body).toString()).toBe(ENTRY_JS);
    const manifest = await get('/mf/mf-gigs/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    const chunk = await get('/mf/mf-gigs/__federation_expose_BrowseGigsPage.1a2b3c4d.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/mf/mf-gigs/missing.js',
    '/mf/mf-gigs/',
    '/mf/mf-profile/remoteEntry.js', // remote not built
    '/mf/mf-unknown/remoteEntry.js',
    '/mf/shell/index.html',
    // names of Object.prototype members are no remote folders either
    '/mf/constructor/x.js',
    '/mf/__proto__/x.js',
    '/mf/toString/x',
    '/mf/hasOwnProperty/',
    '/mf/valueOf/remoteEntry.js',
    '/mf/__defineGetter__/a/b.js',
  ])('answers %s with 404', async (path) => {
    const res = await get(path, { accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toEqual({ message: 'Not found' });
  });

  it('picks up a replaced bundle without a restart', async () => {
    const file = join(root, 'mf-gigs', 'dist', 'remoteEntry.js');
    await writeFile(file, `${ENTRY_JS}// v2\n`);
    try {
      const res = await get('/mf/mf-gigs/remoteEntry.js');
      expect(res.body.toString()).toBe(`${ENTRY_JS}// v2\n`);
    } finally {
      await writeFile(file, ENTRY_JS);
    }
  });
});

describe('directory traversal', () => {
  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/..%2F..%2Fsecret.txt',
    '/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%5c..%5c..%5csecret.txt',
    '/.env',
    '/%2eenv',
    '/mf/mf-gigs/../../secret.txt',
    '/mf/mf-gigs/..%2f..%2fsecret.txt',
    '/mf/mf-gigs/%2e%2e/package.json',
    '/mf/..%2fsecret.txt',
    '/uploads/..%2f..%2fsecret.txt',
    '/uploads/%2e%2e/secret.txt',
    '/%00/secret.txt',
    '/%E0%A4%A',
  ])('never reveals files outside the served folders: %s', async (path) => {
    const res = await get(path, { accept: 'text/html' });
    expect(res.body.toString()).not.toContain(SECRET);
    expect(res.body.toString()).not.toContain('@campus/mf-gigs');
    expect([200, 400, 404]).toContain(res.status);
    if (res.status === 200) expect(bare(res.body.toString())).toBe(INDEX);
  });
});

describe('uploads at /uploads/', () => {
  it('serves uploaded images', async () => {
    const res = await get(`/uploads/${UPLOAD}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.equals(PNG)).toBe(true);
  });

  it("serves nothing but uploads' images, and 404 for missing files", async () => {
    expect((await get('/uploads/page.html')).status).toBe(404);
    // in the upload folder, but not an upload's name
    expect((await get('/uploads/a1b2.png')).status).toBe(404);
    expect((await get(`/uploads/${'cd'.repeat(32)}.webp`)).status).toBe(404);
    expect((await get('/uploads/')).status).toBe(404);
  });
});

describe('GET /api/remotes', () => {
  it('lists the five remotes with their entries, package versions and declarations, built or not', async () => {
    const res = await server.get('/api/remotes');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
    const body = api.remotes.reply.parse(await res.json());
    const served = (folder: string, name: string, version: string) => ({
      name,
      folder,
      entry: `/mf/${folder}/remoteEntry.js`,
      version,
      channel: 'live',
      routes: DECLARED[folder]?.routes,
      nav: DECLARED[folder]?.nav,
    });
    expect(body.remotes).toEqual([
      served('mf-gigs', 'mf_gigs', '1.2.3'),
      served('mf-marketplace', 'mf_marketplace', '0.0.0'),
      served('mf-messages', 'mf_messages', '0.0.0'),
      served('mf-checkout', 'mf_checkout', '0.0.0'),
      served('mf-profile', 'mf_profile', '0.4.0'),
    ]);
  });
});

describe('published releases at /mf/<folder>/<version>-<hash>/', () => {
  const id = '0.4.0-0a1b2c3d';
  beforeAll(async () => {
    await publishRelease(server.db, 'mf-profile', id, DECLARED['mf-profile'] ?? null, null, {
      'remoteEntry.js': ENTRY_JS,
      '__federation_expose_ProfilePage.9f8e7d6c.js': CHUNK_JS,
    });
    await until(
      'the release is published',
      async () => (await get(`/mf/mf-profile/${id}/remoteEntry.js`)).status === 200,
    );
  });
  afterAll(() => clearReleases(server.db));

  it('serves every file of a release as immutable, the entry too, but not its release.json', async () => {
    for (const file of ['remoteEntry.js', '__federation_expose_ProfilePage.9f8e7d6c.js']) {
      const res = await get(`/mf/mf-profile/${id}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(`/mf/mf-profile/${id}/release.json`)).status).toBe(404);
    expect((await get(`/mf/mf-profile/${id}/missing.12345678.js`)).status).toBe(404);
    expect((await get(`/mf/mf-profile/${id}/../../../secret.txt`)).body.toString()).not.toContain(SECRET);
    expect((await get(`/mf/constructor/${id}/remoteEntry.js`)).status).toBe(404);
  });

  it('lists the live release in GET /api/remotes, uncached, and the dist again once no release is live', async () => {
    await writeLive(server.db, { 'mf-profile': { live: id } });
    let res = await server.get('/api/remotes');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    let body = api.remotes.reply.parse(await res.json());
    expect(body.remotes.find((r) => r.name === 'mf_profile')).toEqual({
      name: 'mf_profile',
      folder: 'mf-profile',
      entry: `/mf/mf-profile/${id}/remoteEntry.js`,
      version: id,
      channel: 'live',
      routes: DECLARED['mf-profile']?.routes,
      nav: [],
    });
    await writeLive(server.db, {});
    res = await server.get('/api/remotes');
    body = api.remotes.reply.parse(await res.json());
    expect(body.remotes.find((r) => r.name === 'mf_profile')?.entry).toBe('/mf/mf-profile/remoteEntry.js');
  });
});

describe('without a built shell', () => {
  it('says so instead of failing', async () => {
    const bare = await startTestServer();
    try {
      const res = await bare.get('/gigs');
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: 'The web app is not built yet' });
    } finally {
      await bare.close();
    }
  });
});
