import { sql } from 'drizzle-orm';
import { api } from '@campus/contracts';
import { gigListQuery } from '../src/gigs/service';
import { itemListQuery } from '../src/marketplace/service';
import { queryRows } from '../src/db/sql';
import { json, startTestServer, type TestServer } from './harness';

/**
 * At 100,000 gigs with fresh statistics, every list shape must be answered from an index and read
 * few rows: the newest-first walk when matches are common, the GIN index when they are rare. The
 * planner decides on its own (no enable_* settings); EXPLAIN ANALYZE shows what it really read.
 */
let server: TestServer;
const GIGS = 100_000;

/** Word frequencies like a campus's: 'help' in 30%, 'js' 5%, 'art' 10%, 'calculus' 1%, 'zotero' 0.01%. */
async function loadGigs(): Promise<void> {
  const indexes = await queryRows<{ name: string; def: string }>(
    server.db,
    sql`select indexname as name, indexdef as def from pg_indexes
         where tablename in ('gigs', 'marketplace_items') and indexname not like '%pkey'`,
  );
  for (const i of indexes) await server.db.execute(sql.raw(`drop index ${i.name}`));
  await server.db.execute(sql`
    insert into gigs (title, description, price_cents, category, provider_id, tags, created_at)
    select concat_ws(' ',
             (array['Tutoring','Design','Moving','Photos','Rides','Music','Research','Sitting','Homework','Odd jobs'])[1 + n % 10],
             case when n % 20 = 0 then 'with Node.js' end,
             case when n % 10 = 1 then 'and art' end,
             case when n % 100 = 7 then 'for calculus' end,
             'session ' || n),
           concat_ws(' ', case when n % 10 < 3 then 'Friendly help' end,
             'from a student near campus, flexible hours, request ', md5(n::text),
             case when n % 10000 = 3 then 'citations in Zotero' end),
           500 + (n * 37) % 19500,
           (array['Tutoring','Reliable Rides','Design','Babysitting','Moving Help','Homework Helper','Photography','Music Lessons','Research','Other'])[1 + (n / 7) % 10],
           (select min(id) from users),
           array['tag' || (n % 50)],
           now() - (n || ' minutes')::interval
      from generate_series(1, ${GIGS}) as n`);
  await server.db.execute(sql`
    insert into marketplace_items (title, description, price_cents, category, seller_id, condition, created_at)
    select 'Item ' || n || case when n % 100 = 7 then ' calculus textbook' else ' desk lamp' end,
           'Barely used, pick up near campus ' || md5(n::text), 100 + n % 50000,
           (array['Textbooks','Electronics','Furniture','Other'])[1 + n % 4],
           (select min(id) from users), 'Good', now() - (n || ' minutes')::interval
      from generate_series(1, ${GIGS}) as n`);
  for (const i of indexes) await server.db.execute(sql.raw(i.def));
  await server.db.execute(sql`analyze gigs`);
  await server.db.execute(sql`analyze marketplace_items`);
}

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  await loadGigs();
}, 180_000);
afterAll(() => server.close());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function analyze(query: { getSQL(): ReturnType<typeof sql> }) {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    server.db,
    sql`explain (analyze, format json) ${query.getSQL()}`,
  );
  const all = nodes(row?.['QUERY PLAN'][0].Plan ?? { 'Node Type': 'none' });
  return {
    all,
    indexes: all.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])),
    seqScans: all.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']),
    /** Rows read and thrown away: what makes a plan slow at scale. */
    discarded: all.reduce(
      (sum, n) => sum + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0),
      0,
    ),
  };
}

const SHAPES = [
  ['a 2-letter word', { search: 'js' }],
  ['a 3-letter word', { search: 'art' }],
  ['a common word', { search: 'help' }],
  ['a mid-frequency word', { search: 'calculus' }],
  ['a rare word', { search: 'zotero' }],
  ['a prefix', { search: 'calc' }],
  ['category + price', { category: 'Design', minPrice: 20, maxPrice: 80 }],
  ['search + category + price', { search: 'calculus', category: 'Design', minPrice: 20, maxPrice: 150 }],
  ['no filter', {}],
] as const;

describe('gig list shapes at 100,000 gigs', () => {
  it.each(SHAPES)('%s: served by an index, reading few rows it does not return', async (_name, filter) => {
    const plan = await analyze(gigListQuery(server.db, filter));
    expect(plan.seqScans).not.toContain('gigs');
    expect(plan.indexes.some((i) => i.startsWith('gigs_'))).toBe(true);
    expect(plan.discarded).toBeLessThan(3000);
  });

  it('a rare word is found through the full-text index, not by walking the newest gigs', async () => {
    const plan = await analyze(gigListQuery(server.db, { search: 'zotero' }));
    expect(plan.indexes).toContain('gigs_category_search_idx');
    expect(plan.discarded).toBeLessThan(100);
  });

  it('a later page starts at its cursor in the index, not by skipping rows', async () => {
    const first = api.gigs.reply.parse(await json(await server.get('/api/gigs?search=help')));
    const plan = await analyze(gigListQuery(server.db, { search: 'help', cursor: first.nextCursor ?? '' }));
    expect(plan.indexes).toContain('gigs_active_created_idx');
    expect(plan.discarded).toBeLessThan(3000);
  });

  it('finds the right gigs among the 100,000', async () => {
    const page = api.gigs.reply.parse(await json(await server.get('/api/gigs?search=zotero&limit=100')));
    expect(page.items.length).toBe(GIGS / 10000 + 1); // the generated ones and the seeded one
    expect(page.items.map((g) => g.title)).toContain('Literature review and citation management');
    const js = api.gigs.reply.parse(await json(await server.get('/api/gigs?search=js')));
    expect(js.items.length).toBe(12);
    expect(js.items.every((g) => /\bjs\b/i.test(`${g.title} ${g.description} ${g.tags.join(' ')}`))).toBe(
      true,
    );
  });
});

describe('item list shapes at 100,000 items', () => {
  it.each([
    ['a word', { search: 'calculus' }],
    ['category + price', { category: 'Textbooks', minPrice: 10, maxPrice: 200 }],
    ['no filter', {}],
  ] as const)('%s: served by an index', async (_name, filter) => {
    const plan = await analyze(itemListQuery(server.db, filter));
    expect(plan.seqScans).not.toContain('marketplace_items');
    expect(plan.discarded).toBeLessThan(3000);
  });
});
