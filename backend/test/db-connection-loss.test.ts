import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/sql';
import { migrationsFolder } from './harness';

const serverUrl = process.env.DATABASE_URL;
const onServer = serverUrl ? describe : describe.skip;

async function admin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

// A PostgreSQL restart or an administrator ending connections drops the pool's idle clients. The pool
// must shrug that off (not take the process down with an unhandled 'error' event) and serve the next query.
onServer('PostgreSQL connection loss', () => {
  const name = `campus_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  beforeAll(() => admin((c) => c.query(`create database ${name}`)));
  afterAll(() => admin((c) => c.query(`drop database if exists ${name} with (force)`)));

  it('survives the server terminating an idle pooled connection', async () => {
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const lost: Error[] = [];
    const database = await openDatabase({
      databaseUrl: url.toString(),
      migrationsFolder,
      onConnectionError: (err) => lost.push(err),
    });
    try {
      const [me] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      await admin((c) => c.query('select pg_terminate_backend($1)', [me?.pid]));
      await new Promise((ok) => setTimeout(ok, 200));
      expect(lost.length).toBeGreaterThan(0);
      const [row] = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
      expect(row?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
