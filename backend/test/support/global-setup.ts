import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded';
import { migrationsFolder } from './paths';
import { TEST_ENV } from './test-database';

interface SuiteDatabase {
  embedded?: EmbeddedPostgres;
  dataDir?: string;
  serverUrl: string;
  template: string;
}
const state = globalThis as typeof globalThis & { campusSuiteDatabase?: SuiteDatabase };

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** After the run: drop the template (an external server outlives the run) or stop the embedded server. */
export async function globalTeardown(): Promise<void> {
  const suite = state.campusSuiteDatabase;
  if (!suite) return;
  if (suite.embedded) {
    await suite.embedded.stop();
    if (suite.dataDir) await rm(suite.dataDir, { recursive: true, force: true });
  } else {
    await admin(suite.serverUrl, `drop database if exists ${suite.template} with (force)`);
  }
}

/**
 * Once per jest run: the PostgreSQL server the suite uses (DATABASE_URL, else an embedded server in a
 * temp folder, /var/tmp so the `postgres` user can reach it as root) and a migrated template database.
 */
export default async function globalSetup(): Promise<void> {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dataDir = await mkdtemp(join('/var/tmp', 'campus-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir, durable: false }).catch(async (err: unknown) => {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      throw err;
    });
    serverUrl = embedded.url;
  }
  const template = `campus_template_${process.pid}`;
  await admin(serverUrl, `drop database if exists ${template}`);
  await admin(serverUrl, `create database ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ databaseUrl: url.toString(), migrationsFolder, poolSize: 1 });
  await database.close();
  process.env[TEST_ENV.serverUrl] = serverUrl;
  process.env[TEST_ENV.template] = template;
  state.campusSuiteDatabase = { serverUrl, template, ...(embedded ? { embedded, dataDir } : {}) };
}
