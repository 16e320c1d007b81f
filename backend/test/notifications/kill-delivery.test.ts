import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { api, processOf, type OrderParty, type OrderTransition } from '@campus/contracts';
import { openDatabase } from '../../src/db/client';
import { freePort } from '../../src/db/embedded';
import { queryRows } from '../../src/db/sql';
import type { Database } from '../../src/db/types';
import type { OutboxEntry } from '../../src/mail/outboxMailer';
import { seedDemoData } from '../../src/seed';
import type { Browser } from '../auth/browser';
import { json, must } from '../harness';
import { JORDAN, MAYA, student, userIds } from '../messages/live';
import {
  bundleBackend,
  killHard,
  startBackend,
  stopBackend,
  type BackendProcess,
} from '../faults/backend-process';
import { gigFor } from '../orders/fixtures';
import { onboard } from '../orders/release-support';
import { book, intentIdOf, pay } from '../orders/support';
import { migrationsFolder, seedImagesDir } from '../support/paths';
import { createMigratedDatabase, databaseUrl, dropDatabase } from '../support/test-database';

/**
 * kill -9 between commit and delivery. A gig booking goes through every step a student takes
 * (authorisation, capture, delivery, confirmation) against the real backend in a child process; as soon
 * as a step has answered (its transaction, with the event, the notifications, the live events and the
 * mail rows, has committed) the process is killed, before the order-mails job has sent the step's
 * mails and perhaps before the live events reached a stream. It is started again on the same
 * database and the student, who saw the answer or not, sends the step again (a replay). Once the last
 * instance's job has sent the outbox: every event has exactly one notification per party its process
 * table names, and every mail went out exactly once.
 */
let dataDir: string;
let databaseName: string;
let database: Database;
let env: Record<string, string>;
let port: number;
let backend: BackendProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'campus-notifications-kill-'));
  databaseName = await createMigratedDatabase();
  database = await openDatabase({ databaseUrl: databaseUrl(databaseName), migrationsFolder });
  await Promise.all([
    // the harness's bundle (startBackend runs that one); jest runs test files one after another here
    bundleBackend(),
    seedDemoData(database.db, { images: { from: seedImagesDir, uploadDir: join(dataDir, 'uploads') } }),
  ]);
  port = await freePort();
  env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl(databaseName),
    DATA_DIR: dataDir,
    STATIC_ROOT: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO_DATA: 'false',
  };
}, 120_000);

afterAll(async () => {
  if (backend) await killHard(backend);
  await database.close();
  await dropDatabase(databaseName);
  await rm(dataDir, { recursive: true, force: true });
});

const outbox = async (): Promise<OutboxEntry[]> => {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutboxEntry));
};

interface EventRow {
  id: number;
  transition: OrderTransition;
}

