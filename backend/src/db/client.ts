import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import * as schema from './schema';
import type { Database } from './types';

export interface OpenDatabaseOptions {
  /** A postgres:// URL; unset means embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (created if missing); 'memory://' keeps it in memory. */
  pgliteDir?: string;
  /** A PGlite data-directory dump (from `dumpDataDir`) to start from instead of an empty cluster. */
  pgliteSnapshot?: Blob;
  /** Folder of drizzle-kit migrations; applied on open. */
  migrationsFolder: string;
  /** PostgreSQL server only: an idle pooled connection was lost (server restart, admin termination). */
  onConnectionError?: (err: Error) => void;
}

/**
 * Opens the database and brings its schema up to date. The drivers are imported lazily so a
 * PostgreSQL deployment never loads PGlite's WebAssembly and vice versa.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.migrationsFolder, options.onConnectionError)
    : openPglite(options);
}

async function openPostgres(
  url: string,
  migrationsFolder: string,
  onConnectionError: (err: Error) => void = () => undefined,
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // The pool drops a dead idle client by itself and connects anew on the next query; without a listener
  // its 'error' event would be unhandled and end the process.
  pool.on('error', onConnectionError);
  try {
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  } catch (err) {
    await pool.end();
    throw err;
  }
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) await mkdir(resolve(dir, '..'), { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: options.migrationsFolder });
    return { db, kind: 'pglite', close: () => client.close() };
  } catch (err) {
    await client.close();
    throw err;
  }
}
