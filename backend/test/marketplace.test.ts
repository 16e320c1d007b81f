import { eq } from 'drizzle-orm';
import { api, type MarketplaceItem } from '@campus/contracts';
import { marketplaceItems } from '../src/db/schema';
import { itemListQuery, type ItemFilter } from '../src/marketplace/service';
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
    // each bound on its own, at a price that splits the list (inclusive)
    const prices = all.map((i) => i.price).sort((a, b) => a - b);
    const middle = must(prices[Math.floor(prices.length / 2)]);
    expect(must(prices[0])).toBeLessThan(middle);
    expect(must(prices.at(-1))).toBeGreaterThan(middle);
    const ids = (items: MarketplaceItem[]) => items.map((i) => i.id);
    expect(ids(await list(`?limit=100&minPrice=${middle}`))).toEqual(
      ids(all.filter((i) => i.price >= middle)),
    );
    expect(ids(await list(`?limit=100&maxPrice=${middle}`))).toEqual(
      ids(all.filter((i) => i.price <= middle)),
    );
  });

  it('runs the same query as the one EXPLAIN and the benchmark see (itemListQuery)', async () => {
    const second = api.marketplaceItems.reply.parse(await json(await server.get('/api/marketplace?limit=4')));
    const filters: ItemFilter[] = [
      {},
      { category: must(all[0]).category, condition: must(all[0]).condition },
      { minPrice: 10, maxPrice: 50, limit: 3 },
      {
        search: must(
          must(all[0])
            .title.split(/\s+/)
            .find((w) => /^[a-z]{4,}$/i.test(w)),
        ),
      },
      { limit: 4, cursor: must(second.nextCursor) },
    ];
    for (const filter of filters) {
      const query = new URLSearchParams(
        Object.entries(filter).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const reply = api.marketplaceItems.reply.parse(
        await json(await server.get(`/api/marketplace?${query}`)),
      );
      const rows = (await itemListQuery(server.db, filter)).map((r) => r.item.id);
      const limit = filter.limit ?? 12;
      expect(reply.items.length).toBeGreaterThan(0);
      // the query reads one row more than the page, to know whether another page follows
      expect(rows.slice(0, limit)).toEqual(reply.items.map((i) => i.id));
      expect(rows.length > limit).toBe(reply.nextCursor !== null);
    }
  });

  it('searches title and description by every word, case-insensitively', async () => {
    // an item whose two words are nowhere else: one only in its title, one only in its description
    const [lamp] = await server.db
      .insert(marketplaceItems)
      .values({
        title: 'Walnut desk lamp',
        description: 'Warm bulb on a brass marquetry base.',
        priceCents: 1800,
        category: 'Furniture',
        condition: 'Good',
        sellerId: must(all[0]).sellerId,
      })
      .returning({ id: marketplaceItems.id });
    const id = must(lamp).id;
    try {
      const found = async (search: string) =>
        (await list(`?search=${encodeURIComponent(search)}`)).map((i) => i.id);
      expect(await found('WALNUT')).toEqual([id]);
      expect(await found('Marquetry')).toEqual([id]);
      expect(await found('walnut MARQUETRY')).toEqual([id]);
      expect(await found('walnut zzzz')).toEqual([]);
    } finally {
      await server.db.delete(marketplaceItems).where(eq(marketplaceItems.id, id));
    }
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

  it('pages newest first with a keyset cursor (default 12 per page)', async () => {
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
    expect(first.items).toEqual(all.slice(0, 12));
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
