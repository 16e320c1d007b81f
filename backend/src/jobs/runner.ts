import PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import type { Logger } from '../logger';

/** What a handler learns about the job it runs. */
export interface JobInfo {
  id: string;
  name: string;
}

/**
 * Runs one job. Throwing fails the run: the job is tried again (see JobOptions) on whichever backend
 * instance claims it next, so a handler must be safe to run again after a partial run.
 */
export type JobHandler<T extends object> = (data: T, job: JobInfo) => Promise<void>;

export interface JobOptions {
  /** Further tries after a failed run (default 2). */
  retryLimit?: number;
  /** Seconds before a failed job is tried again (default 60). */
  retryDelaySeconds?: number;
  /** A run still going after this long counts as failed (and is tried again). Default 15 minutes. */
  expireInSeconds?: number;
}

export interface SendOptions {
  /** The job is not run before this time (default: as soon as a runner polls). */
  startAfter?: Date;
  /**
   * At most one waiting job per key in this queue (e.g. `order:42`): a second send while one waits
   * is dropped and answers null.
   */
  singletonKey?: string;
}

/**
 * The one runner of timed and deferred work (upload sweeps now; escrow release, authorisation expiry
 * and message mails later). Jobs live in PostgreSQL (pg-boss, schema `pgboss`): each has a due time,
 * is claimed with `FOR UPDATE SKIP LOCKED` by exactly one runner of all the backend instances on the
 * database, and stays in the table until a run completes, so a restart or a crash loses none (a run
 * cut short is retried once it expires).
 *
 * Queues and recurring schedules are declared once, in the composition root (services.ts), before
 * `start()`; only main.ts starts the runner, so tests and tools that build the services do not.
 */
export interface JobRunner {
  /** Declares a queue and the handler that runs its jobs on every instance (before `start()`). */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions): void;
  /**
   * Sends a job of `name` on a cron schedule (UTC, five fields: `'17 * * * *'` is hourly at :17).
   * One job per tick for all instances together. Before `start()`; `name` must be defined. Schedules
   * are kept in `pgboss.schedule`: retiring one takes deleting its row (an instance never removes
   * schedules it does not know, since an older instance may run beside a newer one).
   */
  every(name: string, cron: string, data?: object): void;
  /** Queues one job; its id, or null when a singletonKey dropped it. Needs a started runner's schema. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Installs or migrates the `pgboss` schema, creates the queues, saves the schedules, starts polling. */
  start(): Promise<void>;
  /** Stops polling and waits (up to `graceMs`) for running jobs; call before the database closes. */
  stop(): Promise<void>;
  readonly running: boolean;
}

export interface JobRunnerOptions {
  /**
   * The application's pool: pg-boss runs its queries through it and opens no connections of its own
   * (each poll and each claim is one short statement).
   */
  pool: Pool;
  log: Logger;
  /**
   * Seconds between two polls of an empty queue by one instance (default 5; pg-boss's minimum is
   * 0.5). A poll that found a job is followed by another at once, so a backlog drains without waiting.
   */
  pollingIntervalSeconds?: number;
  /** How long `stop()` waits for running jobs (default 10 s); an unfinished one is retried later. */
  graceMs?: number;
  /** Seconds between checks of the schedules (default 30; 1 to 45, for tests). */
  cronMonitorIntervalSeconds?: number;
  /** Told of each run's end on this instance (metrics/jobs.ts counts them). */
  onRunEnd?: (queue: string, outcome: 'completed' | 'failed') => void;
}

interface Definition {
  handler: JobHandler<object>;
  options: JobOptions;
}

/**
 * Any fixed number: the advisory lock that one instance at a time holds while it starts pg-boss and
 * sets up its queues.
 */
export const JOB_SETUP_LOCK = 740_215_001;

