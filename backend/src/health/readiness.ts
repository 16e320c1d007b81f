import { sql } from 'drizzle-orm';
import journal from '../../drizzle/meta/_journal.json';
import type { Db } from '../db/types';

/** What /readyz checks; a 503 names the ones that fail. */
export type ReadinessPart = 'database' | 'migrations' | 'jobs' | 'shutdown';

export interface ReadinessReport {
  ready: boolean;
  failing: ReadinessPart[];
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
  /** From now on the instance is not ready (main.ts's shutdown, its first step). */
  stop(): void;
  readonly stopping: boolean;
}

export interface ReadinessOptions {
  db: Db;
  /** The job runner (services.jobs): ready once main.ts has started it. */
  jobs: { readonly running: boolean };
}

/** `when` of this build's newest migration (the journal is bundled: the migrations copied beside it). */
const NEWEST_MIGRATION = Math.max(...journal.entries.map((e) => e.when));

/**
 * The checks behind `GET /readyz`, cheap enough for a load balancer to call every second: one
 * `select 1`, the migrations' table read until it once says current (they never go back while the
 * process runs), and two flags. Concurrent checks share one round trip.
 */
export function createReadiness({ db, jobs }: ReadinessOptions): Readiness {
  let stopping = false;
  let migrationsCurrent = false;
  let inFlight: Promise<ReadinessReport> | null = null;

  async function databaseParts(): Promise<ReadinessPart[]> {
    try {
      if (migrationsCurrent) {
        await db.execute(sql`select 1`);
        return [];
      }
      // drizzle's migrator records each applied migration's `when` as created_at
      const { rows } = await db.$client.query<{ newest: string | null }>(
        'select max(created_at)::text as newest from drizzle.__drizzle_migrations',
      );
      migrationsCurrent = Number(rows[0]?.newest ?? 0) >= NEWEST_MIGRATION;
      return migrationsCurrent ? [] : ['migrations'];
    } catch (err) {
      // no migrations table yet is a database that is not migrated, not one that is down
      return (err as { code?: unknown }).code === '42P01' ? ['migrations'] : ['database'];
    }
  }

  async function run(): Promise<ReadinessReport> {
    const failing = await databaseParts();
    if (!jobs.running) failing.push('jobs');
    return { ready: failing.length === 0, failing };
  }

  return {
    check() {
      if (stopping) return Promise.resolve({ ready: false, failing: ['shutdown'] });
      inFlight ??= run().finally(() => (inFlight = null));
      return inFlight;
    },
    stop() {
      stopping = true;
    },
    get stopping() {
      return stopping;
    },
  };
}
