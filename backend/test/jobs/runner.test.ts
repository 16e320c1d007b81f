import pg from 'pg';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/sql';
import { SESSION_PURGE_JOB, UNVERIFIED_PURGE_JOB } from '../../src/jobs/housekeeping';
import { createJobRunner, JOB_SETUP_LOCK, type JobRunner } from '../../src/jobs/runner';
import { createLogger } from '../../src/logger';
import { createServices } from '../../src/services';
import { UPLOAD_SWEEP_CRON, UPLOAD_SWEEP_JOB } from '../../src/uploads/jobs';
import { ORDER_JOBS } from '../../src/orders/jobs';
import { ORDER_MAILS_JOB } from '../../src/orders/notifications';
import { SANDBOX_WEBHOOKS_JOB } from '../../src/payments/create';
import { startTestServer } from '../harness';
import { createMigratedDatabase, databaseUrl, dropDatabase } from '../support/test-database';

const log = createLogger('silent');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, done: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** One database; each runner gets its own pool, as two backend instances would. */
let databaseName: string;
const pools: pg.Pool[] = [];
const runners: JobRunner[] = [];

function runner(): JobRunner {
  const pool = new pg.Pool({ connectionString: databaseUrl(databaseName), max: 3 });
  // As openDatabase does for the app's pool: an idle client the server ends (a stopped runner's
  // connection, the database dropped after the suite) is dropped by the pool, not an unhandled error.
  pool.on('error', () => undefined);
  pools.push(pool);
  const jobs = createJobRunner({ pool, log, pollingIntervalSeconds: 0.5, graceMs: 1000 });
  runners.push(jobs);
  return jobs;
}

/** How many jobs of this name pg-boss has marked completed. */
async function completedJobs(name: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl(databaseName), max: 1 });
  try {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`,
      [name],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await pool.end();
  }
}

beforeAll(async () => {
  databaseName = await createMigratedDatabase();
});
afterAll(async () => {
  for (const r of runners) await r.stop();
  for (const p of pools) await p.end();
  await dropDatabase(databaseName);
});

describe('background job runner (pg-boss)', () => {
  it('runs each job once although two runners poll the same database', async () => {
    const runs: string[] = [];
    const record = async (data: { n: number }) => {
      runs.push(`${data.n}`);
      await sleep(20);
    };
    const a = runner();
    const b = runner();
    a.define('probe-once', record);
    b.define('probe-once', record);
    await Promise.all([a.start(), b.start()]);
    for (let n = 0; n < 30; n++) await (n % 2 ? a : b).send('probe-once', { n });
    await until('30 runs', () => runs.length >= 30);
    // a duplicate would run before its job is marked done: once all 30 are, none can come
    await until('30 completed jobs', async () => (await completedJobs('probe-once')) === 30);
    expect(runs.sort()).toEqual(Array.from({ length: 30 }, (_, n) => `${n}`).sort());
    await Promise.all([a.stop(), b.stop()]);
  });

  it("starts pg-boss inside the set-up lock, so its own queue is never created beside another instance's", async () => {
    // pg-boss creates the schedules' queue in its start(); two instances attaching queue partitions
    // at once deadlocked (CI, 40P01). Another instance holds the lock: this one must not have begun.
    const freshDatabase = await createMigratedDatabase();
    const holder = new pg.Client({ connectionString: databaseUrl(freshDatabase) });
    const pool = new pg.Pool({ connectionString: databaseUrl(freshDatabase), max: 3 });
    pool.on('error', () => undefined);
    const jobs = createJobRunner({ pool, log, pollingIntervalSeconds: 0.5, graceMs: 1000 });
    jobs.define('probe-locked', async () => undefined);
    try {
      await holder.connect();
      await holder.query('select pg_advisory_lock($1)', [JOB_SETUP_LOCK]);
      const starting = jobs.start();
      await until('the runner to wait for the set-up lock', async () => {
        const { rows } = await holder.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and objid = $1`,
          [JOB_SETUP_LOCK],
        );
        return rows[0]?.n === 1;
      });
      const { rows } = await holder.query<{ schema: string | null }>(
        `select to_regnamespace('pgboss')::text as schema`,
      );
      expect(rows[0]?.schema).toBeNull();
      await holder.query('select pg_advisory_unlock($1)', [JOB_SETUP_LOCK]);
      await starting;
      expect(jobs.running).toBe(true);
      await jobs.stop();
    } finally {
      await holder.end();
      await pool.end();
      await dropDatabase(freshDatabase);
    }
  });

  it('keeps a job that was due after its runner stopped, and runs it on the next start', async () => {
    const first = runner();
    let ranOnFirst = 0;
    first.define('probe-later', async () => {
      ranOnFirst++;
    });
    await first.start();
    // due in an hour, so the first runner cannot take it however slowly it stops (a 1.5 s delay raced
    // the stop on a loaded machine); once it has stopped, the job is made due in the database
    const id = await first.send('probe-later', {}, { startAfter: new Date(Date.now() + 3_600_000) });
    expect(id).toEqual(expect.any(String));
    await first.stop();
    const pool = new pg.Pool({ connectionString: databaseUrl(databaseName), max: 1 });
    try {
      const due = await pool.query(
        `UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE id = $1`,
        [id],
      );
      expect(due.rowCount).toBe(1);
    } finally {
      await pool.end();
    }

    const ran: string[] = [];
    const second = runner();
    second.define('probe-later', async (_data, job) => {
      ran.push(job.id);
    });
    await second.start();
    await until('the job on the restarted runner', () => ran.length === 1);
    expect(ran).toEqual([id]);
    expect(ranOnFirst).toBe(0);
    await second.stop();
  });

  it('runs a job again when its run was cut short by a stop', async () => {
    const first = runner();
    let started = 0;
    let returned = false;
    let endRun: () => void = () => undefined;
    const runMayEnd = new Promise<void>((ok) => {
      endRun = ok;
    });
    first.define(
      'probe-cut',
      async () => {
        started++;
        await runMayEnd; // until after the runner's grace period on stop (1 s here) is over
        returned = true;
      },
      { retryDelaySeconds: 0 },
    );
    await first.start();
    await first.send('probe-cut', {});
    await until('the first run to start', () => started === 1);
    await first.stop();
    endRun();

    let finished = 0;
    const second = runner();
    second.define(
      'probe-cut',
      async () => {
        finished++;
      },
      { retryDelaySeconds: 0 },
    );
    await second.start();
    await until('the retried run', () => finished === 1);
    await second.stop();
    expect(started).toBe(1);
    await until('the cut run to return', () => returned);
    await sleep(1100); // pg-boss checks once a second that its stopped pollers have ended
  });

  it('refuses to declare jobs after start', async () => {
    const jobs = runner();
    jobs.define('probe-declared', async () => undefined);
    await jobs.start();
    expect(() => jobs.define('probe-late', async () => undefined)).toThrow(/before start/);
    expect(() => jobs.every('probe-declared', '* * * * *')).toThrow(/before start/);
    await jobs.stop();
  });
});

