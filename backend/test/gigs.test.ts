import { eq, inArray, sql } from 'drizzle-orm';
import { SERVICE_CATEGORIES, api, type Gig } from '@campus/contracts';
import { gigs, users } from '../src/db/schema';
import { gigListQuery, type GigFilter } from '../src/gigs/service';
import { json, must, startTestServer, type TestServer } from './harness';

let server: TestServer;
let all: Gig[];
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  all = api.gigs.reply.parse(await json(await server.get('/api/gigs?limit=100'))).items;
});
afterAll(() => server.close());

const list = async (query: string) => {
  const res = await server.get(`/api/gigs${query}`);
  expect(res.status).toBe(200);
  return api.gigs.reply.parse(await res.json()).items;
};

const expectBadRequest = async (path: string, message?: string | RegExp) => {
  const res = await server.get(path);
  expect(res.status).toBe(400);
  const body = await json<{ message: string; issues: { path: string; message: string }[] }>(res);
  expect(body.issues.length).toBeGreaterThan(0);
  expect(body.message).toBe(body.issues[0]?.message);
  if (message) expect(body.message).toMatch(message);
  return body;
};

describe('GET /api/gigs', () => {
  it('lists active gigs newest first, each with its provider, in the contract shape', () => {
    expect(all.length).toBeGreaterThanOrEqual(20);
    const times = all.map((g) => Date.parse(g.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const g of all) {
      expect(g.status).toBe('active');
      expect(g.provider).toMatchObject({ id: g.providerId, university: expect.any(String) });
    }
  });

  it('has gigs in every category', () => {
    for (const c of SERVICE_CATEGORIES) expect(all.some((g) => g.category === c)).toBe(true);
  });

  it('reports prices in dollars', async () => {
    const [row] = await server.db
      .select()
      .from(gigs)
      .where(eq(gigs.id, must(all[0]).id));
    expect(must(all[0]).price).toBe(must(row).priceCents / 100);
  });

  it('filters by category', async () => {
    const design = await list('?category=Design');
    expect(design.length).toBeGreaterThan(0);
    expect(design.every((g) => g.category === 'Design')).toBe(true);
    const rides = await list(`?category=${encodeURIComponent('Reliable Rides')}`);
    expect(rides.length).toBeGreaterThan(0);
    expect(rides.every((g) => g.category === 'Reliable Rides')).toBe(true);
  });

  it('filters by price range (inclusive)', async () => {
    const mid = await list('?minPrice=20&maxPrice=30');
    expect(mid.length).toBeGreaterThan(0);
    expect(mid.every((g) => g.price >= 20 && g.price <= 30)).toBe(true);
    expect(mid.length).toBe(all.filter((g) => g.price >= 20 && g.price <= 30).length);
    expect((await list('?minPrice=79.5')).every((g) => g.price >= 79.5)).toBe(true);
    expect(await list('?minPrice=50&maxPrice=10')).toEqual([]);
  });

  it('limits the number of gigs (home page asks for 6)', async () => {
    const six = api.gigs.reply.parse(await json(await server.get('/api/gigs?limit=6')));
    expect(six.items).toEqual(all.slice(0, 6));
    expect(six.nextCursor).not.toBeNull();
  });

  it("filters by provider (a provider's own gigs)", async () => {
    const providerId = must(all[0]).providerId;
    const mine = await list(`?providerId=${providerId}`);
    expect(mine.length).toBe(all.filter((g) => g.providerId === providerId).length);
    expect(mine.every((g) => g.providerId === providerId)).toBe(true);
    expect(await list('?providerId=999999')).toEqual([]);
  });

  it('pages newest first with a keyset cursor: every gig once, default page size 12', async () => {
    const first = api.gigs.reply.parse(await json(await server.get('/api/gigs')));
    expect(first.items).toEqual(all.slice(0, 12));
    expect(first.nextCursor).not.toBeNull();
    const seen: Gig[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=5&cursor=${cursor}` : '?limit=5';
      const page = api.gigs.reply.parse(await json(await server.get(`/api/gigs${query}`)));
      expect(page.items.length).toBeLessThanOrEqual(5);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('keeps the filters across pages', async () => {
    const tutoring = all.filter((g) => g.category === 'Tutoring');
    expect(tutoring.length).toBeGreaterThan(2);
    const one = api.gigs.reply.parse(await json(await server.get('/api/gigs?category=Tutoring&limit=2')));
    const two = api.gigs.reply.parse(
      await json(await server.get(`/api/gigs?category=Tutoring&limit=2&cursor=${must(one.nextCursor)}`)),
    );
    expect([...one.items, ...two.items]).toEqual(tutoring.slice(0, 4));
  });

  it('pages through gigs created in the same microsecond and within one millisecond', async () => {
    const provider = must(all[0]).providerId;
    const at = new Date(Date.now() + 60_000);
    const rows = (offsetMicros: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        title: `Keyset twin ${offsetMicros}-${i}`,
        description: 'Keyset twin',
        priceCents: 1000,
        category: 'Other',
        providerId: provider,
        createdAt: at,
        tags: [],
      }));
    const inserted = await server.db
      .insert(gigs)
      .values([...rows(0, 3), ...rows(1, 2)])
      .returning({ id: gigs.id });
    // two of them a few microseconds later than the others: a JS Date cursor would lose that
    await server.db.execute(
      sql`update gigs set created_at = created_at + interval '3 microseconds' where title like 'Keyset twin 1-%'`,
    );
    try {
      const ids: number[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?search=keyset&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = api.gigs.reply.parse(await json(await server.get(`/api/gigs${query}`)));
        ids.push(...page.items.map((g) => g.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect([...ids].sort()).toEqual(inserted.map((r) => r.id).sort());
      expect(new Set(ids).size).toBe(5);
    } finally {
      await server.db.delete(gigs).where(sql`title like 'Keyset twin%'`);
    }
  });

  it.each(['abc', 'MjAyNi0xMS0yMnwx', Buffer.from('2026-11-22 16:42:00+00|0').toString('base64url'), '!!'])(
    "answers 400 'Invalid cursor' for the cursor %s",
    async (cursor) => {
      const res = await server.get(`/api/gigs?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message).toMatch(/cursor/i);
    },
  );

  it('searches by word and word prefix, case-insensitively, every word must match', async () => {
    const calc = await list('?search=calc');
    expect(calc.map((g) => g.title)).toContain('Calculus I & II tutoring (limits to series)');
    expect((await list('?search=CALCULUS')).length).toBe(calc.length);
    // prefix: 'portraits' in the text, 'portrait' in the query
    expect((await list('?search=portrait')).some((g) => g.title === 'Graduation portraits on campus')).toBe(
      true,
    );
    // every word must match
    expect(await list('?search=calculus%20guitar')).toEqual([]);
    expect(await list('?search=xylophoneunicorn')).toEqual([]);
  });

  describe('which text a search reads', () => {
    // Gigs whose words are nowhere else: each rule below has exactly one place its word can come from.
    const fixtures = [
      {
        title: 'Oboe tutoring',
        description: 'Reeds, breathing and scales, with a daily study plan.',
        tags: [],
      },
      { title: 'Evening study help', description: 'Bring your marzipanning questions.', tags: [] },
      { title: 'Reference manager setup', description: 'Sources tidy in an hour.', tags: ['quillography'] },
    ];
    const ids = new Map<string, number>();
    beforeAll(async () => {
      const rows = await server.db
        .insert(gigs)
        .values(
          fixtures.map((f) => ({
            ...f,
            priceCents: 1500,
            category: 'Other',
            providerId: must(all[0]).providerId,
          })),
        )
        .returning({ id: gigs.id, title: gigs.title });
      for (const r of rows) ids.set(r.title, r.id);
    });
    afterAll(async () => {
      await server.db.delete(gigs).where(inArray(gigs.id, [...ids.values()]));
    });
    const found = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).map((g) => g.id);

    it("matches English stems: 'tutors' finds a gig that only says 'tutoring'", async () => {
      expect(await found('oboe tutors')).toEqual([ids.get('Oboe tutoring')]);
      expect(await found('tutors')).toContain(ids.get('Oboe tutoring'));
      expect(await found('breathes scaling')).toEqual([ids.get('Oboe tutoring')]);
      // 'study' stems to 'studi', which is no prefix of the unstemmed word
      expect(await found('oboe study')).toEqual([ids.get('Oboe tutoring')]);
      expect(await found('oboe studies')).toEqual([ids.get('Oboe tutoring')]);
    });

    it('finds a word that only a tag has', async () => {
      expect(await found('quillography')).toEqual([ids.get('Reference manager setup')]);
    });

    it('finds a word that only a description has', async () => {
      expect(await found('marzipanning')).toEqual([ids.get('Evening study help')]);
    });
  });

  it('runs the same query as the one EXPLAIN and the benchmark see (gigListQuery)', async () => {
    const second = api.gigs.reply.parse(await json(await server.get('/api/gigs?limit=5'))).nextCursor;
    const filters: GigFilter[] = [
      {},
      { category: 'Tutoring', search: 'help' },
      { minPrice: 20, maxPrice: 30, limit: 3 },
      { providerId: must(all[0]).providerId },
      { limit: 5, cursor: must(second) },
    ];
    for (const filter of filters) {
      const query = new URLSearchParams(
        Object.entries(filter).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const reply = api.gigs.reply.parse(await json(await server.get(`/api/gigs?${query}`)));
      const rows = (await gigListQuery(server.db, filter)).map((r) => r.gig.id);
      const limit = filter.limit ?? 12;
      expect(reply.items.length).toBeGreaterThan(0);
      // the query reads one row more than the page, to know whether another page follows
      expect(rows.slice(0, limit)).toEqual(reply.items.map((g) => g.id));
      expect(rows.length > limit).toBe(reply.nextCursor !== null);
    }
  });

  it('finds nothing for a search without letters or digits', async () => {
    expect(await list('?search=%25')).toEqual([]);
    expect(await list('?search=_')).toEqual([]);
  });

  it('combines filters', async () => {
    const res = await list('?category=Tutoring&search=python&maxPrice=40');
    expect(res.map((g) => g.title)).toEqual(['Intro to programming help: Python and Java']);
  });

  it('ignores an empty search', async () => {
    expect((await list('?limit=100&search=%20%20')).length).toBe(all.length);
  });

  it('leaves inactive gigs out', async () => {
    const target = must(all[1]);
    await server.db.update(gigs).set({ status: 'inactive' }).where(eq(gigs.id, target.id));
    try {
      expect((await list('')).some((g) => g.id === target.id)).toBe(false);
    } finally {
      await server.db.update(gigs).set({ status: 'active' }).where(eq(gigs.id, target.id));
    }
  });

  it.each([
    ['?category=Cooking', /./],
    ['?minPrice=abc', /number/i],
    ['?maxPrice=-5', /./],
    ['?minPrice=100000', /./],
    ['?limit=0', /./],
    ['?limit=101', /./],
    ['?limit=2.5', /./],
    ['?providerId=abc', /./],
    ['?providerId=-1', /./],
    ['?providerId=99999999999', /./],
    [`?search=${'x'.repeat(201)}`, /./],
  ])('answers 400 with a message for %s', async (query, message) => {
    await expectBadRequest(`/api/gigs${query}`, message);
  });
});

describe('GET /api/gigs/:id', () => {
  it('gives one gig with its provider', async () => {
    const target = must(all[2]);
    const res = await server.get(`/api/gigs/${target.id}`);
    expect(res.status).toBe(200);
    const gig = api.gig.reply.parse(await res.json());
    expect(gig).toEqual(target);
    expect(gig.description).toContain('\n');
  });

  it('gives an inactive gig too (its page shows the status)', async () => {
    const target = must(all[3]);
    await server.db.update(gigs).set({ status: 'inactive' }).where(eq(gigs.id, target.id));
    try {
      expect(await json(await server.get(`/api/gigs/${target.id}`))).toMatchObject({
        id: target.id,
        status: 'inactive',
      });
    } finally {
      await server.db.update(gigs).set({ status: 'active' }).where(eq(gigs.id, target.id));
    }
  });

  it("embeds a provider's current rating", async () => {
    const target = must(all[0]);
    const provider = must((await server.db.select().from(users).where(eq(users.id, target.providerId)))[0]);
    expect(target.provider).toEqual({
      id: provider.id,
      firstName: provider.firstName,
      lastName: provider.lastName,
      university: provider.university,
      rating: provider.rating,
      reviewCount: provider.reviewCount,
    });
  });

  it("answers 404 'Gig not found' for an unknown id", async () => {
    for (const id of ['999999', '2147483647']) {
      const res = await server.get(`/api/gigs/${id}`);
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: 'Gig not found' });
    }
  });

  it.each(['abc', '1.5', '-3', '0', '1e3', '2147483648', '99999999999999999999', '%20', '12abc'])(
    "answers 400 'Invalid gig id' for %s",
    async (id) => {
      const res = await server.get(`/api/gigs/${id}`);
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({
        message: 'Invalid gig id',
        issues: [{ path: 'id', message: 'Invalid gig id' }],
      });
    },
  );
});
