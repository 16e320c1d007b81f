import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Where the backend suite's databases live: the server of DATABASE_URL, or the embedded server that
 * global-setup.ts started for this run. Every test server gets its own database, copied from a
 * migrated template (milliseconds) rather than migrated anew or given a server of its own.
 */
export const TEST_ENV = {
  /** Admin URL of the server the suite uses. */
  serverUrl: 'CAMPUS_TEST_SERVER_URL',
  /** Name of the migrated template database. */
  template: 'CAMPUS_TEST_TEMPLATE',
} as const;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: the backend suite must run through its jest globalSetup`);
  return value;
}

export const testServerUrl = () => required(TEST_ENV.serverUrl);

/** The URL of `database` on the test server. */
export function databaseUrl(database: string): string {
  const url = new URL(testServerUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` on a short-lived admin connection to the test server. */
export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const uniqueName = () => `campus_test_${process.pid}_${randomBytes(4).toString('hex')}`;

/** Creates an empty database (no schema) and returns its name. */
export async function createEmptyDatabase(): Promise<string> {
  const name = uniqueName();
  await withAdmin((c) => c.query(`create database ${name}`));
  return name;
}

/** Creates a database from the migrated template and returns its name. */
export async function createMigratedDatabase(): Promise<string> {
  const name = uniqueName();
  const template = required(TEST_ENV.template);
  await withAdmin(async (c) => {
    // Two workers copying the template at the same instant may be told it is in use: try again.
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`create database ${name} template ${template}`);
        return;
      } catch (err) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
        await new Promise((r) => setTimeout(r, 25 + Math.random() * 50));
      }
    }
  });
  return name;
}

export function dropDatabase(name: string): Promise<void> {
  return withAdmin(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
  });
}
