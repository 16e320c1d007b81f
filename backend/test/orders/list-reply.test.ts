import { api, type OrderListItem } from '@campus/contracts';
import { takeTransition } from '../../src/orders/process';
import { Browser } from '../auth/browser';
import { json, must } from '../harness';
import { JORDAN, MAYA, student, userIds } from '../messages/live';
import { confirm, heldOrder, onboard } from './release-support';
import { orderFileHooks, orderRow, type OrderServer, pay, settle, startOrderServer } from './support';

// GET /api/orders carries what My Orders shows beside the status: the refunded amount (a partial refund
// reads as partial) and the extra time, requested or paid, with its hours and amount (issue 19, item 11).

let server: OrderServer;
let maya: Browser;
let jordan: Browser;
let jordanId: number;

beforeAll(async () => {
  server = await startOrderServer({ seed: true });
  [maya, jordan] = await Promise.all([student(server, MAYA), student(server, JORDAN)]);
  [jordanId] = await userIds(server.db, JORDAN);
  await onboard(server, jordan);
  await settle(server.db);
});
orderFileHooks(() => server);

async function listed(browser: Browser, orderId: number): Promise<OrderListItem> {
  const res = await browser.get(api.orders.path);
  expect(res.status).toBe(200);
  return must(api.orders.reply.parse(await json(res)).find((o) => o.id === orderId));
}

describe('GET /api/orders', () => {
  it('lists the extra time of an order, requested then paid after release, to both parties; the order then reads completed', async () => {
    const order = await heldOrder(server, maya, jordanId, 2000);
    expect((await confirm(maya, order.id)).status).toBe(200); // released and paid out
    await settle(server.db);
    expect(await listed(maya, order.id)).toMatchObject({ status: 'funds_released', extraTime: [] });

    const asked = await jordan.post(`/api/orders/${order.id}/extra-time`, { hours: 2 });
    expect(asked.status).toBe(200);
    const extra = api.requestExtraTime.reply.parse(await json(asked));
    const requested = {
      id: extra.id,
      orderId: order.id,
      hours: 2,
      price: 40,
      platformFee: 1.6,
      transactionFee: 0.4,
      amount: 42,
      status: 'requested',
      paidAt: null,
    };
    for (const browser of [maya, jordan])
      expect(await listed(browser, order.id)).toMatchObject({
        status: 'funds_released',
        refundedAmount: 0,
        extraTime: [requested],
      });

    const setup = await maya.post(api.postServicePayment.path, { orderId: order.id });
    expect(setup.status).toBe(200);
    await pay(maya, api.postServicePayment.reply.parse(await json(setup)).clientSecret);
    expect((await maya.post(api.postServicePaymentComplete.path, { orderId: order.id })).status).toBe(200);
    for (const browser of [maya, jordan]) {
      const item = await listed(browser, order.id);
      expect(item).toMatchObject({
        status: 'completed',
        extraTime: [{ ...requested, status: 'paid', paidAt: expect.any(String) }],
      });
      expect(item.completedAt).not.toBeNull();
    }
  });

  it('says how much of a refunded order went back to the card (all of it, or part)', async () => {
    const order = await heldOrder(server, maya, jordanId, 2500);
    expect(await listed(maya, order.id)).toMatchObject({ refundedAmount: 0 });
    // disputed, then decided for a partial refund (the decision's route and processor call are the
    // dispute tests'): the order's transitions and journals as the decision takes them
    await takeTransition(server.db, {
      orderId: order.id,
      transition: 'open_dispute',
      actor: { kind: 'customer', userId: order.customerId },
      changes: () => ({ disputeReason: 'Poor quality', disputeDetails: 'Half of it' }),
    });
    await takeTransition(server.db, {
      orderId: order.id,
      transition: 'resolve_refund',
      actor: { kind: 'operator', userId: null },
      changes: () => ({ refundedCents: 1050 }),
    });
    expect((await orderRow(server.db, order.id)).status).toBe('refunded');
    for (const browser of [maya, jordan])
      expect(await listed(browser, order.id)).toMatchObject({
        status: 'refunded',
        totalAmount: 26.4,
        refundedAmount: 10.5,
      });
  });
});
