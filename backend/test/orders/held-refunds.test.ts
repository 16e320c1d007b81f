import { eq } from 'drizzle-orm';
import { api, REFUND_UNDER_WAY } from '@campus/contracts';
import { orderEvents, orders, sandboxRefunds } from '../../src/db/schema';
import { customerCard } from '../../src/ledger/accounts';
import { balances } from '../../src/ledger/journal';
import { expireUndeliveredOrders } from '../../src/orders/jobs';
import { ONLY_PROVIDER_DELIVERS } from '../../src/orders/policies';
import { ORDER_NOT_FOUND } from '../../src/orders/process';
import { must } from '../harness';
import {
  answered,
  capturedOrder,
  expectRefused,
  startDisputeWorld,
  type DisputeWorld,
} from '../operator/dispute-support';
import { orderFileHooks, orderRow } from './support';

/**
 * The provider's decline before delivery, and refunds of held orders: in full, once at the processor,
 * and claimed on the order before the payment call so that nothing races them into a release.
 */
let w: DisputeWorld;

beforeAll(async () => {
  w = await startDisputeWorld();
});
orderFileHooks(() => w.server);

const path = (template: string, orderId: number) => template.replace(':id', String(orderId));
const decline = (orderId: number) => w.jordan.post(path(api.declineOrder.path, orderId));
const refundsOf = (intentId: string) =>
  w.server.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, intentId));

describe('POST /api/orders/:id/decline', () => {
  it('refunds the card in full, once, and the ledger takes the escrow back to the card', async () => {
    const order = await capturedOrder(w);
    const card = (await balances(w.server.db)).get(customerCard(w.mayaId)) ?? 0;
    const reply = await answered(await decline(order.id));
    expect(reply).toMatchObject({ status: 'refunded', refundedAmount: order.totalAmountCents / 100 });
    // declined again: answered as it is, nothing refunded twice
    expect((await answered(await decline(order.id))).status).toBe('refunded');
    expect((await refundsOf(must(order.paymentIntentId))).map((r) => r.amountCents)).toEqual([
      order.totalAmountCents,
    ]);
    expect(await orderRow(w.server.db, order.id)).toMatchObject({
      status: 'refunded',
      cancelReason: 'provider_declined',
      refundedCents: order.totalAmountCents,
    });
    expect((await balances(w.server.db)).get(customerCard(w.mayaId))).toBe(card + order.totalAmountCents);
  });

  it('is the provider’s alone (the customer 403, anyone else 404), and not after delivery (409)', async () => {
    const order = await capturedOrder(w);
    await expectRefused(
      await w.maya.post(path(api.declineOrder.path, order.id)),
      403,
      ONLY_PROVIDER_DELIVERS,
    );
    await expectRefused(await w.priya.post(path(api.declineOrder.path, order.id)), 404, ORDER_NOT_FOUND);
    const delivered = await answered(await w.jordan.post(path(api.deliverOrder.path, order.id)));
    const res = await decline(order.id);
    expect(res.status).toBe(409);
    expect((await refundsOf(must(order.paymentIntentId))).length).toBe(0);
    expect(delivered.deliveredAt).not.toBeNull();
  });
});

describe('a refund claimed on a held order', () => {
  /** As if the provider's decline had died between its claim and the refund at the processor. */
  const claimDecline = (orderId: number) =>
    w.server.db.update(orders).set({ cancelReason: 'provider_declined' }).where(eq(orders.id, orderId));

  it('refuses a delivery and a confirmation racing it (409), so no money is released that goes back', async () => {
    const order = await capturedOrder(w);
    await claimDecline(order.id);
    await expectRefused(await w.jordan.post(path(api.deliverOrder.path, order.id)), 409, REFUND_UNDER_WAY);
    await expectRefused(
      await w.maya.post(api.confirmReceipt.path, { orderId: order.id }),
      409,
      REFUND_UNDER_WAY,
    );
    expect((await orderRow(w.server.db, order.id)).status).toBe('payment_held');
    // the provider's retry finishes it
    expect((await answered(await decline(order.id))).status).toBe('refunded');
  });

  it('is finished by the undelivered-orders job as its claimant’s transition when no request retries it', async () => {
    const order = await capturedOrder(w);
    await claimDecline(order.id);
    const run = await expireUndeliveredOrders(w.server.jobDeps, new Date());
    expect(run.failed).toBe(0);
    expect(await orderRow(w.server.db, order.id)).toMatchObject({
      status: 'refunded',
      refundedCents: order.totalAmountCents,
    });
    const [event] = await w.server.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(orderEvents.id)
      .offset(2);
    expect(event).toMatchObject({
      transition: 'decline',
      actorKind: 'provider',
      actorId: w.jordanId,
      detail: { source: 'job' },
    });
    expect((await refundsOf(must(order.paymentIntentId))).length).toBe(1);
  });
});
