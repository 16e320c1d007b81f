// The PostgreSQL database every product instance reads its releases from (docs/decisions/shared-releases.md):
// DATABASE_URL when set (the product's own), else the embedded server of the product running on this
// machine, whose URL it keeps in <DATA_DIR>/postgres.url while it runs (backend/src/db/embedded.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { ShipRefusal } from './refusal.mjs';

/** Where the ship publishes: DATABASE_URL, else the running embedded database's recorded URL. */
export function databaseUrl(repo, env = process.env) {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const dataDir = env.DATA_DIR
    ? isAbsolute(env.DATA_DIR)
      ? env.DATA_DIR
      : resolve(repo, env.DATA_DIR)
    : join(repo, '.data');
  const file = join(dataDir, 'postgres.url');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new ShipRefusal(
      `no database to publish into: set DATABASE_URL (the product's), or start the product on this machine ` +
        `(npm start), whose embedded database is named in ${file} while it runs`,
    );
  }
}

/** This ship's name in pg_stat_activity: who holds a remote's ship lock (at most 63 characters). */
export const shipClientName = (folder) =>
  `campus-ship ${folder} pid ${process.pid} on ${hostname()}`.slice(0, 63);

/** A connected client (pg, the backend's driver) for the whole ship: its session holds the ship lock. */
export async function connect(repo, { folder = '-', env = process.env } = {}) {
  const { Client } = createRequire(join(repo, 'backend', 'package.json'))('pg');
  const url = databaseUrl(repo, env);
  const client = new Client({ connectionString: url, application_name: shipClientName(folder) });
  try {
    await client.connect();
  } catch (error) {
    const hint = env.DATABASE_URL ? '' : ' (named by the product on this machine: is it running?)';
    throw new ShipRefusal(
      `the database at ${url.replace(/\/\/[^@/]*@/, '//')} cannot be reached${hint}: ${error.message}`,
    );
  }
  client.on('error', () => {}); // a lost connection fails the next query, which says so
  return client;
}

/** Runs `work(client)` in one transaction. */
export async function inTransaction(client, work) {
  await client.query('begin');
  try {
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
