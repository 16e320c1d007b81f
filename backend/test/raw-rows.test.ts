import { sql } from 'drizzle-orm';
import { findGig, gigByIdQuery, gigListQuery, listGigs, type GigFilter } from '../src/gigs/service';
import { must, startTestServer, type TestServer } from './harness';

/**
 * The hottest reads skip drizzle's row mapping (runRaw + a hand-written mapper). They must give
 * exactly what drizzle gives for the same query, field by field, for every shape of the query.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  // a paused and a deleted gig of provider 3 (who has three), for the shapes that list a provider's
  // own paused gigs
  await server.db.execute(sql`
    update gigs set status = case when id = (select min(id) from gigs where provider_id = 3)
                                  then 'inactive' else 'deleted' end
     where id in (select id from gigs where provider_id = 3 order by id limit 2)`);
});
afterAll(() => server.close());

const FILTERS: GigFilter[] = [
  {},
  { limit: 3 },
  { category: 'Tutoring' },
  { search: 'tutoring calc', minPrice: 10, maxPrice: 80 },
  { providerId: 1 },
  { providerId: 3 },
  { providerId: 3, includeInactive: true },
  { providerId: 3, includeInactive: true, category: 'Design', limit: 1 },
  { search: 'zzzz-nothing' },
];

it.each(FILTERS)('the gig list %p maps rows like drizzle', async (filter) => {
  const raw = await listGigs(server.db, filter);
  const mapped = await gigListQuery(server.db, filter);
  expect(raw.length).toBeGreaterThanOrEqual(filter.search === 'zzzz-nothing' ? 0 : 1);
  expect(raw).toEqual(mapped);
});

it('a gig by id maps like drizzle, including a gig whose provider is gone', async () => {
  const [first] = await gigListQuery(server.db, { limit: 1 });
  const id = must(first).gig.id;
  expect(await findGig(server.db, id)).toEqual((await gigByIdQuery(server.db, id))[0]);
  expect(await findGig(server.db, 999_999)).toBeUndefined();
  // a provider row missing: the left join gives nulls
  // a gig whose provider row is missing (this test's own database: drop the foreign key to make one)
  await server.db.execute(sql`alter table gigs drop constraint gigs_provider_id_users_id_fk`);
  await server.db.execute(sql`update gigs set provider_id = 999999 where id = ${id}`);
  const orphan = await findGig(server.db, id);
  expect(orphan?.provider).toBeNull();
  expect(orphan).toEqual((await gigByIdQuery(server.db, id))[0]);
});
