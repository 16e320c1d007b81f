import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { openDatabase } from '../../src/db/client';
import { freePort } from '../../src/db/embedded';
import type { Database } from '../../src/db/types';
import { seedDemoData } from '../../src/seed';
import { createDiskStorage } from '../../src/uploads/storage';
import { backendDir, migrationsFolder, seedImagesDir } from '../support/paths';
import { createMigratedDatabase, databaseUrl, dropDatabase } from '../support/test-database';

/**
 * The real backend (src/main.ts) in a process of its own, so a test can kill it with SIGKILL. CI runs
 * the backend tests before the product is built, so it is bundled here as build.mjs bundles it
 * (npm packages external, our @campus/* sources inside), with the migrations copied next to it.
 */
const script = join(backendDir, 'node_modules', '.cache', 'campus-test', 'faults', 'main.mjs');

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@campus/') || args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Bundles src/main.ts into `node_modules/.cache/campus-test/<folder>/main.mjs` (the fault tests' by
 * default; a test file of its own passes its own folder, so parallel jest workers never share one)
 * with the migrations beside it. The script's path.
 */
export async function bundleBackend(folder = 'faults'): Promise<string> {
  const dir = join(backendDir, 'node_modules', '.cache', 'campus-test', folder);
  const out = join(dir, 'main.mjs');
  await build({
    entryPoints: [join(backendDir, 'src', 'main.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackages],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  await cp(migrationsFolder, join(dir, 'drizzle'), { recursive: true });
  return out;
}

export interface BackendProcess {
  child: ChildProcess;
  url: string;
  /** Resolves when the process has ended (however). */
  exited: Promise<void>;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Starts the backend with `env` (on top of this process's PATH) listening on `port`, and resolves
 * once it answers HTTP. Its output is appended to `logFile`.
 */
export async function startBackend(
  env: Record<string, string>,
  port: number,
  logFile: string,
  bundle = script,
): Promise<BackendProcess> {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [bundle], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  void exited.then(() => log.end());
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!alive(child)) {
      const tail = (await readFile(logFile, 'utf8').catch(() => '')).slice(-2000);
      throw new Error(`the backend exited before it answered:\n${tail}`);
    }
    const res = await fetch(`${url}/api/config`).catch(() => undefined);
    if (res?.ok) return { child, url, exited };
    if (Date.now() > deadline) throw new Error('the backend did not answer within 30 s');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** kill -9: no shutdown code runs. */
export async function killHard(backend: BackendProcess): Promise<void> {
  if (alive(backend.child)) backend.child.kill('SIGKILL');
  await backend.exited;
}

/** A normal stop (SIGTERM: requests drain, jobs stop, the pool closes). */
export async function stopBackend(backend: BackendProcess): Promise<void> {
  if (alive(backend.child)) backend.child.kill('SIGTERM');
  await backend.exited;
}

/**
 * What a test of backends in processes of their own needs: its own bundle (`folder`: two jest workers
 * never write one another's), a database with the demo data, a data folder and a port. `start()` starts
 * a backend there (its output in `logFile`); `close()` kills any still running and removes it all.
 */
export interface ChildBackends {
  database: Database;
  dataDir: string;
  url: string;
  logFile: string;
  /** Starts an instance on `url`'s port, or on `port` (a second instance on the same database). */
  start(port?: number): Promise<BackendProcess>;
  close(): Promise<void>;
}

export async function prepareChildBackends(
  folder: string,
  extraEnv: Record<string, string> = {},
): Promise<ChildBackends> {
  const dataDir = await mkdtemp(join(tmpdir(), `campus-${folder}-`));
  const databaseName = await createMigratedDatabase();
  const database = await openDatabase({ databaseUrl: databaseUrl(databaseName), migrationsFolder });
  const [bundle] = await Promise.all([
    bundleBackend(folder),
    seedDemoData(database.db, {
      images: { from: seedImagesDir, storage: createDiskStorage(join(dataDir, 'uploads')) },
    }),
  ]);
  const port = await freePort();
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl(databaseName),
    DATA_DIR: dataDir,
    STATIC_ROOT: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO_DATA: 'false',
    ...extraEnv,
  };
  const logFile = join(dataDir, 'backend.log');
  const started: BackendProcess[] = [];
  return {
    database,
    dataDir,
    url: `http://127.0.0.1:${port}`,
    logFile,
    start: async (on = port) => {
      const backend = await startBackend(env, on, logFile, bundle);
      started.push(backend);
      return backend;
    },
    close: async () => {
      for (const backend of started) await killHard(backend);
      await database.close();
      await dropDatabase(databaseName);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
