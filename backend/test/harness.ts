import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Koa from 'koa';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createHttpServer, SERVER_TIMEOUTS, type ServerTimeouts } from '../src/http/server';
import type { Db } from '../src/db/types';
import { seedDemoData } from '../src/seed';
import { createUploadStorage } from '../src/uploads/create';
import { backendDir, migrationsFolder, seedImagesDir } from './support/paths';
import { createMigratedDatabase, databaseUrl, dropDatabase } from './support/test-database';

export { backendDir, migrationsFolder, seedImagesDir };

export interface TestServerOptions {
  /** Fill the database with the demo data first. */
  seed?: boolean;
  /** Folder holding `shell/dist` and `mf-*\/dist` (default: an empty temp folder). */
  staticRoot?: string;
  /** Extra environment for loadConfig. */
  env?: Record<string, string>;
  /** Request and header timeouts (default: main.ts's, SERVER_TIMEOUTS). */
  timeouts?: Partial<ServerTimeouts>;
}

export interface TestServer {
  url: string;
  db: Db;
  /** Name of this server's own database on the suite's PostgreSQL server. */
  databaseName: string;
  app: Koa;
  /** The listening HTTP server (its timeouts are main.ts's unless `timeouts` said otherwise). */
  server: Server;
  config: Config;
  /** fetch relative to the server: `get('/api/gigs')`. */
  get(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A real server on an ephemeral port over its own migrated database on the suite's PostgreSQL server
 * (embedded, or DATABASE_URL's). Tests talk to it with fetch.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'campus-test-'));
  const databaseName = await createMigratedDatabase();
  const database = await openDatabase({ databaseUrl: databaseUrl(databaseName), migrationsFolder });
  try {
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
    if (options.seed) {
      await seedDemoData(database.db, {
        images: { from: seedImagesDir, storage: createUploadStorage(config) },
      });
    }
    const app = createApp({ db: database.db, config });
    const server: Server = await new Promise((ok) => {
      const s = createHttpServer(app, { ...SERVER_TIMEOUTS, ...options.timeouts });
      s.listen(0, '127.0.0.1', () => ok(s));
    });
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    return {
      url,
      db: database.db,
      databaseName,
      app,
      server,
      config,
      get: (path, init) => fetch(url + path, init),
      close: async () => {
        server.closeAllConnections();
        await new Promise<void>((ok) => server.close(() => ok()));
        await database.close();
        await dropDatabase(databaseName);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await database.close();
    await dropDatabase(databaseName);
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
