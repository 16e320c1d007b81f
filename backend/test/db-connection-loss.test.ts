import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/sql';
import { migrationsFolder } from './support/paths';
import { createEmptyDatabase, databaseUrl, dropDatabase, withAdmin } from './support/test-database';

// A PostgreSQL restart or an administrator ending connections drops the pool's idle clients. The pool
// must shrug that off (not take the process down with an unhandled 'error' event) and serve the next query.
describe('PostgreSQL connection loss', () => {
  let name: string;
  beforeAll(async () => {
    name = await createEmptyDatabase();
  });
  afterAll(() => dropDatabase(name));

  it('survives the server terminating an idle pooled connection', async () => {
    const lost: Error[] = [];
    const database = await openDatabase({
      databaseUrl: databaseUrl(name),
      migrationsFolder,
      onConnectionError: (err) => lost.push(err),
    });
    try {
      const [me] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      await withAdmin((c) => c.query('select pg_terminate_backend($1)', [me?.pid]));
      // the pool hears of it at once: wait for that, bounded, instead of a fixed 200 ms
      for (const deadline = Date.now() + 5000; lost.length === 0 && Date.now() < deadline;)
        await new Promise((ok) => setTimeout(ok, 10));
      expect(lost.length).toBeGreaterThan(0);
      const [row] = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
      expect(row?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
