import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { api, SANDBOX_TEST_CARDS } from '@campus/contracts';
import { queryRows } from '../../src/db/sql';
import type { Database } from '../../src/db/types';
import { ORDER_JOBS } from '../../src/orders/jobs';
import { Browser } from '../auth/browser';
import { json } from '../harness';
import { JORDAN, MARCUS, MAYA, PRIYA, student, userIds } from '../messages/live';
import { gigFor } from '../orders/fixtures';
import { intentIdOf } from '../orders/support';
import { onboard } from '../orders/release-support';
import { card } from '../payments/sandbox-support';
import { killHard, prepareChildBackends, stopBackend, type ChildBackends } from './backend-process';
import { paymentProblems, type Acknowledged } from './payment-invariants';

/**
 * kill -9 of a backend instance at random moments of the payment flow. Three customers go through
 * booking, card confirmation, completion, capture, the provider's delivery and receipt confirmation
 * (which pays the provider out), or (every third flow) the provider's decline (a full refund), against
 * the real backend in a child process, which is killed KILLS times at a random moment
 * and started again on the same database. A customer whose request got no answer waits for the
 * restart and then retries it, or gives up (closes the tab). Once the last instance has run its
 * start-up reconcile, every paid order is recorded exactly once and the ledger balances.
 */
const KILLS = 20;
const CUSTOMERS = [MAYA, PRIYA, MARCUS];
type Step = 'book' | 'pay' | 'complete' | 'capture' | 'deliver' | 'decline' | 'confirm';
const RELEASE_STEPS: Step[] = ['book', 'pay', 'complete', 'capture', 'deliver', 'confirm'];
const DECLINE_STEPS: Step[] = ['book', 'pay', 'complete', 'capture', 'decline'];

let children: ChildBackends;

beforeAll(async () => {
  children = await prepareChildBackends('kill-payment-flow', {
    // three customers go through about 200 flows in 30 s: far past a student's hourly checkout limits
    CHECKOUT_OPEN_BOOKINGS_MAX: '1000',
    CHECKOUT_INTENTS_PER_HOUR: '100000',
  });
}, 120_000);
afterAll(() => children.close());

/** Whether the backend is up, and a promise for the next time it is. */
function availability() {
  let up = false;
  let wake: () => void = () => undefined;
  let next = new Promise<void>((ok) => (wake = ok));
  return {
    get up() {
      return up;
    },
    whenUp: () => (up ? Promise.resolve() : next),
    markUp() {
      up = true;
      wake();
    },
    markDown() {
      up = false;
      next = new Promise<void>((ok) => (wake = ok));
    },
  };
}

