import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../../src/app';
import { hashPassword } from '../../src/auth/passwords';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { freePort } from '../../src/db/embedded';
import { users } from '../../src/db/schema';
import { queryRows } from '../../src/db/sql';
import type { Database } from '../../src/db/types';
import { SERVICE_UNAVAILABLE } from '../../src/http/error-middleware';
import { createHttpServer, SERVER_TIMEOUTS } from '../../src/http/server';
import { signedIn } from '../auth/browser';
import { must } from '../harness';
import { backendDir, migrationsFolder } from '../support/paths';
import { loadUntil, summarise, type Answer } from './load';
import { bundlePostgresChild, startPostgres, type PostgresProcess } from './postgres-process';

/**
 * The PostgreSQL server restarted under load. The app runs in this process on a server of the test's
 * own (embedded, in a temp folder, on a fixed port so the app's pool keeps its URL), while writers
 * create marketplace items and readers list them. The server is stopped (a fast shutdown: open
 * connections are ended) and started again on the same folder; the app is never restarted.
 */
const EMAIL = 'robin.faults@asu.edu';
const PASSWORD = 'restart-under-load';
const DOWN_MS = 3000;
/** How long after PostgreSQL is back the app may take to answer again by itself. */
const RECOVERY_LIMIT_MS = 10_000;

let dataDir: string;
let port: number;
let postgres: PostgresProcess | undefined;
let database: Database | undefined;
let server: Server | undefined;
let url: string;

const startServer = async () => {
  postgres = await startPostgres(dataDir, port);
  return postgres;
};

beforeAll(async () => {
  // under /var/tmp: as root the server runs as the postgres user, which cannot enter /tmp's private dirs
  dataDir = await mkdtemp(join('/var/tmp', 'campus-faults-pg-'));
  port = await freePort();
  await bundlePostgresChild();
  const { url: databaseUrl } = await startServer();
  const { db } = (database = await openDatabase({ databaseUrl, migrationsFolder }));
  await db.insert(users).values({
    username: 'robin.faults',
    email: EMAIL,
    passwordHash: await hashPassword(PASSWORD),
    firstName: 'Robin',
    lastName: 'Faults',
    university: 'Arizona State University',
    isVerified: true,
    isProfileComplete: true,
  });
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATA_DIR: dataDir,
      STATIC_ROOT: dataDir,
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
    { repoRoot: backendDir },
  );
  const app = createApp({ db, config });
  const listening = await new Promise<Server>((ok) => {
    const s = createHttpServer(app, SERVER_TIMEOUTS);
    s.listen(0, '127.0.0.1', () => ok(s));
  });
  server = listening;
  url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  const listening = server;
  if (listening) {
    listening.closeAllConnections();
    await new Promise<void>((ok) => listening.close(() => ok()));
  }
  await database?.close().catch(() => undefined);
  await postgres?.stop().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
});

it('answers 503 { message } fast while PostgreSQL is down, recovers by itself, and loses no acknowledged write', async () => {
  const robin = await signedIn({ url }, EMAIL, PASSWORD);
  let stoppedAt = Infinity;
  let backAt = Infinity;
  let recoveredAt = Infinity;
  const load = loadUntil(robin, (answers: Answer[]) => {
    // after PostgreSQL is back: stop once 20 answers in a row were successes
    const recent = answers.filter((a) => a.sentAt > backAt).slice(-20);
    return recent.length === 20 && recent.every((a) => a.status < 300);
  });

  await new Promise((r) => setTimeout(r, 1500));
  stoppedAt = Date.now();
  await postgres?.stop();
  postgres = undefined;
  await new Promise((r) => setTimeout(r, DOWN_MS));
  const restartAt = Date.now();
  await startServer();
  backAt = Date.now();
  let limit: NodeJS.Timeout | undefined;
  const answers = await Promise.race([
    load.done,
    new Promise<never>((_, fail) => {
      limit = setTimeout(() => fail(new Error('the app did not recover by itself')), RECOVERY_LIMIT_MS);
    }),
  ]).finally(() => {
    clearTimeout(limit);
    load.stop();
  });
  recoveredAt = Math.min(
    ...answers.filter((a) => a.sentAt > backAt && a.status < 300).map((a) => a.answeredAt),
  );

  // never a 500 or a hang: successes, or 503 with the message (and nothing else)
  const failures = answers.filter((a) => a.status >= 300);
  expect(failures.filter((a) => a.status !== 503 || a.message !== SERVICE_UNAVAILABLE)).toEqual([]);
  expect(answers.filter((a) => a.error)).toEqual([]);
  // the fault was seen: writes and reads failed while the server was down ...
  const whileDown = answers.filter((a) => a.sentAt > stoppedAt + 500 && a.answeredAt < restartAt);
  expect(whileDown.length).toBeGreaterThan(10);
  expect(whileDown.filter((a) => a.status !== 503)).toEqual([]);
  // ... each fast (the server refuses connections: no connect timeout to wait for)
  const slowest503 = Math.max(...failures.map((a) => a.answeredAt - a.sentAt));
  expect(slowest503).toBeLessThan(1000);
  // every write acknowledged before, during or after the restart is there exactly once
  const acknowledged = answers.filter((a) => a.write && a.status < 300).map((a) => a.title);
  const stored = await queryRows<{ title: string; n: number }>(
    must(database).db,
    sql`select title, count(*)::int as n from marketplace_items group by title`,
  );
  const count = new Map(stored.map((r) => [r.title, r.n]));
  expect(acknowledged.filter((t) => count.get(t ?? '') !== 1)).toEqual([]);
  expect(stored.filter((r) => r.n !== 1)).toEqual([]);
  const ackedBeforeStop = answers.filter((a) => a.write && a.status < 300 && a.answeredAt < stoppedAt);
  expect(ackedBeforeStop.length).toBeGreaterThan(5);

  process.stdout.write(
    `${JSON.stringify({
      postgresRestart: {
        ...summarise(answers),
        downMs: backAt - stoppedAt,
        slowest503Ms: slowest503,
        recoveryMsAfterPostgresBack: recoveredAt - backAt,
      },
    })}\n`,
  );
});
