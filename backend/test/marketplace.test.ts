import { api, type MarketplaceItem } from '@campus/contracts';
import { json, must, startTestServer, type TestServer } from './harness';

let server: TestServer;
let all: MarketplaceItem[];

const list = async (query = '') => {
  const res = await server.get(`/api/marketplace${query}`);
  expect(res.status).toBe(200);
  return api.marketplaceItems.reply.parse(await res.json()).items;
};

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  all = await list('?limit=100');
});
afterAll(() => server.close());

describe('GET /api/marketplace', () => {
  it('lists every seeded item, newest first, with the seller public fields only', () => {
    expect(all.length).toBeGreaterThanOrEqual(10);
    const times = all.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const item of all) {
      expect(Object.keys(must(item.seller)).sort()).toEqual(['firstName', 'id', 'lastName', 'university']);
      expect(item.seller?.id).toBe(item.sellerId);
    }
  });

  it('filters by category, condition and price range (dollars)', async () => {
    const first = must(all[0]);
    const byCategory = await list(`?category=${encodeURIComponent(first.category)}`);
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((i) => i.category === first.category)).toBe(true);
    const byCondition = await list(`?condition=${encodeURIComponent(first.condition)}`);
    expect(byCondition.every((i) => i.condition === first.condition)).toBe(true);
    const ranged = await list('?minPrice=10&maxPrice=50');
    expect(ranged.every((i) => i.price >= 10 && i.price <= 50)).toBe(true);
    expect(ranged.length).toBe(all.filter((i) => i.price >= 10 && i.price <= 50).length);
  });

  it('searches title and description by every word, case-insensitively', async () => {
    const target = must(all[0]);
    const word = must(target.title.split(/\s+/).find((w) => w.length > 3));
    const found = await list(`?search=${encodeURIComponent(word.toUpperCase())}`);
    expect(found.map((i) => i.id)).toContain(target.id);
    expect(await list('?search=zzzz-no-such-thing')).toEqual([]);
  });

  it('finds an item by a word only its description has', async () => {
    const target = must(all.find((i) => i.description.length > 0));
    const titleWords = new Set(target.title.toLowerCase().split(/[^a-z0-9]+/));
    const word = must(
      target.description
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .find((w) => w.length > 5 && !titleWords.has(w)),
    );
    expect((await list(`?search=${word}`)).map((i) => i.id)).toContain(target.id);
  });

  it('pages newest first with a keyset cursor (default 24 per page)', async () => {
    const seen: MarketplaceItem[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=4&cursor=${cursor}` : '?limit=4';
      const page = api.marketplaceItems.reply.parse(await json(await server.get(`/api/marketplace${query}`)));
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    const first = api.marketplaceItems.reply.parse(await json(await server.get('/api/marketplace')));
    expect(first.items).toEqual(all.slice(0, 24));
  });

  it('refuses values outside the lists with 400 and a message', async () => {
    for (const query of [
      '?category=Boats',
      '?condition=Broken',
      '?minPrice=abc',
      '?maxPrice=1e20',
      '?cursor=xyz',
    ]) {
      const res = await server.get(`/api/marketplace${query}`);
      expect(res.status).toBe(400);
      expect(typeof (await json<{ message: string }>(res)).message).toBe('string');
    }
  });
});

describe('GET /api/marketplace/:id', () => {
  it('returns the item', async () => {
    const target = must(all[0]);
    const res = await server.get(`/api/marketplace/${target.id}`);
    expect(res.status).toBe(200);
    expect(api.marketplaceItem.reply.parse(await res.json())).toEqual(target);
  });

  it('is 404 for an unknown item and 400 for a bad id', async () => {
    const missing = await server.get('/api/marketplace/999999');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ message: 'Item not found' });
    expect((await server.get('/api/marketplace/abc')).status).toBe(400);
  });
});
