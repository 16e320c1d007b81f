import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eventually } from './eventually';

const repoRoot = join(__dirname, '..', '..');
const run = promisify(execFile);

/**
 * The DATA_DIR of a product that was started once and stopped (its database initialised, migrated and
 * seeded), set by the run's globalSetup: each journey file starts its own copy of it.
 */
export const TEMPLATE_ENV = 'CAMPUS_E2E_DATA_TEMPLATE';

const dataDirs = new Map<string, string>();

/**
 * The DATA_DIR of the product running at `url` (started by this process): `npm run ship` on this machine
 * finds the product's embedded database through it (scripts/ship/database.mjs).
 */
export const productDataDir = (url: string): string | undefined => dataDirs.get(url);

export interface RunningProduct {
  url: string;
  logs: () => string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 90_000; // a bound on a failure: a loaded machine can take long
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`backend exited (${child.exitCode}):\n${logs()}`);
    try {
      const res = await fetch(`${url}/api/auth/status`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`backend did not come up:\n${logs()}`);
}

/**
 * A fresh DATA_DIR: a copy of the run's template when there is one (`cp -a`: the cluster's files keep
 * their owner, the postgres user when running as root), otherwise empty (the product initialises it).
 */
async function freshDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (template) await run('cp', ['-a', `${template}/.`, dataDir]);
  return dataDir;
}

/**
 * Starts the built product (backend/dist/main.js) on a free port with a database of its own: a copy of
 * the run's seeded template, or a new one.
 */
export async function startProduct(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<RunningProduct> {
  const port = await freePort();
  const dir = dataDir ?? (await freshDataDir());
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dir,
    PUBLIC_ORIGIN: url,
    ...env,
  };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [join(repoRoot, 'backend/dist/main.js')], {
    env: childEnv,
    cwd: repoRoot,
  });
  dataDirs.set(url, dir);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const logs = () => output;
  try {
    await waitUntilUp(url, child, logs);
  } catch (error) {
    // a product that never answered is not left running (nor its database server)
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    logs,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (dataDir === undefined) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the product once in `dataDir` (initialised, migrated, seeded) and stops it, its database
 * server shut down: the template each journey file copies.
 */
export async function prepareTemplate(dataDir: string): Promise<void> {
  const product = await startProduct({}, dataDir);
  await product.stop();
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (existsSync(pidFile) && (await eventually(async () => existsSync(pidFile), false)))
    throw new Error(`the template's database server did not stop (${pidFile})`);
}
