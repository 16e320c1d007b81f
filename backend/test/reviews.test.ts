import { eq, inArray, sql } from 'drizzle-orm';
import { api, type Gig } from '@campus/contracts';
import { queryRows } from '../src/db/sql';
import { gigs, reviews, users } from '../src/db/schema';
import { recomputeProviderRatings } from '../src/reviews/service';
import { json, must, startTestServer, type TestServer } from './harness';

let server: TestServer;
let all: Gig[];
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  all = api.gigs.reply.parse(await json(await server.get('/api/gigs?limit=100'))).items;
});
afterAll(() => server.close());

const gigByTitle = (title: string) => {
  const gig = all.find((g) => g.title === title);
  if (!gig) throw new Error(`no seeded gig ${title}`);
  return gig;
};

describe('GET /api/gigs/:id/reviews', () => {
  it('lists a gig’s reviews newest first, with reviewer names', async () => {
    const gig = gigByTitle('Calculus I & II tutoring (limits to series)');
    const res = await server.get(`/api/gigs/${gig.id}/reviews`);
    expect(res.status).toBe(200);
    const list = api.gigReviews.reply.parse(await res.json());
    expect(list.length).toBe(2);
    const times = list.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const r of list) {
      expect(r.gigId).toBe(gig.id);
      expect(r.providerId).toBe(gig.providerId);
      expect(r.reviewer?.firstName).toEqual(expect.any(String));
      expect(r.reviewerId).not.toBe(gig.providerId);
      expect(r.orderId).toEqual(expect.any(Number));
      // never edited nor answered in the demo data
      expect(r).toMatchObject({ updatedAt: null, reply: null, repliedAt: null });
    }
    expect(list.map((r) => r.reviewer?.firstName).sort()).toEqual(['Jordan', 'Marcus']);
  });

  it('gives an empty list for a gig without reviews', async () => {
    const gig = gigByTitle('Resume and cover letter review for research jobs');
    const res = await server.get(`/api/gigs/${gig.id}/reviews`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual([]);
  });

  it("answers 404 'Gig not found' for an unknown gig", async () => {
    const res = await server.get('/api/gigs/424242/reviews');
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'Gig not found' });
  });

  it("answers 400 'Invalid gig id' for a bad id", async () => {
    const res = await server.get('/api/gigs/first/reviews');
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: 'Invalid gig id' });
  });
});

describe('seeded ratings', () => {
  it('keep users.rating and users.reviewCount equal to their reviews', async () => {
    const rows = await queryRows<{
      id: number;
      rating: string;
      review_count: number;
      avg: string | null;
      n: number;
    }>(
      server.db,
      sql`select u.id, u.rating::text, u.review_count, round(avg(r.rating)::numeric, 2)::text as avg, count(r.id)::int as n
            from ${users} u left join ${reviews} r on r.provider_id = u.id group by u.id`,
    );
    expect(rows.length).toBe(12);
    for (const r of rows) {
      expect(r.review_count).toBe(r.n);
      expect(Number(r.rating)).toBe(r.avg === null ? 0 : Number(r.avg));
    }
    expect(rows.filter((r) => r.n > 0).length).toBeGreaterThan(6);
  });

  it('every review belongs to a finished order of its reviewer for that gig', async () => {
    const rows = await queryRows<{ ok: boolean }>(
      server.db,
      sql`select (o.customer_id = r.reviewer_id and o.gig_id = r.gig_id and o.provider_id = r.provider_id
                  and o.status = 'funds_released' and r.created_at >= o.created_at) as ok
            from reviews r join orders o on o.id = r.order_id`,
    );
    const [count] = await server.db.select({ n: sql<number>`count(*)::int` }).from(reviews);
    expect(rows.length).toBe(must(count).n);
    expect(rows.every((r) => r.ok)).toBe(true);
  });

  it('are recomputed for the given providers only (and all of them when none are given)', async () => {
    const columns = { id: users.id, rating: users.rating, reviewCount: users.reviewCount };
    const rated = await server.db
      .select(columns)
      .from(users)
      .where(sql`${users.reviewCount} > 0`)
      .orderBy(users.id)
      .limit(3);
    expect(rated).toHaveLength(3);
    const ids = rated.map((u) => u.id);
    const state = () => server.db.select(columns).from(users).where(inArray(users.id, ids)).orderBy(users.id);
    const stale = { rating: 1.11, reviewCount: 99 };
    const staleRow = (id: number) => ({ id, ...stale });
    await server.db.update(users).set(stale).where(inArray(users.id, ids));
    try {
      await recomputeProviderRatings(server.db, []);
      expect(await state()).toEqual(ids.map(staleRow));
      await recomputeProviderRatings(server.db, [must(ids[0]), must(ids[2])]);
      expect(await state()).toEqual([rated[0], staleRow(must(ids[1])), rated[2]]);
      await recomputeProviderRatings(server.db);
      expect(await state()).toEqual(rated);
    } finally {
      await recomputeProviderRatings(server.db);
    }
  });

  it('no review predates its gig', async () => {
    const rows = await server.db
      .select({ reviewed: reviews.createdAt, posted: gigs.createdAt })
      .from(reviews)
      .innerJoin(gigs, eq(gigs.id, reviews.gigId));
    expect(rows.every((r) => r.reviewed >= r.posted)).toBe(true);
  });
});
