import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productDataDir } from './product';

// The releases and live record a product serves: in its database (docs/decisions/shared-releases.md),
// the embedded one whose URL the product keeps in DATA_DIR/postgres.url while it runs.

interface PgClient {
  connect(): Promise<void>;
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}
const repoRoot = join(__dirname, '..', '..');
const { Client } = createRequire(join(repoRoot, 'backend', 'package.json'))('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

/** The environment `npm run ship` needs to publish into the product at `site`'s database. */
export function shipEnv(site: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _external, ...env } = process.env;
  const dataDir = productDataDir(site);
  return dataDir ? { ...env, DATA_DIR: dataDir } : env;
}

async function query(site: string, text: string, values: unknown[] = []) {
  const dataDir = productDataDir(site);
  if (!dataDir) throw new Error(`no product started by this journey runs at ${site}`);
  const client = new Client({ connectionString: readFileSync(join(dataDir, 'postgres.url'), 'utf8').trim() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** One remote's live record (written by ship.mjs). */
export interface LiveEntry {
  live?: string;
  history?: string[];
  activations?: { id: string; at: string; channel?: string; share?: number; rollback?: boolean }[];
  canary?: { id: string; share: number; startedAt: string };
  previews?: { id: string; publishedAt: string }[];
}

/** The live record of every remote of the product at `site`. */
export async function liveRecord(site: string): Promise<Record<string, LiveEntry>> {
  const rows = await query(site, 'select folder, entry from remote_live order by folder');
  return Object.fromEntries(rows.map((r) => [String(r.folder), r.entry as LiveEntry]));
}

export async function liveEntry(site: string, folder: string): Promise<LiveEntry> {
  return (await liveRecord(site))[folder] ?? {};
}

/**
 * Removes a published release as a prune would (its files with it), and waits until the product no
 * longer serves its entry (a product may serve a release's files for a second after: remotes/store.ts).
 */
export async function removeRelease(site: string, folder: string, id: string): Promise<void> {
  await query(site, 'delete from remote_releases where folder = $1 and id = $2', [folder, id]);
  const deadline = Date.now() + 30_000;
  while ((await fetch(`${site}/mf/${folder}/${id}/remoteEntry.js`)).status !== 404) {
    if (Date.now() > deadline) throw new Error(`${site} still serves ${folder} ${id}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
