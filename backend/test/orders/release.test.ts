import { eq, sql } from 'drizzle-orm';
import { api } from '@campus/contracts';
import { orderEvents, sandboxAccounts, users } from '../../src/db/schema';
import { queryRows } from '../../src/db/sql';
import { balances } from '../../src/ledger/journal';
import { providerPaidOut, providerPayable } from '../../src/ledger/accounts';
import { ORDER_JOBS, payOutPayableOrders } from '../../src/orders/jobs';
import { ORDER_NOT_FOUND } from '../../src/orders/process';
import { ONLY_CUSTOMER_CONFIRMS } from '../../src/orders/release';
import { Browser } from '../auth/browser';
import { json, must } from '../harness';
import { JORDAN, MARCUS, MAYA, on, PRIYA, students, userIds } from '../messages/live';
import {
  confirm,
  heldOrder,
  journalKeysOf,
  onboard,
  payoutAccountOf,
  transfersOf,
  transitionsOf,
} from './release-support';
import {
  attachWebhooks,
  book,
  detachWebhooks,
  eventually,
  expectLedgerBalanced,
  type Faults,
  faulty,
  intentIdOf,
  orderFileHooks,
  orderOfIntent,
  orderRow,
  type OrderServer,
  pay,
  settle,
  startOrderServer,
} from './support';
import { gigFor } from './fixtures';

let server: OrderServer;
let maya: Browser;
let jordan: Browser;
let priya: Browser;
let marcus: Browser;
let mayaId: number;
let jordanId: number;
let priyaId: number;
let marcusId: number;

beforeAll(async () => {
  server = await startOrderServer({ seed: true });
  [maya, jordan, priya, marcus] = await students(server, MAYA, JORDAN, PRIYA, MARCUS);
  [mayaId, jordanId, priyaId, marcusId] = await userIds(server.db, MAYA, JORDAN, PRIYA, MARCUS);
  await onboard(server, jordan); // Jordan can receive payouts; the others cannot yet
  await settle(server.db);
});
orderFileHooks(
  () => server,
  () => {
    attachWebhooks(server);
  },
);

const accountOf = async (userId: number) =>
  must((await server.db.select().from(users).where(eq(users.id, userId)))[0]?.payoutAccountId);

const ledger = async (providerId: number) => {
  const all = await balances(server.db);
  return {
    payable: all.get(providerPayable(providerId)) ?? 0,
    paidOut: all.get(providerPaidOut(providerId)) ?? 0,
  };
};

describe('POST /api/confirm-receipt', () => {
  it("is the customer's alone: the provider gets 403, anyone else 404, a visitor 401; nothing moves", async () => {
    const order = await heldOrder(server, maya, jordanId);
    const byProvider = await confirm(jordan, order.id);
    expect({ status: byProvider.status, body: await json(byProvider) }).toEqual({
      status: 403,
      body: { message: ONLY_CUSTOMER_CONFIRMS },
    });
    const byStranger = await confirm(marcus, order.id);
    expect({ status: byStranger.status, body: await json(byStranger) }).toEqual({
      status: 404,
      body: { message: ORDER_NOT_FOUND },
    });
    expect((await confirm(new Browser(server), order.id)).status).toBe(401);
    expect((await orderRow(server.db, order.id)).status).toBe('payment_held');
    expect(await transitionsOf(server.db, order.id)).toEqual(['authorise', 'capture', 'deliver']);
    // tidy: the customer confirms after all
    expect((await confirm(maya, order.id)).status).toBe(200);
  });

  it('releases the escrow and pays the provider out at once; three confirmations at once make one', async () => {
    const order = await heldOrder(server, maya, jordanId);
    const before = await ledger(jordanId);
    const replies = await Promise.all([1, 2, 3].map(() => confirm(maya, order.id)));
    for (const res of replies) {
      expect(res.status).toBe(200);
      expect(api.confirmReceipt.reply.parse(await json(res))).toMatchObject({
        id: order.id,
        status: 'funds_released',
        viewerRole: 'customer',
      });
    }
    expect(await transitionsOf(server.db, order.id)).toEqual([
      'authorise',
      'capture',
      'deliver',
      'confirm_receipt',
      'release_funds',
    ]);
    const transfers = await transfersOf(server.db, order.id);
    expect(transfers).toEqual([
      expect.objectContaining({ destination: await accountOf(jordanId), amountCents: order.priceCents }),
    ]);
    const after = await orderRow(server.db, order.id);
    expect(after).toMatchObject({ status: 'funds_released', payoutTransferId: transfers[0]?.id });
    expect(after.buyerConfirmedAt).not.toBeNull();
    expect(after.paidOutAt).not.toBeNull();
    expect(await journalKeysOf(server.db, order.id)).toEqual(
      ['authorise', 'capture', 'payout', 'release'].map((k) => `order:${order.id}:${k}`),
    );
    expect(await ledger(jordanId)).toEqual({
      payable: before.payable,
      paidOut: before.paidOut + order.priceCents,
    });

    // confirming again later answers the order and moves nothing
    const again = await confirm(maya, order.id);
    expect(again.status).toBe(200);
    expect(await transitionsOf(server.db, order.id)).toHaveLength(5);
    expect(await transfersOf(server.db, order.id)).toHaveLength(1);
  });

  it('refuses an order whose payment is not held in escrow (409)', async () => {
    const clientSecret = await book(maya, await gigFor(server.db, jordanId));
    await pay(maya, clientSecret);
    await settle(server.db);
    const order = await orderOfIntent(server.db, intentIdOf(clientSecret));
    const res = await confirm(maya, order.id);
    expect({ status: res.status, body: await json(res) }).toEqual({
      status: 409,
      body: { message: 'This order cannot be confirmed now (status: payment_processing)' },
    });
    expect(await transitionsOf(server.db, order.id)).toEqual(['authorise']);
    expect((await maya.post(`/api/orders/${order.id}/cancel`)).status).toBe(200);
  });
});

