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
  /** Connections in the pool (default 10). */
  poolSize?: number;
  /** An idle pooled connection was lost (server restart, admin termination). */
  onConnectionError?: (err: Error) => void;
}

/** Opens a connection pool to the PostgreSQL server and brings the schema up to date. */
export async function openDatabase({
  databaseUrl,
  migrationsFolder,
  poolSize = 10,
  onConnectionError = () => undefined,
}: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // Prepared statements are planned for their actual values every time: a generic plan would use
    // one plan for a search word that matches five gigs and one that matches half of them.
    options: '-c plan_cache_mode=force_custom_plan',
  });
  // The pool drops a dead idle client by itself and connects anew on the next query; without a listener
  // its 'error' event would be unhandled and end the process.
  pool.on('error', onConnectionError);
  try {
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db, pool, close: () => pool.end() };
  } catch (err) {
    await pool.end();
    throw err;
  }
}