it(`keeps every paid order exactly once and the ledger balanced through ${KILLS} kill -9s`, async () => {
  const server = availability();
  let backend = await children.start();
  server.markUp();
  const [jordanId] = await userIds(children.database.db, JORDAN);
  const target = { url: children.url };
  const jordan = await student(target, JORDAN);
  await onboard(target, jordan);
  const customers = await Promise.all(CUSTOMERS.map((email) => student(target, email)));

  const [{ lastDemoOrder } = { lastDemoOrder: 0 }] = await queryRows<{ lastDemoOrder: number }>(
    children.database.db,
    sql`select coalesce(max(id), 0)::int as "lastDemoOrder" from orders`,
  );
  const acknowledged: Acknowledged = {
    completed: new Set(),
    captured: new Set(),
    delivered: new Set(),
    declined: new Set(),
    confirmed: new Set(),
  };
  const inFlight = new Map<Step, number>();
  const interrupted = new Map<Step, number>();
  const statuses = new Map<string, number>();
  let flows = 0;
  let flowsDone = 0;
  let retries = 0;
  let running = true;

  /** One step's request: its answer, or undefined when the connection failed (the instance died). */
  async function attempt(step: Step, send: () => Promise<Response>): Promise<Response | undefined> {
    inFlight.set(step, (inFlight.get(step) ?? 0) + 1);
    try {
      const res = await send();
      statuses.set(`${step} ${res.status}`, (statuses.get(`${step} ${res.status}`) ?? 0) + 1);
      return res;
    } catch {
      interrupted.set(step, (interrupted.get(step) ?? 0) + 1);
      return undefined;
    } finally {
      inFlight.set(step, (inFlight.get(step) ?? 1) - 1);
    }
  }

  async function flow(customer: Browser): Promise<void> {
    flows++;
    const steps = flows % 3 === 0 ? DECLINE_STEPS : RELEASE_STEPS;
    const gigId = await gigFor(children.database.db, jordanId);
    let clientSecret = '';
    let intentId = '';
    let orderId = 0;
    const requests: Record<Step, () => Promise<Response>> = {
      book: () => customer.post(api.createPaymentIntent.path, { gigId }),
      pay: () =>
        customer.post(api.sandboxConfirm.path, { clientSecret, card: card(SANDBOX_TEST_CARDS.succeeds) }),
      complete: () => customer.post(api.paymentComplete.path, { paymentIntentId: intentId }),
      capture: () => customer.post(api.capturePayment.path, { orderId, paymentIntentId: intentId }),
      deliver: () => jordan.post(api.deliverOrder.path.replace(':id', String(orderId))),
      decline: () => jordan.post(api.declineOrder.path.replace(':id', String(orderId))),
      confirm: () => customer.post(api.confirmReceipt.path, { orderId }),
    };
    for (const step of steps) {
      let res = await attempt(step, requests[step]);
      while (!res) {
        await server.whenUp();
        // the customer reloads the page and tries again, or gives up
        if (!running || Math.random() < 0.4) return;
        retries++;
        res = await attempt(step, requests[step]);
      }
      if (!res.ok) return;
      const body = await json<{ clientSecret?: string; orderId?: number }>(res);
      if (step === 'book') {
        clientSecret = body.clientSecret ?? '';
        intentId = intentIdOf(clientSecret);
      }
      if (step === 'complete') {
        orderId = body.orderId ?? 0;
        acknowledged.completed.add(orderId);
      }
      if (step === 'capture') acknowledged.captured.add(orderId);
      if (step === 'deliver') acknowledged.delivered.add(orderId);
      if (step === 'decline') acknowledged.declined.add(orderId);
      if (step === 'confirm') acknowledged.confirmed.add(orderId);
    }
    flowsDone++;
  }

  const drivers = customers.map(async (customer) => {
    while (running) {
      await server.whenUp();
      if (running) await flow(customer);
    }
  });

  const startedAt = Date.now();
  let lastStart = '';
  for (let kill = 0; kill < KILLS; kill++) {
    await new Promise((r) => setTimeout(r, 150 + Math.random() * 1000));
    server.markDown();
    await killHard(backend);
    lastStart = await databaseNow(children.database);
    backend = await children.start();
    server.markUp();
  }

  // The last instance: customers stop, and its start-up reconcile brings every open order up to date.
  running = false;
  await Promise.all(drivers);
  await waitForStartupReconcile(children.database, lastStart);
  const problems = await paymentProblems(children.database.db, acknowledged, lastDemoOrder);
  await stopBackend(backend);

  const log = await readFile(children.logFile, 'utf8');
  const summary = {
    kills: KILLS,
    seconds: Math.round((Date.now() - startedAt) / 1000),
    flows,
    flowsDone,
    retries,
    interrupted: Object.fromEntries(interrupted),
    answers: Object.fromEntries([...statuses].sort()),
    ordersCompleted: acknowledged.completed.size,
    ordersDelivered: acknowledged.delivered.size,
    ordersDeclined: acknowledged.declined.size,
    ordersReleased: acknowledged.confirmed.size,
  };
  process.stdout.write(`${JSON.stringify({ killPaymentFlow: summary })}\n`);
  if (problems.length > 0)
    process.stdout.write(
      log
        .split('\n')
        .filter((line) => /^\S+ (warn|error) /.test(line))
        .join('\n'),
    );
  expect(problems).toEqual([]);
  // the kills hit requests in flight, and the product never answered a 500 on the way
  expect([...interrupted.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  expect([...statuses.keys()].filter((s) => / 5\d\d$/.test(s))).toEqual([]);
  expect(log.split('\n').filter((line) => /^\S+ error /.test(line))).toEqual([]);
  // and customers got through the whole flow, receipt confirmed and provider paid, kills or not
  expect(flowsDone).toBeGreaterThanOrEqual(3);
}, 240_000);

const databaseNow = async ({ db }: Database): Promise<string> =>
  (await queryRows<{ now: string }>(db, sql`select now()::text as now`))[0]?.now ?? '';

/** Waits for the reconcile job sent by the instance started at `since` to have completed. */
async function waitForStartupReconcile({ db }: Database, since: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [last] = await queryRows<{ state: string }>(
      db,
      sql`select state from pgboss.job where name = ${ORDER_JOBS.reconcile} and singleton_key = 'startup'
          and created_on >= ${since}::timestamptz order by created_on desc limit 1`,
    );
    if (last?.state === 'completed') return;
    if (Date.now() > deadline) throw new Error(`the start-up reconcile did not complete (${last?.state})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
