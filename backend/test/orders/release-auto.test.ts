import { eq } from 'drizzle-orm';
import { orderEvents } from '../../src/db/schema';
import { autoReleaseOrders, payOutPayableOrders } from '../../src/orders/jobs';
import { takeTransition } from '../../src/orders/process';
import type { Browser } from '../auth/browser';
import { must } from '../harness';
import { JORDAN, MAYA, PRIYA, student, userIds } from '../messages/live';
import { DAY_MS, heldOrder, onboard, transfersOf, transitionsOf } from './release-support';
import { orderFileHooks, orderRow, type OrderServer, settle, startOrderServer } from './support';

let server: OrderServer;
let maya: Browser;
let jordanId: number;
let priyaId: number;

beforeAll(async () => {
  server = await startOrderServer({ seed: true });
  maya = await student(server, MAYA);
  [jordanId, priyaId] = await userIds(server.db, JORDAN, PRIYA);
  await onboard(server, await student(server, JORDAN));
  await settle(server.db);
});
orderFileHooks(() => server);

const releaseDateOf = async (orderId: number) =>
  must((await orderRow(server.db, orderId)).escrowReleaseDate, 'escrow release date');

describe('auto-release (orders-auto-release)', () => {
  it('releases at the release date, not a second before, then pays the provider out', async () => {
    const order = await heldOrder(server, maya, jordanId);
    const releaseDate = await releaseDateOf(order.id);
    expect(releaseDate.getTime() - must(order.deliveredAt).getTime()).toBe(7 * DAY_MS);

    await autoReleaseOrders(server.jobDeps, new Date(releaseDate.getTime() - 1000));
    expect((await orderRow(server.db, order.id)).status).toBe('payment_held');

    const run = await autoReleaseOrders(server.jobDeps, releaseDate);
    expect(run).toEqual({ checked: 1, changed: 1, failed: 0 });
    expect(await orderRow(server.db, order.id)).toMatchObject({
      status: 'funds_released',
      fundsReleasedAt: releaseDate,
      buyerConfirmedAt: null,
    });
    expect(await transitionsOf(server.db, order.id)).toEqual([
      'authorise',
      'capture',
      'deliver',
      'auto_release',
      'release_funds',
    ]);
    const [event] = await server.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(orderEvents.id)
      .offset(3);
    expect(event).toMatchObject({ actorKind: 'system', actorId: null, detail: { source: 'job' } });
    expect(await transfersOf(server.db, order.id)).toEqual([
      expect.objectContaining({ amountCents: order.priceCents }),
    ]);
  });

  it('leaves a disputed order in escrow', async () => {
    const order = await heldOrder(server, maya, jordanId);
    await takeTransition(server.db, {
      orderId: order.id,
      transition: 'open_dispute',
      actor: { kind: 'customer', userId: order.customerId },
      changes: () => ({ disputeReason: 'Service not delivered', disputeDetails: 'No show.' }),
    });
    const run = await autoReleaseOrders(
      server.jobDeps,
      new Date((await releaseDateOf(order.id)).getTime() + DAY_MS),
    );
    expect(run.changed).toBe(0);
    expect((await orderRow(server.db, order.id)).status).toBe('in_dispute');
  });

  it('releases an order whose provider has no payouts yet and leaves the share payable', async () => {
    const order = await heldOrder(server, maya, priyaId);
    await autoReleaseOrders(server.jobDeps, await releaseDateOf(order.id));
    expect((await orderRow(server.db, order.id)).status).toBe('confirmed_completed');
    expect(await transfersOf(server.db, order.id)).toEqual([]);
    expect(await transitionsOf(server.db, order.id)).toEqual([
      'authorise',
      'capture',
      'deliver',
      'auto_release',
    ]);
  });

  it('run by two instances at once (and again after), releases and pays out each order once', async () => {
    const second = await startOrderServer({ databaseName: server.databaseName });
    try {
      const held = [];
      for (let i = 0; i < 4; i++) held.push(await heldOrder(server, maya, jordanId));
      const due = new Date(
        Math.max(...(await Promise.all(held.map((o) => releaseDateOf(o.id)))).map(Number)),
      );

      const runs = await Promise.all([
        autoReleaseOrders(server.jobDeps, due),
        autoReleaseOrders(second.jobDeps, due),
        payOutPayableOrders(server.jobDeps, due),
        payOutPayableOrders(second.jobDeps, due),
      ]);
      expect((runs[0]?.changed ?? 0) + (runs[1]?.changed ?? 0)).toBe(held.length);
      expect((runs[0]?.failed ?? 0) + (runs[1]?.failed ?? 0)).toBe(0);
      // a restarted instance runs the jobs again: nothing is left to do
      expect(await autoReleaseOrders(second.jobDeps, due)).toMatchObject({ changed: 0 });
      await payOutPayableOrders(second.jobDeps, due);

      for (const order of held) {
        expect(await transitionsOf(server.db, order.id)).toEqual([
          'authorise',
          'capture',
          'deliver',
          'auto_release',
          'release_funds',
        ]);
        expect(await transfersOf(server.db, order.id)).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});