it('keeps each notification once and sends each mail once through a kill -9 after every step', async () => {
  const logFile = join(dataDir, 'backend.log');
  const target = { url: `http://127.0.0.1:${port}` };
  backend = await startBackend(env, port, logFile);
  const [mayaId, jordanId] = await userIds(database.db, MAYA, JORDAN);
  const maya = await student(target, MAYA);
  const jordan = await student(target, JORDAN);
  await onboard(target, jordan);

  const clientSecret = await book(maya, await gigFor(database.db, jordanId));
  const paymentIntentId = intentIdOf(clientSecret);
  await pay(maya, clientSecret);
  let orderId = 0;

  const steps: Array<{ name: string; who: Browser; send: () => Promise<Response> }> = [
    {
      name: 'complete',
      who: maya,
      send: () => maya.post(api.paymentComplete.path, { paymentIntentId }),
    },
    {
      name: 'capture',
      who: maya,
      send: () => maya.post(api.capturePayment.path, { orderId, paymentIntentId }),
    },
    {
      name: 'deliver',
      who: jordan,
      send: () => jordan.post(api.deliverOrder.path.replace(':id', String(orderId))),
    },
    { name: 'confirm', who: maya, send: () => maya.post(api.confirmReceipt.path, { orderId }) },
  ];

  /** Mails of the order's committed events still unsent when the process died: the window was hit. */
  let unsentAtKill = 0;
  const answers: string[] = [];
  for (const step of steps) {
    const res = await step.send();
    answers.push(`${step.name} ${res.status}`);
    expect(res.status).toBe(200);
    if (step.name === 'complete') orderId = api.paymentComplete.reply.parse(await json(res)).orderId;
    // committed and answered: die before anything is delivered
    await killHard(backend);
    const [pending] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM order_mails WHERE order_id = ${orderId} AND sent_at IS NULL`,
    );
    unsentAtKill += pending?.n ?? 0;
    backend = await startBackend(env, port, logFile);
    // the student retries the step (the tab reloaded): a replay of what already happened
    const again = await step.send();
    answers.push(`${step.name} again ${again.status}`);
    expect(again.status).toBeLessThan(500);
  }
  expect(unsentAtKill).toBeGreaterThan(0);

  // the last instance's order-mails job (every minute) sends what the killed ones left
  const deadline = Date.now() + 150_000;
  for (;;) {
    const [left] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM order_mails WHERE order_id = ${orderId} AND sent_at IS NULL`,
    );
    if (left?.n === 0) break;
    if (Date.now() > deadline) throw new Error(`${left?.n} order mails were never sent`);
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopBackend(backend);
  backend = undefined;

  // every event of the order: one notification per party its process table names, no more
  const [order] = await queryRows<{ processName: string; processVersion: number }>(
    database.db,
    sql`SELECT process_name AS "processName", process_version AS "processVersion" FROM orders WHERE id = ${orderId}`,
  );
  const table = processOf(must(order).processName, must(order).processVersion).transitions;
  const events = await queryRows<EventRow>(
    database.db,
    sql`SELECT id, transition FROM order_events WHERE order_id = ${orderId} ORDER BY id`,
  );
  expect(events.map((e) => e.transition)).toEqual(
    expect.arrayContaining(['authorise', 'capture', 'deliver', 'confirm_receipt']),
  );
  // each transition happened once, replays or not
  expect(new Set(events.map((e) => e.transition)).size).toBe(events.length);
  const partyId: Record<OrderParty, number> = { customer: mayaId, provider: jordanId };
  const expected = events
    .flatMap((e) =>
      (Object.keys(table[e.transition].notify) as OrderParty[]).map(
        (party) => `${partyId[party]} order-event:${e.id}`,
      ),
    )
    .sort();
  const notifications = await queryRows<{ userId: number; key: string }>(
    database.db,
    sql`SELECT user_id AS "userId", key FROM notifications WHERE order_id = ${orderId}`,
  );
  expect(notifications.map((n) => `${n.userId} ${n.key}`).sort()).toEqual(expected);

  // none lost for the bell either: each party's list shows them after the restarts
  const mailRows = await queryRows<{ recipientId: number; transition: string }>(
    database.db,
    sql`SELECT recipient_id AS "recipientId", transition FROM order_mails WHERE order_id = ${orderId}`,
  );
  expect(mailRows.length).toBe(expected.length);

  // and every mail went out once: one outbox entry per mail row, no two alike
  const mails = (await outbox()).filter(
    (m) => m.subject.includes(`#${orderId}`) || m.text.includes(`/orders/${orderId}`),
  );
  const sent = mails.map((m) => `${m.to} ${m.subject}`);
  expect(new Set(sent).size).toBe(sent.length);
  expect(sent).toHaveLength(mailRows.length);
  process.stdout.write(
    `${JSON.stringify({ killDelivery: { answers, events: events.map((e) => e.transition), unsentAtKill, mails: sent.length } })}\n`,
  );
  const log = await readFile(logFile, 'utf8');
  expect(log.split('\n').filter((line) => /^\S+ error /.test(line))).toEqual([]);
}, 300_000);