describe('payouts that are not set up yet', () => {
  it('keeps the share payable, then pays it out by itself when the provider finishes onboarding', async () => {
    const before = await ledger(priyaId); // the demo data's orders were paid out
    const first = await heldOrder(server, maya, priyaId);
    const second = await heldOrder(server, maya, priyaId);
    const shares = first.priceCents + second.priceCents;
    for (const order of [first, second]) {
      const res = await confirm(maya, order.id);
      expect(res.status).toBe(200);
      expect(api.confirmReceipt.reply.parse(await json(res)).status).toBe('confirmed_completed');
      expect(await transfersOf(server.db, order.id)).toEqual([]);
    }
    expect(await ledger(priyaId)).toEqual({ payable: before.payable + shares, paidOut: before.paidOut });
    await expectLedgerBalanced(server.db);

    // the scheduled payouts run leaves them: Priya cannot receive transfers
    await payOutPayableOrders(server.jobDeps, new Date());
    expect((await orderRow(server.db, first.id)).status).toBe('confirmed_completed');

    detachWebhooks(server); // the onboarding page itself starts the payouts, not its webhook
    await onboard(server, priya);
    for (const order of [first, second])
      expect((await orderRow(server.db, order.id)).status).toBe('funds_released');
    for (const order of [first, second]) {
      expect(await transfersOf(server.db, order.id)).toEqual([
        expect.objectContaining({ destination: await accountOf(priyaId), amountCents: order.priceCents }),
      ]);
      expect(await transitionsOf(server.db, order.id)).toEqual([
        'authorise',
        'capture',
        'deliver',
        'confirm_receipt',
        'release_funds',
      ]);
    }
    expect(await ledger(priyaId)).toEqual({ payable: before.payable, paidOut: before.paidOut + shares });
  });

  it('pays out when the account.updated webhook reports the onboarding finished', async () => {
    const account = await payoutAccountOf(server.db, marcus, marcusId);
    const order = await heldOrder(server, maya, marcusId);
    expect((await confirm(maya, order.id)).status).toBe(200);
    expect((await orderRow(server.db, order.id)).status).toBe('confirmed_completed');

    await server.sandbox.completeOnboarding(account); // its webhook reaches the order process
    await eventually(async () => expect((await orderRow(server.db, order.id)).status).toBe('funds_released'));
    expect(await transfersOf(server.db, order.id)).toHaveLength(1);
  });

  it('pays out when GET /api/payouts finds the account enabled before its webhook arrived', async () => {
    const account = await payoutAccountOf(server.db, maya, mayaId);
    const order = await heldOrder(server, jordan, mayaId); // Maya provides, Jordan books
    expect((await confirm(jordan, order.id)).status).toBe(200);
    detachWebhooks(server);
    await server.sandbox.completeOnboarding(account);
    expect((await orderRow(server.db, order.id)).status).toBe('confirmed_completed');

    const res = await maya.get(api.payoutStatus.path);
    expect(await json(res)).toEqual({ payoutsEnabled: true, accountCreated: true });
    expect((await orderRow(server.db, order.id)).status).toBe('funds_released');
    expect(await transfersOf(server.db, order.id)).toHaveLength(1);
  });
});