describe("the product's jobs", () => {
  it('schedules the upload sweep, purges, order jobs (auto-release, undelivered refunds and payouts too), order mails and webhook re-delivery; only main.ts starts the runner', async () => {
    const server = await startTestServer();
    try {
      // A test server serves requests without ever starting the runner: no pgboss schema.
      expect((await server.get('/api/categories')).status).toBe(200);
      const schema = async () =>
        (
          await queryRows<{ s: string | null }>(server.db, sql`select to_regnamespace('pgboss')::text as s`)
        )[0]?.s ?? null;
      expect(await schema()).toBeNull();

      const services = createServices({ db: server.db, config: server.config, log });
      await services.jobs.start();
      try {
        expect(await schema()).toBe('pgboss');
        const schedules = await queryRows<{ name: string; cron: string; timezone: string }>(
          server.db,
          sql`select name, cron, timezone from pgboss.schedule order by name`,
        );
        expect(schedules).toEqual(
          [
            { name: UPLOAD_SWEEP_JOB, cron: UPLOAD_SWEEP_CRON, timezone: 'UTC' },
            { name: SESSION_PURGE_JOB, cron: '7 * * * *', timezone: 'UTC' },
            { name: UNVERIFIED_PURGE_JOB, cron: '37 * * * *', timezone: 'UTC' },
            { name: ORDER_JOBS.abandon, cron: '*/5 * * * *', timezone: 'UTC' },
            { name: ORDER_JOBS.expire, cron: '*/15 * * * *', timezone: 'UTC' },
            { name: ORDER_JOBS.reconcile, cron: '*/10 * * * *', timezone: 'UTC' },
            { name: ORDER_JOBS.autoRelease, cron: '* * * * *', timezone: 'UTC' },
            { name: ORDER_JOBS.expireDelivery, cron: '*/5 * * * *', timezone: 'UTC' },
            { name: ORDER_JOBS.payouts, cron: '*/5 * * * *', timezone: 'UTC' },
            { name: ORDER_MAILS_JOB, cron: '* * * * *', timezone: 'UTC' },
            { name: SANDBOX_WEBHOOKS_JOB, cron: '* * * * *', timezone: 'UTC' },
          ].sort((x, y) => x.name.localeCompare(y.name)),
        );
        expect(UPLOAD_SWEEP_CRON).toMatch(/^\d+ \* \* \* \*$/); // hourly
      } finally {
        await services.jobs.stop();
      }
    } finally {
      await server.close();
    }
  });
});
