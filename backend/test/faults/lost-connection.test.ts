import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/sql';
import type { Database } from '../../src/db/types';
import { migrationsFolder } from '../support/paths';
import { createEmptyDatabase, databaseUrl, dropDatabase, withAdmin } from '../support/test-database';

/**
 * A connection lost while its client is checked out (a PostgreSQL restart in the middle of a request).
 * The owner may never give such a client back: drizzle's transaction() releases it only when BEGIN
 * succeeded. The pool must take it back by itself, or a few restarts leave it with no connection at
 * all; and the client's 'error' event must not end the process.
 */
let name: string;
let database: Database;

beforeAll(async () => {
  name = await createEmptyDatabase();
  database = await openDatabase({
    databaseUrl: databaseUrl(name),
    migrationsFolder,
    poolSize: 1,
    connectTimeoutMs: 1000,
  });
});
afterAll(async () => {
  await database.close();
  await dropDatabase(name);
});

const terminate = (pid: number | undefined) =>
  withAdmin((c) => c.query('select pg_terminate_backend($1)', [pid]));

it('takes back a checked-out client whose connection ended, though its owner never releases it', async () => {
  const client = await database.pool.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const ended = new Promise((ok) => client.once('end', ok));
  await terminate(rows[0]?.pid);
  await ended;
  // the pool's only connection was that one: the next query gets a new one instead of waiting for it
  const [row] = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
  expect(row?.one).toBe(1);
  // the owner's late release changes nothing
  expect(() => client.release()).not.toThrow();
  expect(database.pool.totalCount).toBeLessThanOrEqual(1);
});