describe('a transfer that fails', () => {
  let flaky: OrderServer;
  const faults: Faults = new Map();
  beforeAll(async () => {
    // a second instance on the same database whose provider calls fail as the test says
    flaky = await startOrderServer({
      databaseName: server.databaseName,
      wrapPayments: (payments) => faulty(payments, faults),
    });
  });
  afterAll(() => flaky.close());
  afterEach(() => faults.clear());

  it('whose answer was lost leaves the order payable; the payouts job retries with the same key: one transfer', async () => {
    const order = await heldOrder(server, maya, jordanId);
    faults.set('transfer', 'lost');
    const res = await confirm(on(flaky, maya), order.id);
    expect(res.status).toBe(200);
    expect(api.confirmReceipt.reply.parse(await json(res)).status).toBe('confirmed_completed');
    const made = await transfersOf(server.db, order.id);
    expect(made).toHaveLength(1); // the money moved; the answer never came
    expect((await orderRow(server.db, order.id)).payoutTransferId).toBeNull();
    await expectLedgerBalanced(server.db);

    faults.clear();
    const run = await payOutPayableOrders(flaky.jobDeps, new Date());
    expect(run).toMatchObject({ failed: 0 });
    expect(await transfersOf(server.db, order.id)).toEqual(made);
    expect(await orderRow(server.db, order.id)).toMatchObject({
      status: 'funds_released',
      payoutTransferId: made[0]?.id,
    });
  });

  it('that could not be made is made by a later run, once', async () => {
    const order = await heldOrder(server, maya, jordanId);
    faults.set('transfer', 'down');
    expect((await confirm(on(flaky, maya), order.id)).status).toBe(200);
    const failed = await payOutPayableOrders(flaky.jobDeps, new Date());
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(await transfersOf(server.db, order.id)).toEqual([]);
    expect((await orderRow(server.db, order.id)).status).toBe('confirmed_completed');

    faults.clear();
    await payOutPayableOrders(flaky.jobDeps, new Date());
    await payOutPayableOrders(flaky.jobDeps, new Date());
    expect(await transfersOf(server.db, order.id)).toHaveLength(1);
    expect((await orderRow(server.db, order.id)).status).toBe('funds_released');
  });
});

describe('the orders-payouts job', () => {
  it('is sent when payouts become enabled, and the runner pays out', async () => {
    // Jordan's payouts are switched off (as if his account had lost its capability), then back on
    const account = await accountOf(jordanId);
    await server.db.update(users).set({ payoutsEnabled: false }).where(eq(users.id, jordanId));
    await server.db
      .update(sandboxAccounts)
      .set({ payoutsEnabled: false })
      .where(eq(sandboxAccounts.id, account));
    const order = await heldOrder(server, maya, jordanId);
    expect((await confirm(maya, order.id)).status).toBe(200);
    expect((await orderRow(server.db, order.id)).status).toBe('confirmed_completed');

    await server.services.jobs.start();
    try {
      await server.sandbox.completeOnboarding(account);
      await eventually(
        async () => expect((await orderRow(server.db, order.id)).status).toBe('funds_released'),
        15_000,
      );
      // pg-boss marks the job completed just after its handler returns, so wait for that too
      await eventually(async () => {
        const jobs = await queryRows<{ state: string; data: { providerIds?: number[] } }>(
          server.db,
          sql`select state, data from pgboss.job where name = ${ORDER_JOBS.payouts}`,
        );
        expect(jobs).toContainEqual({ state: 'completed', data: { providerIds: [jordanId] } });
      }, 5_000);
      const events = await server.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(orderEvents.id);
      expect(events.at(-1)).toMatchObject({ transition: 'release_funds', actorKind: 'system' });
    } finally {
      await server.services.jobs.stop();
    }
    expect(await transfersOf(server.db, order.id)).toHaveLength(1);
  }, 30_000);
});
