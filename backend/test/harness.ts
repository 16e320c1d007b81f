import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type Koa from 'koa';
import pg from 'pg';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/client';
import type { Database, Db } from '../src/db/types';
import { seedDemoData } from '../src/seed';
import { migratedPgliteSnapshot } from './pglite-snapshot';

export const backendDir = resolve(__dirname, '..');
export const migrationsFolder = join(backendDir, 'drizzle');

export interface TestServerOptions {
  /** Fill the database with the demo data first. */
  seed?: boolean;
  /** Folder holding `shell/dist` and `mf-*\/dist` (default: an empty temp folder). */
  staticRoot?: string;
  /** Extra environment for loadConfig. */
  env?: Record<string, string>;
}

export interface TestServer {
  url: string;
  db: Db;
  kind: Database['kind'];
  app: Koa;
  config: Config;
  /** fetch relative to the server: `get('/api/gigs')`. */
  get(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

interface FreshDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** A new, uniquely named database on the DATABASE_URL server; dropped again by `drop`. */
async function freshServerDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `campus_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), migrationsFolder });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

async function freshPglite(): Promise<FreshDatabase> {
  const database = await openDatabase({
    pgliteDir: 'memory://',
    pgliteSnapshot: await migratedPgliteSnapshot(migrationsFolder),
    migrationsFolder,
  });
  return { database, drop: async () => undefined };
}

/**
 * A real server on an ephemeral port over a fresh, migrated database: PGlite in memory, or a new
 * database on the PostgreSQL server of DATABASE_URL when that is set. Tests talk to it with fetch.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'campus-test-'));
  const serverUrl = process.env.DATABASE_URL;
  const fresh = serverUrl ? await freshServerDatabase(serverUrl) : await freshPglite();
  const { database } = fresh;
  try {
    if (options.seed) await seedDemoData(database.db);
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        DATA_DIR: dataDir,
        STATIC_ROOT: options.staticRoot ?? dataDir,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        ...options.env,
      },
      { repoRoot: backendDir },
    );
    const app = createApp({ db: database.db, config });
    const server: Server = await new Promise((ok) => {
      const s = app.listen(0, '127.0.0.1', () => ok(s));
    });
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    return {
      url,
      db: database.db,
      kind: database.kind,
      app,
      config,
      get: (path, init) => fetch(url + path, init),
      close: async () => {
        server.closeAllConnections();
        await new Promise<void>((ok) => server.close(() => ok()));
        await database.close();
        await fresh.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await database.close();
    await fresh.drop();
    throw err;
  }
}

/** JSON body of a response, typed by the caller. */
export async function json<T = unknown>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The value, or a failed test when it is missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
}
