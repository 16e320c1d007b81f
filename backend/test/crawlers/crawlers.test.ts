import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { paths, REMOTES } from '@campus/contracts';
import { gigs, marketplaceItems, users } from '../../src/db/schema';
import { SHELL_PAGES } from '../../src/static/route-match';
import { must, startTestServer, type TestServer } from '../harness';
import { put } from '../support/remote-fixtures';

// robots.txt, the paged sitemap read from the database, and 404 for page addresses no route renders.

const ORIGIN = 'https://campus.example.edu';
/** Small, so the demo data spans several files of each listing. */
const PAGE_SIZE = 3;
const INDEX =
  '<!doctype html><html><head><title>Campus</title></head><body><div id="root"></div></body></html>';
const repoRoot = join(__dirname, '..', '..', '..');

let root: string;
let server: TestServer;

beforeAll(async () => {
  // the shell's page and each remote's own route declarations, as their builds write them
  root = await mkdtemp(join(tmpdir(), 'campus-crawlers-'));
  await put(join(root, 'shell', 'dist', 'index.html'), INDEX);
  for (const folder of Object.keys(REMOTES))
    await put(
      join(root, folder, 'dist', 'campus-remote.json'),
      await readFile(join(repoRoot, folder, 'remote.json'), 'utf8'),
    );
  server = await startTestServer({
    seed: true,
    staticRoot: root,
    env: { PUBLIC_ORIGIN: ORIGIN, SITEMAP_PAGE_SIZE: String(PAGE_SIZE) },
  });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

/** Every URL the sitemap lists, following its index; each file checked on the way. */
async function crawl(): Promise<{ files: string[]; urls: Map<string, string | undefined> }> {
  const index = await server.get('/sitemap.xml');
  expect(index.status).toBe(200);
  expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const body = await index.text();
  expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
  const files = locs(body);
  const urls = new Map<string, string | undefined>();
  for (const file of files) {
    expect(file.startsWith(`${ORIGIN}/sitemap-`)).toBe(true);
    const res = await server.get(new URL(file).pathname);
    expect(res.status).toBe(200);
    const xml = await res.text();
    const entries = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)];
    expect(entries.length).toBeLessThanOrEqual(PAGE_SIZE + 5); // the fixed pages' file has 5
    if (file.includes('-gigs-') || file.includes('-items-'))
      expect(entries.length).toBeLessThanOrEqual(PAGE_SIZE);
    for (const [, loc = '', lastmod] of entries) urls.set(loc, lastmod);
  }
  return { files, urls };
}

async function expected() {
  const active = await server.db.select().from(gigs).where(eq(gigs.status, 'active'));
  const available = await server.db
    .select()
    .from(marketplaceItems)
    .where(eq(marketplaceItems.status, 'available'));
  return { active, available };
}

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers off the API and private pages, and names the sitemap', async () => {
    const res = await server.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/messages',
      '/profile',
      '/checkout',
      '/orders',
      '/notifications',
      '/verify-email',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // what the sitemap lists is never disallowed
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    for (const url of (await crawl()).urls.keys()) {
      const path = new URL(url).pathname;
      expect(disallowed.filter((d) => !d.includes('*') && path.startsWith(d))).toEqual([]);
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('pages every active gig and available item, with lastmod, in files of SITEMAP_PAGE_SIZE URLs', async () => {
    const { active, available } = await expected();
    expect(active.length).toBeGreaterThan(PAGE_SIZE); // several files each
    expect(available.length).toBeGreaterThan(PAGE_SIZE);
    const { files, urls } = await crawl();
    const pages = (n: number) => Array.from({ length: Math.ceil(n / PAGE_SIZE) }, (_, i) => i + 1);
    expect(files).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      ...pages(active.length).map((n) => `${ORIGIN}/sitemap-gigs-${n}.xml`),
      ...pages(available.length).map((n) => `${ORIGIN}/sitemap-items-${n}.xml`),
    ]);
    const want = new Map<string, string | undefined>([
      ...[paths.home, paths.gigs(), paths.marketplace, paths.privacy, paths.terms].map(
        (p) => [ORIGIN + p, undefined] as const,
      ),
      ...active.map((g) => [ORIGIN + paths.gig(g.id), g.createdAt.toISOString()] as const),
      ...available.map((i) => [ORIGIN + paths.marketplaceItem(i.id), i.createdAt.toISOString()] as const),
    ]);
    expect(urls).toEqual(want);
  });

  it('is current without a restart: a new gig is in, a paused gig and a sold item are out', async () => {
    const provider = must((await server.db.select().from(users).limit(1))[0]);
    const [added] = await server.db
      .insert(gigs)
      .values({
        title: 'Sitemap tutoring',
        description: 'x',
        priceCents: 1000,
        category: 'Tutoring',
        providerId: provider.id,
      })
      .returning();
    const { active, available } = await expected();
    const paused = must(active.find((g) => g.id !== added?.id));
    const sold = must(available[0]);
    await server.db.update(gigs).set({ status: 'inactive' }).where(eq(gigs.id, paused.id));
    await server.db.update(marketplaceItems).set({ status: 'sold' }).where(eq(marketplaceItems.id, sold.id));
    try {
      const { urls } = await crawl();
      expect(urls.has(ORIGIN + paths.gig(must(added).id))).toBe(true);
      expect(urls.has(ORIGIN + paths.gig(paused.id))).toBe(false);
      expect(urls.has(ORIGIN + paths.marketplaceItem(sold.id))).toBe(false);
    } finally {
      await server.db.update(gigs).set({ status: 'active' }).where(eq(gigs.id, paused.id));
      await server.db
        .update(marketplaceItems)
        .set({ status: 'available' })
        .where(eq(marketplaceItems.id, sold.id));
    }
  });

  it.each(['/sitemap-gigs-999.xml', '/sitemap-gigs-0.xml', '/sitemap-users-1.xml', '/sitemap-gigs-x.xml'])(
    'answers %s with 404',
    async (path) => {
      expect((await server.get(path)).status).toBe(404);
    },
  );
});

describe('page addresses', () => {
  const html = { accept: 'text/html' };

  it.each([
    '/',
    '/auth',
    '/login',
    '/verify-email',
    '/privacy-policy',
    '/terms-of-service',
    '/orders',
    '/gigs',
    '/GIGS/',
    '/gigs/999999',
    '/gigs/3/edit',
    '/marketplace/create',
    '/messages/4',
    '/checkout/item/2',
    '/profile',
  ])('%s is a page: 200', async (path) => {
    const res = await server.get(path, { headers: html });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it.each([
    '/no-such-page',
    '/no/such/page',
    '/gigs/3/more',
    '/marketplace/edit/4/x',
    '/wp-login.php',
    '/api-docs',
  ])('%s is no page: 404 with the app (its not-found page), not cached by anyone', async (path) => {
    const res = await server.get(path, { headers: html });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const body = await res.text();
    expect(body).toContain('<div id="root">');
    expect(body).toContain('id="campus-remotes"'); // the shell renders its 404 page from the manifest
  });

  it("knows the shell's own pages as the shell's router declares them", async () => {
    const source = await readFile(join(repoRoot, 'shell', 'src', 'app', 'routes.tsx'), 'utf8');
    const declared = [...source.matchAll(/\{ path: (paths\.(\w+)|'([^']*)')/g)].map(([, , key, literal]) => {
      if (literal !== undefined) return literal;
      const value: unknown = paths[key as keyof typeof paths];
      return typeof value === 'function' ? (value as () => string)() : String(value);
    });
    expect(declared.filter((p) => p !== '*').sort()).toEqual([...SHELL_PAGES].sort());
  });
});
