import { join } from 'node:path';
import pg from 'pg';
import { baseEnv, Child } from './children';
import type { Cleanup } from './cleanup';

export interface BenchDatabase {
  /** URL of the bench's own database. */
  url: string;
  /** Where the server came from, for the report. */
  server: string;
  /** The guardian child (always running: it also cleans up when the bench is killed). */
  guardian: Child;
}

/** `url` with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Starts the guardian (`guardian.mjs`, bundled into the bench's `buildDir`), and with it the embedded
 * PostgreSQL server unless the options name an external one (BENCH_DATABASE_URL), then creates a fresh
 * database for the run. Both are undone by `cleanup`.
 */
export async function openBenchDatabase(
  ctx: { buildDir: string; tempRoot: string },
  o: { externalDatabaseUrl: string | undefined; verbose: boolean },
  cleanup: Cleanup,
  log: (line: string) => void,
): Promise<BenchDatabase> {
  const { tempRoot } = ctx;
  const { externalDatabaseUrl: externalUrl, verbose } = o;
  log(externalUrl ? 'creating a database on BENCH_DATABASE_URL' : 'starting PostgreSQL (embedded)');
  let readyUrl: string | null | undefined;
  let announce: () => void = () => undefined;
  const ready = new Promise<void>((ok) => (announce = ok));
  const guardian = new Child('postgres', join(ctx.buildDir, 'guardian.mjs'), baseEnv(), {
    verbose,
    args: [tempRoot, externalUrl ? 'none' : join(tempRoot, 'pg'), verbose ? 'verbose' : ''],
    onMessage: (message) => {
      const m = message as { type?: string; url?: string | null };
      if (m.type === 'ready') {
        readyUrl = m.url ?? null;
        announce();
      }
    },
  });
  cleanup.add('PostgreSQL', async () => {
    guardian.process.stdin?.end('bye\n');
    const timer = setTimeout(() => guardian.process.kill('SIGTERM'), 20_000);
    await guardian.whenExited();
    clearTimeout(timer);
  });
  await Promise.race([
    ready,
    guardian.whenExited().then((code) => {
      throw new Error(
        `The embedded PostgreSQL server did not start (code ${code}):\n${guardian.recentOutput()}`,
      );
    }),
  ]);

  const serverUrl = externalUrl ?? readyUrl;
  if (!serverUrl) throw new Error('The guardian announced no PostgreSQL URL.');
  const name = `campus_bench_${Date.now()}`;
  const version = await withClient(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? '?';
  });
  if (externalUrl) {
    cleanup.add('drop the bench database', () =>
      withClient(externalUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
    );
  }
  return {
    url: withDatabase(serverUrl, name),
    server: `PostgreSQL ${version} (${externalUrl ? 'BENCH_DATABASE_URL' : 'embedded, fsync off'})`,
    guardian,
  };
}
