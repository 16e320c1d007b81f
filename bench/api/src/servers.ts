/** The two servers under test, each a child process: the built product and the floor. */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { baseEnv, Child, freePort, waitUntilServing } from './children';
import type { Cleanup } from './cleanup';

export interface Server {
  child: Child;
  port: number;
}

interface StartOptions {
  databaseUrl: string;
  verbose: boolean;
  cleanup: Cleanup;
  /** Told each child's pid, so it can stop them if the bench dies. */
  guardian: Child;
}

/**
 * backend/dist/main.js with production settings on the bench's database, on a free loopback port, with
 * none of the caller's mail, OAuth or payment settings. It migrates the schema before it answers. `env`
 * adds or overrides settings (`SEED_DEMO_DATA: 'true'`: the demo data, seeded before it answers).
 */
export async function startProduct(
  productEntry: string,
  dataDir: string,
  nodeOptions: string[],
  { databaseUrl, verbose, cleanup, guardian }: StartOptions,
  env: Record<string, string> = {},
): Promise<Server> {
  const port = await freePort();
  await mkdir(dataDir, { recursive: true });
  const child = new Child(
    'product',
    productEntry,
    {
      ...baseEnv(),
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(36).toString('base64url'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      PAYMENT_PROVIDER: 'sandbox',
      ...env,
    },
    { verbose, nodeOptions },
  );
  guardian.process.stdin?.write(`watch ${child.pid}\n`);
  cleanup.add('product', () => child.stop());
  await waitUntilServing(child, port, '/api/categories', 60_000);
  return { child, port };
}

/** The floor (floor.ts, bundled next to the bench). */
export async function startFloor(
  buildDir: string,
  { databaseUrl, verbose, cleanup, guardian }: StartOptions,
): Promise<Server> {
  const port = await freePort();
  const child = new Child(
    'floor',
    join(buildDir, 'floor.mjs'),
    { ...baseEnv(), NODE_ENV: 'production', FLOOR_DATABASE_URL: databaseUrl, FLOOR_PORT: String(port) },
    { verbose },
  );
  guardian.process.stdin?.write(`watch ${child.pid}\n`);
  cleanup.add('floor', () => child.stop());
  await waitUntilServing(child, port, '/api/gigs', 30_000);
  return { child, port };
}
