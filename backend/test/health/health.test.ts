import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { freePort } from '../../src/db/embedded';
import * as schema from '../../src/db/schema';
import { createReadiness } from '../../src/health/readiness';
import { json, migrationsFolder, startTestServer, type TestServer } from '../harness';
import { createMigratedDatabase, databaseUrl, dropDatabase } from '../support/test-database';

interface ReadyBody {
  status: string;
  message?: string;
  failing?: string[];
  requestId?: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /healthz', () => {
  it('answers 200 { status: ok } without a session, a cookie or an origin check', async () => {
    const res = await server.get('/healthz', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 'ok' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers only GET and HEAD', async () => {
    expect((await server.get('/healthz', { method: 'HEAD' })).status).toBe(200);
    const post = await server.get('/readyz', { method: 'POST', headers: { origin: server.url } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('GET /readyz', () => {
  it('is 503 naming the job runner while it has not started, with the request id to quote', async () => {
    // the test server runs no jobs (only main.ts starts them)
    const res = await server.get('/readyz');
    expect(res.status).toBe(503);
    const body = await json<ReadyBody>(res);
    expect(body).toMatchObject({ status: 'unavailable', failing: ['jobs'] });
    expect(body.message).toContain('background jobs');
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('is ready with the database up, the migrations applied and the jobs running', async () => {
    const readiness = createReadiness({ db: server.db, jobs: { running: true } });
    expect(await readiness.check()).toEqual({ ready: true, failing: [] });
    readiness.stop();
    expect(await readiness.check()).toEqual({ ready: false, failing: ['shutdown'] });
  });

  it('names the database when it cannot be reached', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/none`,
      connectionTimeoutMillis: 2000,
    });
    try {
      const readiness = createReadiness({ db: drizzle(pool, { schema }), jobs: { running: true } });
      expect(await readiness.check()).toEqual({ ready: false, failing: ['database'] });
    } finally {
      await pool.end();
    }
  });

  it('names the migrations while the newest is not applied, and stops reading them once it is', async () => {
    const name = await createMigratedDatabase();
    const database = await openDatabase({ databaseUrl: databaseUrl(name), migrationsFolder });
    try {
      const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
      const [row] = (
        await database.db.execute<{ id: number; hash: string; created_at: string }>(
          sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning *`,
        )
      ).rows;
      const readiness = createReadiness({ db: database.db, jobs: { running: true } });
      expect(await readiness.check()).toEqual({ ready: false, failing: ['migrations'] });
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row?.id}, ${row?.hash}, ${row?.created_at})`,
      );
      expect(await readiness.check()).toEqual({ ready: true, failing: [] });
      // confirmed once: later checks are a plain `select 1`
      await database.db.execute(sql`drop schema drizzle cascade`);
      expect(await readiness.check()).toEqual({ ready: true, failing: [] });
    } finally {
      await database.close();
      await dropDatabase(name);
    }
  });
});
