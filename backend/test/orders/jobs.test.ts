import { eq } from 'drizzle-orm';
import { ORDER_TIMINGS } from '@campus/contracts';
import { ledgerJournals, orderEvents, orders } from '../../src/db/schema';
import { abandonUnpaidOrders, expireAuthorisations, reconcileOrders } from '../../src/orders/jobs';
import { intentKey } from '../../src/orders/booking';
import type { Browser } from '../auth/browser';
import { JORDAN, MAYA, student, userIds } from '../messages/live';
import { gigFor, orderIn } from './fixtures';
import {
  attachWebhooks,
  book,
  detachWebhooks,
  expectLedgerBalanced,
  intentIdOf,
  intentsOfOrder,
  orderFileHooks,
  orderOfIntent,
  orderRow,
  type OrderServer,
  pay,
  settle,
  startOrderServer,
} from './support';

let server: OrderServer;
let maya: Browser;
let mayaId: number;
let jordanId: number;

beforeAll(async () => {
  server = await startOrderServer({ seed: true });
  maya = await student(server, MAYA);
  [mayaId, jordanId] = await userIds(server.db, MAYA, JORDAN);
});
orderFileHooks(
  () => server,
  () => {
    attachWebhooks(server);
  },
);

const HOUR = 3_600_000;
const later = (ms: number) => new Date(Date.now() + ms);
const parties = () => ({ customerId: mayaId, providerId: jordanId, strangerId: 0 });

const transitionsOf = async (orderId: number) =>
  (
    await server.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id)
  ).map((e) => e.transition);

async function booking() {
  const clientSecret = await book(maya, await gigFor(server.db, jordanId));
  const intentId = intentIdOf(clientSecret);
  return { clientSecret, intentId, orderId: (await orderOfIntent(server.db, intentId)).id };
}

describe('abandonUnpaidOrders', () => {
  it('leaves a booking younger than the abandon delay alone', async () => {
    const b = await booking();
    await abandonUnpaidOrders(server.jobDeps, later(ORDER_TIMINGS.paymentAbandonMs - 60_000));
    expect((await orderRow(server.db, b.orderId)).status).toBe('awaiting_payment');
  });

  it('abandons an unpaid booking past the delay and cancels its intent', async () => {
    const b = await booking();
    const run = await abandonUnpaidOrders(server.jobDeps, later(ORDER_TIMINGS.paymentAbandonMs + 60_000));
    expect(run.failed).toBe(0);
    expect(await orderRow(server.db, b.orderId)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment_abandoned',
    });
    expect(await server.sandbox.retrieveIntent(b.intentId)).toMatchObject({ status: 'canceled' });
    expect(await transitionsOf(b.orderId)).toEqual(['abandon_payment']);
  });

  it('abandons a booking that never got its intent', async () => {
    const orderId = await orderIn(server.db, parties(), 'awaiting_payment');
    await abandonUnpaidOrders(server.jobDeps, later(ORDER_TIMINGS.paymentAbandonMs + 60_000));
    expect((await orderRow(server.db, orderId)).status).toBe('cancelled');
  });

  it('authorises instead a booking whose card was authorised while its webhook was lost', async () => {
    const b = await booking();
    detachWebhooks(server);
    await pay(maya, b.clientSecret);
    await abandonUnpaidOrders(server.jobDeps, later(ORDER_TIMINGS.paymentAbandonMs + 60_000));
    expect((await orderRow(server.db, b.orderId)).status).toBe('payment_processing');
    expect(await server.sandbox.retrieveIntent(b.intentId)).toMatchObject({ status: 'requires_capture' });
    expect(await transitionsOf(b.orderId)).toEqual(['authorise']);
  });
});

