import type { Pool } from 'pg';
import { Counter, Gauge, type Registry } from 'prom-client';
import { readOnScrape } from './registry';

export type JobOutcome = 'completed' | 'failed';

/** Counts the runs of this instance's job handlers (runner.ts's `onRunEnd`), by queue and outcome. */
export function countJobRuns(registry: Registry): (queue: string, outcome: JobOutcome) => void {
  const runs = new Counter({
    name: 'campus_job_runs_total',
    help: 'Background job runs on this instance, by queue and outcome (completed or failed: the handler threw).',
    labelNames: ['queue', 'outcome'],
    registers: [registry],
  });
  return (queue, outcome) => runs.inc({ queue, outcome });
}

/** The jobs of every queue, by state, in one query of pg-boss's tables (job_i5 covers the waiting ones). */
const QUEUE_DEPTH = `
  select q.name as queue,
    count(j.id) filter (where j.state < 'active' and j.start_after <= now())::int as waiting,
    count(j.id) filter (where j.state < 'active' and j.start_after > now())::int as scheduled,
    count(j.id) filter (where j.state = 'active')::int as active
  from pgboss.queue q
  left join pgboss.job j on j.name = q.name and j.state <= 'active'
  group by q.name`;

interface DepthRow {
  queue: string;
  waiting: number;
  scheduled: number;
  active: number;
}

/**
 * Queue depth per queue, read from the `pgboss` schema at scrape time (shared by every instance, so each
 * reports the same figures): `waiting` (due, not claimed yet), `scheduled` (due later), `active` (running).
 * No series until a runner has created the schema.
 */
export function observeJobQueues(registry: Registry, pool: Pool): void {
  new Gauge({
    name: 'campus_job_queue_depth',
    help: 'Background jobs in the database, by queue and state (waiting: due and not claimed; scheduled: due later; active: running).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    collect: readOnScrape<'queue' | 'state'>(registry, 'job_queues', async (gauge) => {
      const schema = await pool.query<{ ready: boolean }>(
        `select to_regclass('pgboss.job') is not null as ready`,
      );
      if (!schema.rows[0]?.ready) return;
      const { rows } = await pool.query<DepthRow>(QUEUE_DEPTH);
      for (const { queue, ...states } of rows) {
        for (const [state, n] of Object.entries(states)) gauge.set({ queue, state }, n);
      }
    }),
  });
}
