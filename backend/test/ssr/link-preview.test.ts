import { gig as gigSchema, gigPage, marketplaceItemPage, marketplaceItem } from '@campus/contracts';
import { Browser, DEMO_PASSWORD } from '../auth/browser';
import { rootHtml, ssrOutcome, startSsrApp, type SsrApp } from '../support/ssr-pages';

/**
 * Issue 24 item 5: search engines and link previews see the real page. The HTML of a gig and of an item
 * (before any script) carries the title, description, canonical address and Open Graph tags from its
 * data, and the content itself; a private page tells search engines not to index it.
 */

const ORIGIN = 'https://campus.example.edu';
let app: SsrApp;

beforeAll(async () => {
  app = await startSsrApp({
    seed: true,
    builtRemotes: ['mf-gigs', 'mf-marketplace'],
    env: { SSR_BUDGET_MS: '10000', PUBLIC_ORIGIN: ORIGIN },
  });
}, 120_000);

afterAll(() => app?.close());

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of `<meta property|name="key">`, or of `<link rel="key">`'s href. */
function headValue(html: string, key: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head);
  const link = new RegExp(`<link rel="${key}" href="([^"]*)"`).exec(head);
  const found = meta?.[1] ?? link?.[1];
  return found === undefined ? undefined : decode(found);
}

async function page(path: string, cookie?: string) {
  const res = await app.server.get(path, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  expect(res.status).toBe(200);
  const html = await res.text();
  return { html, outcome: ssrOutcome(res), title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '') };
}

it("a gig's page carries its title, price, photo and canonical address, and the gig itself", async () => {
  const listed = gigPage.parse(await (await app.server.get('/api/gigs')).json()).items[0];
  if (!listed) throw new Error('no demo gig');
  const gig = gigSchema.parse(await (await app.server.get(`/api/gigs/${listed.id}`)).json());
  const { html, outcome, title } = await page(`/gigs/${gig.id}?from=chat`);
  expect(outcome).toBe('server');
  expect(title).toContain(gig.title);
  expect(headValue(html, 'og:title')).toContain(gig.title);
  expect(headValue(html, 'description')).toContain(`$${Number(gig.price).toFixed(2)}`);
  expect(headValue(html, 'canonical')).toBe(`${ORIGIN}/gigs/${gig.id}`);
  expect(headValue(html, 'og:url')).toBe(`${ORIGIN}/gigs/${gig.id}`);
  expect(headValue(html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/uploads/`));
  expect(headValue(html, 'robots')).toBeUndefined();
  // the content itself, not only the head
  const root = decode(rootHtml(html));
  expect(root).toContain(gig.title);
  expect(root).toContain(gig.description.slice(0, 40));
});

it("an item's page is a product with its title and price", async () => {
  const listed = marketplaceItemPage.parse(await (await app.server.get('/api/marketplace')).json()).items[0];
  if (!listed) throw new Error('no demo item');
  const item = marketplaceItem.parse(await (await app.server.get(`/api/marketplace/${listed.id}`)).json());
  const { html, title } = await page(`/marketplace/${item.id}`);
  expect(title).toContain(item.title);
  expect(headValue(html, 'og:type')).toBe('product');
  expect(headValue(html, 'canonical')).toBe(`${ORIGIN}/marketplace/${item.id}`);
  expect(decode(rootHtml(html))).toContain(item.title);
});

it('a page that needs a session is not indexed', async () => {
  // PUBLIC_ORIGIN is set: writes must come from it
  const maya = new Browser(app.server, ORIGIN);
  expect(
    (await maya.post('/api/login', { email: 'maya.chen@asu.edu', password: DEMO_PASSWORD })).status,
  ).toBe(200);
  const { html } = await page('/notifications', maya.cookieHeader());
  expect(headValue(html, 'robots')).toBe('noindex');
});
