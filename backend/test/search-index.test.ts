import { sql } from 'drizzle-orm';
import { gigListQuery } from '../src/gigs/service';
import { queryRows } from '../src/db/sql';
import { json, startTestServer, type TestServer } from './harness';

/**
 * With many gigs and fresh statistics, the browse search must be answered from the GIN indexes
 * (full-text and trigram), not by scanning the table. The planner decides on its own here: no
 * enable_seqscan tricks.
 */
let server: TestServer;
const FILLER = 20_000;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  // Bulk-load faster: set the search indexes aside and rebuild them from their own definitions.
  const defs = await queryRows<{ name: string; def: string }>(
    server.db,
    sql`select indexname as name, indexdef as def from pg_indexes where tablename = 'gigs' and indexname like 'gigs_search_%'`,
  );
  expect(defs.map((d) => d.name).sort()).toEqual(['gigs_search_trgm_idx', 'gigs_search_vector_idx']);
  for (const d of defs) await server.db.execute(sql.raw(`drop index ${d.name}`));
  await server.db.execute(sql`
    insert into gigs (title, description, price_cents, category, provider_id, tags, created_at)
    select 'Filler gig number ' || n,
           'Generic help with chores, errands and odd jobs around campus, request ' || md5(n::text),
           500 + (n % 7000), (array['Tutoring','Design','Other','Research'])[1 + n % 4],
           (select min(id) from users), array['filler', 'tag' || (n % 50)],
           now() - (n || ' minutes')::interval
      from generate_series(1, ${FILLER}) as n`);
  for (const d of defs) await server.db.execute(sql.raw(d.def));
  await server.db.execute(sql`analyze gigs`);
});
afterAll(() => server.close());

async function plan(filter: Parameters<typeof gigListQuery>[1]): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    server.db,
    sql`explain ${gigListQuery(server.db, filter)}`,
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('gig search uses an index', () => {
  it.each(['calculus', 'portrait', 'calc', 'python tutoring', 'zotero'])('search %p', async (search) => {
    const text = await plan({ search });
    expect(text).toMatch(/Bitmap Index Scan on gigs_search_(vector|trgm)_idx/);
    expect(text).not.toMatch(/Seq Scan on gigs/);
  });

  it('search combined with category and price filters', async () => {
    const text = await plan({ search: 'photos', category: 'Photography', minPrice: 10, maxPrice: 90 });
    expect(text).toMatch(/Index Scan|Bitmap Index Scan/);
    expect(text).not.toMatch(/Seq Scan on gigs/);
  });

  it('still finds the right gigs among the filler', async () => {
    const res = await server.get('/api/gigs?search=calc');
    const titles = (await json<{ title: string }[]>(res)).map((g) => g.title);
    expect(titles).toContain('Calculus I & II tutoring (limits to series)');
    expect(titles.some((t) => t.startsWith('Filler'))).toBe(false);
  });

  it('browsing without a search reads the newest gigs from the index', async () => {
    const text = await plan({ limit: 6 });
    expect(text).toMatch(/Index Scan Backward using gigs_active_created_idx/);
  });
});
