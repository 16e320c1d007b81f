import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import type { Database } from './types';

export interface OpenDatabaseOptions {
  /** A postgres:// URL: the embedded server's (see embedded.ts) or an external one. */
  databaseUrl: string;
  /** Folder of drizzle-kit migrations; applied on open. */
  migrationsFolder: string;
  /** Connections in the pool (default 10; main.ts passes DATABASE_POOL_SIZE). */
  poolSize?: number;
  /**
   * How long a query waits for a connection (a new one to the server, or a free one of the pool) before
   * it fails (default CONNECT_TIMEOUT_MS): with the server unreachable, requests fail fast instead of hanging.
   */
  connectTimeoutMs?: number;
  /** An idle pooled connection was lost (server restart, admin termination). */
  onConnectionError?: (err: Error) => void;
}

// Long enough for a busy pool to free a connection under load, short enough that a request never hangs.
/**
 * A pool whose checked-out clients go back (and are dropped) when their connection ends. drizzle's
 * transaction() releases its client only when BEGIN succeeded: a connection lost during BEGIN (the
 * server restarting) would keep that client checked out for good, and a few of those exhaust the pool.
 * Releasing twice is then harmless (the owner's own release comes after ours).
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // the callback form is pool.query's own, which always releases
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const giveBack = client.release;
      let released = false;
      const lost = () => release(new Error('the database connection ended'));
      const release = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', lost);
        giveBack(err);
      };
      client.once('end', lost);
      client.release = release;
      return client;
    });
  }
}

export const CONNECT_TIMEOUT_MS = 5000;

/**
 * How the pool's connections show in pg_stat_activity (the live-events listener has its own name):
 * an operator counting connections per instance sees the size each instance was given.
 */
export const poolApplicationName = (poolSize: number) => `campus-pool-${poolSize}`;

/** Opens a connection pool to the PostgreSQL server and brings the schema up to date. */
export async function openDatabase({
  databaseUrl,
  migrationsFolder,
  poolSize = 10,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
  onConnectionError = () => undefined,
}: OpenDatabaseOptions): Promise<Database> {
  const pool = new ReleasingPool({
    connectionString: databaseUrl,
    max: poolSize,
    application_name: poolApplicationName(poolSize),
    connectionTimeoutMillis: connectTimeoutMs,
    // Prepared statements are planned for their actual values every time: a generic plan would use
    // one plan for a search word that matches five gigs and one that matches half of them.
    options: '-c plan_cache_mode=force_custom_plan',
  });
  // The pool drops a dead idle client by itself and connects anew on the next query; without a listener
  // its 'error' event would be unhandled and end the process.
  pool.on('error', onConnectionError);
  // A connection lost while checked out (between a transaction's queries, say) emits 'error' on the
  // client, which the pool listens to only while the client is idle: unhandled, it would end the
  // process. The caller learns of it anyway: its next query on that client fails.
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db, pool, close: () => pool.end() };
  } catch (err) {
    await pool.end();
    throw err;
  }
}
