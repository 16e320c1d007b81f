import { api } from '@campus/contracts';
import { autoReleaseOrders, expireUndeliveredOrders } from '../../src/orders/jobs';
import { json, must } from '../harness';
import {
  answered,
  capturedOrder,
  expectRefused,
  heldOrder,
  openDispute,
  startDisputeWorld,
  type DisputeWorld,
} from '../operator/dispute-support';
import { orderFileHooks, orderRow } from './support';

/**
 * The product's promises to a customer, in literal numbers (not the constants the code computes them
 * with, so that changing a constant fails here). The escrow's clock starts when the provider marks the
 * service delivered: a dispute can be opened for 3 days after delivery, that instant included; the
 * escrow is released to the provider 7 days after delivery, at that instant and not a millisecond
 * before. Before delivery nothing is released: the customer may cancel for a full refund 14 days after
 * the capture, and 21 days after it the payment is refunded automatically.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const THREE_DAYS_MS = 3 * DAY_MS;
const SEVEN_DAYS_MS = 7 * DAY_MS;
const FOURTEEN_DAYS_MS = 14 * DAY_MS;
const TWENTY_ONE_DAYS_MS = 21 * DAY_MS;

let w: DisputeWorld;

beforeAll(async () => {
  w = await startDisputeWorld({ payouts: true });
});
orderFileHooks(
  () => w.server,
  () => {
    jest.restoreAllMocks();
  },
);

/** The server's clock reads `at` (for the requests made until the mock is restored). */
const clockAt = (at: Date) => jest.spyOn(w.server.services.clock, 'now').mockReturnValue(new Date(at));

const cancel = (orderId: number) => w.maya.post(api.cancelOrder.path.replace(':id', String(orderId)));

describe('the terms in numbers', () => {
  it('a capture starts only the delivery deadline: cancellable 14 days and refunded 21 days after it', async () => {
    const order = await capturedOrder(w);
    const capturedAt = must(order.paymentCapturedAt).getTime();
    expect(must(order.deliveryCancellableAt).getTime() - capturedAt).toBe(FOURTEEN_DAYS_MS);
    expect(must(order.deliveryRefundAt).getTime() - capturedAt).toBe(TWENTY_ONE_DAYS_MS);
    expect(order.disputeDeadline).toBeNull();
    expect(order.escrowReleaseDate).toBeNull();
  });

  it('a delivery sets the dispute deadline exactly 3 days and the release date exactly 7 days after it', async () => {
    const order = await heldOrder(w);
    const deliveredAt = must(order.deliveredAt).getTime();
    expect(must(order.disputeDeadline).getTime() - deliveredAt).toBe(THREE_DAYS_MS);
    expect(must(order.escrowReleaseDate).getTime() - deliveredAt).toBe(SEVEN_DAYS_MS);
    expect(order.deliveryCancellableAt).toBeNull();
    expect(order.deliveryRefundAt).toBeNull();
  });

  it('a dispute opened at the deadline instant is accepted, one opened 1 ms after it is refused', async () => {
    const onTime = await heldOrder(w);
    clockAt(new Date(must(onTime.deliveredAt).getTime() + THREE_DAYS_MS));
    expect((await answered(await openDispute(w.maya, onTime.id))).status).toBe('in_dispute');
    jest.restoreAllMocks();

    const late = await heldOrder(w);
    const deadline = new Date(must(late.deliveredAt).getTime() + THREE_DAYS_MS);
    clockAt(new Date(deadline.getTime() + 1));
    const closedOn = deadline.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    await expectRefused(await openDispute(w.maya, late.id), 409, `The dispute window closed on ${closedOn}`);
    expect((await orderRow(w.server.db, late.id)).status).toBe('payment_held');
  });

  it('no dispute before delivery: the window has not opened', async () => {
    const order = await capturedOrder(w);
    await expectRefused(
      await openDispute(w.maya, order.id),
      409,
      'Available once the provider marks the service delivered',
    );
  });

  it('the escrow is released at the release instant (delivery + 7 days), not 1 ms before', async () => {
    const order = await heldOrder(w);
    const releaseAt = must(order.deliveredAt).getTime() + SEVEN_DAYS_MS;

    await autoReleaseOrders(w.server.jobDeps, new Date(releaseAt - 1));
    expect((await orderRow(w.server.db, order.id)).status).toBe('payment_held');

    await autoReleaseOrders(w.server.jobDeps, new Date(releaseAt));
    expect(await orderRow(w.server.db, order.id)).toMatchObject({
      status: 'funds_released',
      fundsReleasedAt: new Date(releaseAt),
    });
  });

  it('an undelivered order is never released: 20 days after capture it is still held', async () => {
    const order = await capturedOrder(w);
    await autoReleaseOrders(
      w.server.jobDeps,
      new Date(must(order.paymentCapturedAt).getTime() + 20 * DAY_MS),
    );
    expect((await orderRow(w.server.db, order.id)).status).toBe('payment_held');
  });

  it('the customer may cancel an undelivered order for a full refund from capture + 14 days, not 1 ms before', async () => {
    const order = await capturedOrder(w);
    const opensAt = must(order.paymentCapturedAt).getTime() + FOURTEEN_DAYS_MS;
    clockAt(new Date(opensAt - 1));
    const early = await cancel(order.id);
    expect(early.status).toBe(409);
    expect((await json<{ message: string }>(early)).message).toMatch(
      /^If the service is not delivered, you can cancel for a full refund from /,
    );
    jest.restoreAllMocks();

    clockAt(new Date(opensAt));
    const res = await cancel(order.id);
    expect(res.status).toBe(200);
    expect(await orderRow(w.server.db, order.id)).toMatchObject({
      status: 'refunded',
      refundedCents: order.totalAmountCents,
      cancelReason: 'not_delivered',
      refundedAt: new Date(opensAt),
    });
  });

  it('an undelivered order is refunded in full automatically at capture + 21 days, not 1 ms before', async () => {
    const order = await capturedOrder(w);
    const refundAt = must(order.paymentCapturedAt).getTime() + TWENTY_ONE_DAYS_MS;

    await expireUndeliveredOrders(w.server.jobDeps, new Date(refundAt - 1));
    expect((await orderRow(w.server.db, order.id)).status).toBe('payment_held');

    await expireUndeliveredOrders(w.server.jobDeps, new Date(refundAt));
    expect(await orderRow(w.server.db, order.id)).toMatchObject({
      status: 'refunded',
      refundedCents: order.totalAmountCents,
      cancelReason: 'delivery_expired',
      refundedAt: new Date(refundAt),
    });
  });

  it('a delivery cancels the delivery deadline: 21 days after capture a delivered order is not refunded', async () => {
    const order = await heldOrder(w);
    await expireUndeliveredOrders(
      w.server.jobDeps,
      new Date(must(order.paymentCapturedAt).getTime() + TWENTY_ONE_DAYS_MS),
    );
    expect((await orderRow(w.server.db, order.id)).status).not.toBe('refunded');
  });
});
