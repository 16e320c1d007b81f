import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { api, processOf, type OrderParty, type OrderTransition } from '@campus/contracts';
import { queryRows } from '../../src/db/sql';
import { createJobRunner } from '../../src/jobs/runner';
import { createLogger } from '../../src/logger';
import type { OutboxEntry } from '../../src/mail/outboxMailer';
import { ORDER_MAILS_JOB } from '../../src/orders/notifications';
import type { Browser } from '../auth/browser';
import { json, must } from '../harness';
import { JORDAN, MAYA, student, userIds } from '../messages/live';
import { killHard, prepareChildBackends, stopBackend, type ChildBackends } from '../faults/backend-process';
import { gigFor } from '../orders/fixtures';
import { onboard } from '../orders/release-support';
import { book, intentIdOf, pay } from '../orders/support';

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
let children: ChildBackends;

beforeAll(async () => {
  children = await prepareChildBackends('kill-delivery');
}, 120_000);
afterAll(() => children.close());

const outbox = async (): Promise<OutboxEntry[]> => {
  const dir = join(children.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutboxEntry));
};

interface EventRow {
  id: number;
  transition: OrderTransition;
}

it('keeps each notification once and sends each mail once through a kill -9 after every step', async () => {
  const target = { url: children.url };
  let backend = await children.start();
  const [mayaId, jordanId] = await userIds(children.database.db, MAYA, JORDAN);
  const maya = await student(target, MAYA);
  const jordan = await student(target, JORDAN);
  await onboard(target, jordan);

  const clientSecret = await book(maya, await gigFor(children.database.db, jordanId));
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
      children.database.db,
      sql`SELECT count(*)::int AS n FROM order_mails WHERE order_id = ${orderId} AND sent_at IS NULL`,
    );
    unsentAtKill += pending?.n ?? 0;
    backend = await children.start();
    // the student retries the step (the tab reloaded): a replay of what already happened
    const again = await step.send();
    answers.push(`${step.name} again ${again.status}`);
    expect(again.status).toBeLessThan(500);
  }
  expect(unsentAtKill).toBeGreaterThan(0);

  // the last instance's order-mails job sends what the killed ones left: asked for now, as another
  // instance would, rather than waited for at its next minute's tick
  const another = createJobRunner({ pool: children.database.db.$client, log: createLogger('silent') });
  await another.start();
  await another.send(ORDER_MAILS_JOB, {});
  await another.stop();
  const deadline = Date.now() + 150_000;
  for (;;) {
    const [left] = await queryRows<{ n: number }>(
      children.database.db,
      sql`SELECT count(*)::int AS n FROM order_mails WHERE order_id = ${orderId} AND sent_at IS NULL`,
    );
    if (left?.n === 0) break;
    if (Date.now() > deadline) throw new Error(`${left?.n} order mails were never sent`);
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopBackend(backend);

  // every event of the order: one notification per party its process table names, no more
  const [order] = await queryRows<{ processName: string; processVersion: number }>(
    children.database.db,
    sql`SELECT process_name AS "processName", process_version AS "processVersion" FROM orders WHERE id = ${orderId}`,
  );
  const table = processOf(must(order).processName, must(order).processVersion).transitions;
  const events = await queryRows<EventRow>(
    children.database.db,
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
    children.database.db,
    sql`SELECT user_id AS "userId", key FROM notifications WHERE order_id = ${orderId}`,
  );
  expect(notifications.map((n) => `${n.userId} ${n.key}`).sort()).toEqual(expected);

  // none lost for the bell either: each party's list shows them after the restarts
  const mailRows = await queryRows<{ recipientId: number; transition: string }>(
    children.database.db,
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
  const log = await readFile(children.logFile, 'utf8');
  expect(log.split('\n').filter((line) => /^\S+ error /.test(line))).toEqual([]);
}, 300_000);