async function withSetupLock(pool: Pool, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [JOB_SETUP_LOCK]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [JOB_SETUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

const DEFAULTS: Required<JobOptions> = { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 15 * 60 };

export function createJobRunner({
  pool,
  log,
  pollingIntervalSeconds = 5,
  graceMs = 10_000,
  cronMonitorIntervalSeconds,
  onRunEnd,
}: JobRunnerOptions): JobRunner {
  const definitions = new Map<string, Definition>();
  const schedules = new Map<string, { cron: string; data: object }>();
  /** This instance's pg-boss worker id per queue. */
  const workers = new Map<string, string>();
  let queriesInFlight = 0;
  const boss = new PgBoss({
    db: {
      executeSql: async (text, values) => {
        queriesInFlight++;
        try {
          return await pool.query(text, values);
        } finally {
          queriesInFlight--;
        }
      },
    },
    // Schedules are checked by every instance, but each tick is sent once (pg-boss keeps the last
    // tick in its version row); expired runs, old jobs and the archive are maintained the same way.
    schedule: true,
    supervise: true,
    migrate: true,
    ...(cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds } : {}),
  });
  boss.on('error', (err) => log.error('background jobs: runner error', { err }));
  let running = false;

  const run = async (name: string, handler: JobHandler<object>, job: PgBoss.Job<object>) => {
    const started = performance.now();
    try {
      await handler(job.data, { id: job.id, name });
      onRunEnd?.(name, 'completed');
      log.debug('background job done', {
        job: name,
        id: job.id,
        ms: Math.round(performance.now() - started),
      });
    } catch (err) {
      onRunEnd?.(name, 'failed');
      log.error('background job failed', {
        job: name,
        id: job.id,
        err: err instanceof Error ? err : String(err),
      });
      throw err;
    }
  };

  const notStarted = (what: string) => {
    if (running) throw new Error(`background jobs: ${what} must be declared before start()`);
  };

  return {
    get running() {
      return running;
    },

    define(name, handler, options = {}) {
      notStarted(`queue ${name}`);
      if (definitions.has(name)) throw new Error(`background jobs: ${name} is defined twice`);
      definitions.set(name, { handler: handler as JobHandler<object>, options });
    },

    every(name, cron, data = {}) {
      notStarted(`schedule ${name}`);
      if (!definitions.has(name)) throw new Error(`background jobs: schedule of undefined job ${name}`);
      schedules.set(name, { cron, data });
    },

    async send(name, data, options = {}) {
      const id = await boss.send(name, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
      // Due now: this instance's worker looks at once rather than at its next poll.
      const worker = workers.get(name);
      if (id && worker && !options.startAfter) boss.notifyWorker(worker);
      return id;
    },

    async start() {
      if (running) return;
      try {
        // Two instances creating queues at once can deadlock inside pg-boss (each new queue attaches a
        // partition to its job table). boss.start() creates one too (the schedules' own queue), so it
        // is inside the lock with ours: the whole set-up is done by one instance at a time.
        await withSetupLock(pool, async () => {
          await boss.start();
          for (const [name, { options }] of definitions) {
            const queue = {
              name,
              retryLimit: options.retryLimit ?? DEFAULTS.retryLimit,
              retryDelay: options.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
              expireInSeconds: options.expireInSeconds ?? DEFAULTS.expireInSeconds,
            };
            await boss.createQueue(name, queue);
            await boss.updateQueue(name, queue);
          }
          for (const [name, { cron, data }] of schedules)
            await boss.schedule(name, cron, data, { tz: 'UTC' });
        });
        for (const [name, { handler }] of definitions) {
          const worker = await boss.work<object>(
            name,
            { pollingIntervalSeconds, batchSize: 1 },
            async (jobs) => {
              for (const job of jobs) await run(name, handler, job);
              // Found work: poll again at once instead of after the interval, until the queue is empty.
              const self = workers.get(name);
              if (self) boss.notifyWorker(self);
            },
          );
          workers.set(name, worker);
        }
      } catch (err) {
        await boss.stop({ graceful: false, close: false }).catch(() => undefined);
        throw err;
      }
      running = true;
    },

    async stop() {
      if (!running) return;
      running = false;
      workers.clear();
      await boss.stop({ graceful: true, timeout: graceMs, wait: true, close: false });
      // pg-boss's pollers end after their current statement: let those finish before the pool closes.
      const deadline = Date.now() + 5000;
      while (queriesInFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    },
  };
}