describe('expireAuthorisations', () => {
  async function authorised() {
    const b = await booking();
    await pay(maya, b.clientSecret);
    await settle(server.db);
    expect((await orderRow(server.db, b.orderId)).status).toBe('payment_processing');
    return b;
  }

  it('voids an authorisation older than the margin and cancels the order', async () => {
    const b = await authorised();
    const margin = server.jobDeps.authorisationMarginMs;
    expect(margin).toBe(96 * HOUR);
    await expireAuthorisations(server.jobDeps, later(margin - HOUR));
    expect((await orderRow(server.db, b.orderId)).status).toBe('payment_processing');

    const run = await expireAuthorisations(server.jobDeps, later(margin + HOUR));
    expect(run).toMatchObject({ changed: 1, failed: 0 });
    await settle(server.db);
    expect(await orderRow(server.db, b.orderId)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'authorisation_expired',
    });
    expect(await server.sandbox.retrieveIntent(b.intentId)).toMatchObject({ status: 'canceled' });
    expect(await transitionsOf(b.orderId)).toEqual(['authorise', 'expire_authorisation']);
    const kinds = (
      await server.db.select().from(ledgerJournals).where(eq(ledgerJournals.orderId, b.orderId))
    ).map((j) => j.kind);
    expect(kinds.sort()).toEqual(['authorise', 'void']);
  });

  it('captures instead an order the provider captured while its webhook was lost', async () => {
    const b = await authorised();
    detachWebhooks(server);
    await server.sandbox.captureIntent(b.intentId, `test:${b.intentId}:capture`);
    await expireAuthorisations(server.jobDeps, later(server.jobDeps.authorisationMarginMs + HOUR));
    expect((await orderRow(server.db, b.orderId)).status).toBe('payment_held');
    expect(await transitionsOf(b.orderId)).toEqual(['authorise', 'capture']);
  });
});

describe('reconcileOrders', () => {
  it('after a crash between the card authorisation and the completion call, a new instance authorises once', async () => {
    // instance A: the card is authorised, its webhook never arrives, A dies before payment-complete
    const b = await booking();
    detachWebhooks(server);
    await pay(maya, b.clientSecret);
    expect((await orderRow(server.db, b.orderId)).status).toBe('awaiting_payment');

    const restarted = await startOrderServer({ databaseName: server.databaseName });
    try {
      const run = await reconcileOrders(restarted.jobDeps);
      expect(run.failed).toBe(0);
      expect((await orderRow(restarted.db, b.orderId)).status).toBe('payment_processing');
      await reconcileOrders(restarted.jobDeps);
      await reconcileOrders(restarted.jobDeps);
      expect(await transitionsOf(b.orderId)).toEqual(['authorise']);
      const journals = await restarted.db
        .select()
        .from(ledgerJournals)
        .where(eq(ledgerJournals.orderId, b.orderId));
      expect(journals.map((j) => j.kind)).toEqual(['authorise']);
      await expectLedgerBalanced(restarted.db);
    } finally {
      await restarted.close();
    }
  });

  it('gives an order left without its intent the intent of its key, never a second one', async () => {
    const orderId = await orderIn(server.db, parties(), 'awaiting_payment');
    const first = await server.sandbox.createIntent({
      amountCents: (await orderRow(server.db, orderId)).totalAmountCents,
      captureMethod: 'manual',
      metadata: { orderId: String(orderId), kind: 'booking' },
      description: `Campus Skills Marketplace order #${orderId}`,
      idempotencyKey: intentKey(orderId),
    });
    await reconcileOrders(server.jobDeps);
    await reconcileOrders(server.jobDeps);
    expect((await orderRow(server.db, orderId)).paymentIntentId).toBe(first.id);
    expect(await intentsOfOrder(server.db, orderId)).toHaveLength(1);
  });

  it('makes an order whose intent was voided at the provider agree (cancelled)', async () => {
    const b = await booking();
    detachWebhooks(server);
    await server.sandbox.cancelIntent(b.intentId, `test:${b.intentId}:cancel`);
    await reconcileOrders(server.jobDeps);
    expect(await orderRow(server.db, b.orderId)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment_abandoned',
    });
  });

  it('leaves orders of another payment provider alone', async () => {
    const b = await booking();
    await server.db.update(orders).set({ paymentProvider: 'stripe' }).where(eq(orders.id, b.orderId));
    detachWebhooks(server);
    await pay(maya, b.clientSecret);
    await reconcileOrders(server.jobDeps);
    expect((await orderRow(server.db, b.orderId)).status).toBe('awaiting_payment');
    await server.db.update(orders).set({ paymentProvider: 'sandbox' }).where(eq(orders.id, b.orderId));
    await reconcileOrders(server.jobDeps);
    expect((await orderRow(server.db, b.orderId)).status).toBe('payment_processing');
  });
});
