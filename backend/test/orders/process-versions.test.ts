import { eq } from 'drizzle-orm';
import { latestProcess, ORDER_PROCESSES, processOf } from '@campus/contracts';
import { orders } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { takeTransition } from '../../src/orders/process';
import { orderIn, parties, type Parties } from './fixtures';
import { orderRow, startOrderServer, type OrderServer } from './support';

/**
 * An order keeps the process version it started with: the gig booking's version 1 (before issue 20,
 * capture started the escrow clock and there was no delivery) and version 2 (the clock starts at
 * delivery) run side by side, each order by its own; new orders start with the latest.
 */
let server: OrderServer;
let db: Db;
let p: Parties;

beforeAll(async () => {
  server = await startOrderServer();
  db = server.db;
  p = await parties(db);
});
afterAll(() => server.close({ drop: true }));

const customer = () => ({ kind: 'customer', userId: p.customerId }) as const;
const provider = () => ({ kind: 'provider', userId: p.providerId }) as const;

/** A fixture order, authorised, moved to `version` of the gig booking process before its capture. */
async function authorisedOn(version: number): Promise<number> {
  const orderId = await orderIn(db, p, 'payment_processing');
  await db.update(orders).set({ processVersion: version }).where(eq(orders.id, orderId));
  return orderId;
}

describe('process versions', () => {
  it('new orders start with the latest version of their process', async () => {
    expect(latestProcess('gig-booking').version).toBe(2);
    expect(latestProcess('item-purchase').version).toBe(1);
    const order = await orderRow(db, await orderIn(db, p, 'awaiting_payment'));
    expect([order.processName, order.processVersion]).toEqual(['gig-booking', 2]);
  });

  it('a version 1 order follows version 1: capture starts the 3- and 7-day clock, no delivery is asked', async () => {
    const orderId = await authorisedOn(1);
    const at = new Date('2030-05-01T10:00:00.000Z');
    const { order } = await takeTransition(db, { orderId, transition: 'capture', actor: customer(), at });
    expect(order).toMatchObject({
      disputeDeadline: new Date('2030-05-04T10:00:00.000Z'),
      escrowReleaseDate: new Date('2030-05-08T10:00:00.000Z'),
      deliveryCancellableAt: null,
      deliveryRefundAt: null,
    });
    await expect(
      takeTransition(db, { orderId, transition: 'deliver', actor: provider(), at }),
    ).rejects.toMatchObject({
      kind: 'refused',
      message: 'This order cannot be marked delivered now (status: payment_held)',
    });
    // disputed without a delivery, as version 1 allowed
    const disputed = await takeTransition(db, { orderId, transition: 'open_dispute', actor: customer(), at });
    expect(disputed.order.status).toBe('in_dispute');
  });

  it('a version 2 order, meanwhile, waits for delivery', async () => {
    const orderId = await authorisedOn(2);
    const at = new Date('2030-05-01T10:00:00.000Z');
    const { order } = await takeTransition(db, { orderId, transition: 'capture', actor: customer(), at });
    expect(order).toMatchObject({
      disputeDeadline: null,
      escrowReleaseDate: null,
      deliveryCancellableAt: new Date('2030-05-15T10:00:00.000Z'),
      deliveryRefundAt: new Date('2030-05-22T10:00:00.000Z'),
    });
    await expect(
      takeTransition(db, { orderId, transition: 'open_dispute', actor: customer(), at }),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Available once the provider marks the service delivered',
    });
  });

  it('an order of a version no table declares is an error, not another version silently', () => {
    expect(() => processOf('gig-booking', 99)).toThrow('Unknown order process gig-booking v99');
    expect(ORDER_PROCESSES['gig-booking'].map((v) => v.version)).toEqual([1, 2]);
  });
});
