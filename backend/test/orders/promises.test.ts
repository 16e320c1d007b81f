import { DISPUTE_WINDOW_CLOSED } from '../../src/orders/disputes';
import { autoReleaseOrders } from '../../src/orders/jobs';
import { must } from '../harness';
import {
  answered,
  enablePayouts,
  expectRefused,
  heldOrder,
  openDispute,
  startDisputeWorld,
  type DisputeWorld,
} from '../operator/dispute-support';
import { expectLedgerBalanced, orderRow, settle } from './support';

/**
 * The product's promises to a customer, in literal numbers (not the constants the code computes them
 * with, so that changing a constant fails here): a dispute can be opened for 3 days after the payment is
 * captured, that instant included; the escrow is released to the provider 7 days after the capture,
 * at that instant and not a millisecond before.
 */
const THREE_DAYS_MS = 3 * 24 * 60 * 60 * 1000;
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

let w: DisputeWorld;

beforeAll(async () => {
  w = await startDisputeWorld();
  await enablePayouts(w, w.jordan);
});
afterAll(() => w.server.close({ drop: true }));
afterEach(async () => {
  jest.restoreAllMocks();
  await settle(w.server.db);
  await expectLedgerBalanced(w.server.db);
});

/** The server's clock reads `at` (for the requests made until the mock is restored). */
const clockAt = (at: Date) => jest.spyOn(w.server.services.clock, 'now').mockReturnValue(new Date(at));

describe('the terms in numbers', () => {
  it('a capture sets the dispute deadline exactly 3 days and the release date exactly 7 days after it', async () => {
    const order = await heldOrder(w);
    const capturedAt = must(order.paymentCapturedAt).getTime();
    expect(must(order.disputeDeadline).getTime() - capturedAt).toBe(THREE_DAYS_MS);
    expect(must(order.escrowReleaseDate).getTime() - capturedAt).toBe(SEVEN_DAYS_MS);
  });

  it('a dispute opened at the deadline instant is accepted, one opened 1 ms after it is refused', async () => {
    const onTime = await heldOrder(w);
    clockAt(new Date(must(onTime.paymentCapturedAt).getTime() + THREE_DAYS_MS));
    expect((await answered(await openDispute(w.maya, onTime.id))).status).toBe('in_dispute');
    jest.restoreAllMocks();

    const late = await heldOrder(w);
    clockAt(new Date(must(late.paymentCapturedAt).getTime() + THREE_DAYS_MS + 1));
    await expectRefused(await openDispute(w.maya, late.id), 409, DISPUTE_WINDOW_CLOSED);
    expect((await orderRow(w.server.db, late.id)).status).toBe('payment_held');
  });

  it('the escrow is released at the release instant (capture + 7 days), not 1 ms before', async () => {
    const order = await heldOrder(w);
    const releaseAt = must(order.paymentCapturedAt).getTime() + SEVEN_DAYS_MS;

    await autoReleaseOrders(w.server.jobDeps, new Date(releaseAt - 1));
    expect((await orderRow(w.server.db, order.id)).status).toBe('payment_held');

    await autoReleaseOrders(w.server.jobDeps, new Date(releaseAt));
    expect(await orderRow(w.server.db, order.id)).toMatchObject({
      status: 'funds_released',
      fundsReleasedAt: new Date(releaseAt),
    });
  });
});
