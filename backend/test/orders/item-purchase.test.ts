import { eq } from 'drizzle-orm';
import { api, computeFees, latestProcess, type CheckoutLimits } from '@campus/contracts';
import { marketplaceItems, orders } from '../../src/db/schema';
import {
  ITEM_ALREADY_ORDERED,
  ITEM_HELD_BY_ORDER,
  ITEM_NOT_AVAILABLE,
  ITEM_NOT_FOUND,
  OWN_ITEM_NOT_BUYABLE,
} from '../../src/marketplace/policies';
import { TOO_MANY_OPEN_BOOKINGS } from '../../src/orders/checkout-limits';
import { SIGN_IN_REQUIRED } from '../../src/sessions/requireUser';
import { Browser } from '../auth/browser';
import { json, must } from '../harness';
import { JORDAN, MAYA, PRIYA, students, userIds } from '../messages/live';
import { gigFor } from './fixtures';
import { bought, buy, itemFor } from './item-support';
import {
  book,
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

/**
 * Buying a marketplace item with escrow (issue 20, section 2): POST /api/create-payment-intent with
 * `{ marketplaceItemId }` opens an order of the item-purchase process that holds the item (`pending`)
 * from checkout on, paid through the same intent, completion and capture calls as a gig booking.
 */
let server: OrderServer;
let maya: Browser;
let jordan: Browser;
let priya: Browser;
let mayaId: number;
let jordanId: number;

beforeAll(async () => {
  server = await startOrderServer({ seed: true });
  [maya, jordan, priya] = await students(server, MAYA, JORDAN, PRIYA);
  [mayaId, jordanId] = await userIds(server.db, MAYA, JORDAN);
});
orderFileHooks(() => server);

/** Jordan's new item (each test sells its own). */
const jordansItem = (options?: Parameters<typeof itemFor>[2]) => itemFor(server.db, jordanId, options);

const itemStatus = async (id: number) =>
  must((await server.db.select().from(marketplaceItems).where(eq(marketplaceItems.id, id)))[0]).status;

const ordersOfItem = (id: number) =>
  server.db.select().from(orders).where(eq(orders.marketplaceItemId, id)).orderBy(orders.id);

async function expectRefused(res: Response, status: number, message: string) {
  expect({ status: res.status, body: await json(res) }).toEqual({ status, body: { message } });
}

/** Maya buys the item and pays: authorised (completion call), then captured into escrow. */
async function heldPurchase(itemId: number) {
  const clientSecret = await bought(maya, itemId);
  const intentId = intentIdOf(clientSecret);
  await pay(maya, clientSecret);
  const completed = await maya.post(api.paymentComplete.path, { paymentIntentId: intentId });
  expect(completed.status).toBe(200);
  const order = await orderOfIntent(server.db, intentId);
  const captured = await maya.post(api.capturePayment.path, { orderId: order.id, paymentIntentId: intentId });
  expect({ status: captured.status, body: await json(captured) }).toMatchObject({ status: 200 });
  return orderRow(server.db, order.id);
}

describe('POST /api/create-payment-intent with { marketplaceItemId }', () => {
  it('is 401 for a visitor', async () => {
    await expectRefused(await buy(new Browser(server), await jordansItem()), 401, SIGN_IN_REQUIRED);
  });

  it("opens an order of the item-purchase process at the item's price (the same fee rule) and holds the item pending", async () => {
    const itemId = await jordansItem({ priceCents: 3333 });
    const res = await maya.post(api.createPaymentIntent.path, { marketplaceItemId: itemId, price: 1 });
    expect(res.status).toBe(200);
    const { clientSecret } = api.createPaymentIntent.reply.parse(await json(res));
    const order = await orderOfIntent(server.db, intentIdOf(clientSecret));
    const fees = computeFees(3333);
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      processName: 'item-purchase',
      processVersion: latestProcess('item-purchase').version,
      isMarketplaceItem: true,
      marketplaceItemId: itemId,
      gigId: null,
      customerId: mayaId,
      providerId: jordanId,
      priceCents: 3333,
      platformFeeCents: fees.platformFeeCents,
      transactionFeeCents: fees.transactionFeeCents,
      totalAmountCents: fees.totalCents,
      paymentClientSecret: clientSecret,
    });
    expect(await itemStatus(itemId)).toBe('pending');
    const [intent] = await intentsOfOrder(server.db, order.id);
    expect(intent).toMatchObject({ amountCents: fees.totalCents, captureMethod: 'manual' });
    // the item stays in the browse list, shown pending
    const page = api.marketplaceItems.reply.parse(await json(await priya.get(api.marketplaceItems.path)));
    expect(page.items.find((i) => i.id === itemId)?.status).toBe('pending');
  });

  it('gives its buyer the same open order when they come back to checkout (another tab, a retry)', async () => {
    const itemId = await jordansItem();
    const secrets = await Promise.all(Array.from({ length: 5 }, () => bought(maya, itemId)));
    expect(new Set(secrets).size).toBe(1);
    expect(await bought(maya.clone(), itemId)).toBe(secrets[0]);
    const held = await ordersOfItem(itemId);
    expect(held).toHaveLength(1);
    expect(await intentsOfOrder(server.db, must(held[0]).id)).toHaveLength(1);
  });

  it('two buyers racing get one order: the other is answered 409', async () => {
    const itemId = await jordansItem();
    const replies = await Promise.all([
      ...Array.from({ length: 4 }, () => buy(maya, itemId)),
      ...Array.from({ length: 4 }, () => buy(priya, itemId)),
    ]);
    const statuses = replies.map((r) => r.status);
    const held = await ordersOfItem(itemId);
    expect(held).toHaveLength(1);
    const winner = must(held[0]).customerId === mayaId ? 'maya' : 'priya';
    // every call of the winner is answered the one order; every call of the other is refused
    expect(statuses).toEqual(
      winner === 'maya' ? [200, 200, 200, 200, 409, 409, 409, 409] : [409, 409, 409, 409, 200, 200, 200, 200],
    );
    for (const res of replies.filter((r) => r.status === 409))
      expect(await json(res)).toEqual({ message: ITEM_NOT_AVAILABLE });
    expect(await itemStatus(itemId)).toBe('pending');
  });

  it("refuses the seller's own item with 403, and opens nothing", async () => {
    const itemId = await jordansItem();
    await expectRefused(await buy(jordan, itemId), 403, OWN_ITEM_NOT_BUYABLE);
    expect(await ordersOfItem(itemId)).toEqual([]);
    expect(await itemStatus(itemId)).toBe('available');
  });

  it.each(['sold', 'pending'] as const)(
    'refuses an item marked %s by its seller with 409',
    async (status) => {
      const itemId = await jordansItem({ status });
      await expectRefused(await buy(maya, itemId), 409, ITEM_NOT_AVAILABLE);
      expect(await ordersOfItem(itemId)).toEqual([]);
    },
  );

  it('answers 404 for an item that does not exist', async () => {
    await expectRefused(await buy(maya, 2_000_000_000), 404, ITEM_NOT_FOUND);
  });

  it('refuses a body naming both a gig and an item, or neither, with 400', async () => {
    const itemId = await jordansItem();
    const gigId = await gigFor(server.db, jordanId);
    expect((await maya.post(api.createPaymentIntent.path, { gigId, marketplaceItemId: itemId })).status).toBe(
      400,
    );
    expect((await maya.post(api.createPaymentIntent.path, {})).status).toBe(400);
    expect(await ordersOfItem(itemId)).toEqual([]);
  });

  it('is paid, completed and captured like a gig booking; its buyer cannot buy it again meanwhile', async () => {
    const itemId = await jordansItem({ title: 'Graphing calculator' });
    const held = await heldPurchase(itemId);
    expect(held).toMatchObject({ status: 'payment_held', gigId: null, marketplaceItemId: itemId });
    expect(held.paymentCapturedAt).not.toBeNull();
    expect(await itemStatus(itemId)).toBe('pending');
    await expectRefused(await buy(maya, itemId), 409, ITEM_ALREADY_ORDERED);
    await expectRefused(await buy(priya, itemId), 409, ITEM_NOT_AVAILABLE);
  });

  it('counts item orders in the checkout limits like gig bookings', async () => {
    const limits = server.services as { checkoutLimits: CheckoutLimits };
    const before = limits.checkoutLimits;
    limits.checkoutLimits = { openBookingsMax: 1, intentsPerHour: 1000 };
    try {
      // Priya's one open payment is an authorised gig booking: buying an item is one too many
      const secret = await book(priya, await gigFor(server.db, jordanId));
      await pay(priya, secret);
      await settle(server.db);
      const itemId = await jordansItem();
      const res = await buy(priya, itemId);
      await expectRefused(res, 429, TOO_MANY_OPEN_BOOKINGS(1));
      expect(await ordersOfItem(itemId)).toEqual([]);
      expect(await itemStatus(itemId)).toBe('available');
    } finally {
      limits.checkoutLimits = before;
    }
  });
});

describe('the end of an item order', () => {
  // the item's status is an effect of the process's transitions (contracts' ITEM_PURCHASE, applied by
  // the interpreter): cancelled, the item is available again and another student may buy it
  it('puts the item back to available when its buyer cancels before capture', async () => {
    const itemId = await jordansItem();
    const clientSecret = await bought(maya, itemId);
    await pay(maya, clientSecret);
    const order = await orderOfIntent(server.db, intentIdOf(clientSecret));
    const cancelled = await maya.post(`/api/orders/${order.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await itemStatus(itemId)).toBe('available');
    expect(await bought(priya, itemId)).not.toBe(clientSecret);
  });
});

describe('item orders in My Orders and on the order page', () => {
  it("carry the item's title for the buyer and, once paid, for the seller", async () => {
    const itemId = await jordansItem({ title: 'Road bike' });
    const held = await heldPurchase(itemId);
    for (const [browser, role] of [
      [maya, 'customer'],
      [jordan, 'provider'],
    ] as const) {
      const list = api.orders.reply.parse(await json(await browser.get(api.orders.path)));
      expect(list.find((o) => o.id === held.id)).toMatchObject({
        itemTitle: 'Road bike',
        gigTitle: null,
        process: 'item-purchase',
        isMarketplaceItem: true,
        marketplaceItemId: itemId,
        viewerRole: role,
      });
      const detail = api.order.reply.parse(await json(await browser.get(`/api/orders/${held.id}`)));
      expect(detail).toMatchObject({ id: held.id, itemTitle: 'Road bike', gigTitle: null, gig: null });
    }
  });

  it('never lists a checkout that was only opened, for the seller', async () => {
    const itemId = await jordansItem();
    const order = await orderOfIntent(server.db, intentIdOf(await bought(maya, itemId)));
    const list = api.orders.reply.parse(await json(await jordan.get(api.orders.path)));
    expect(list.some((o) => o.id === order.id)).toBe(false);
  });
});

describe("the seller's status changes while an order holds the item", () => {
  it('are refused with 409 (available or sold), the item left pending; a no-op edit passes', async () => {
    const itemId = await jordansItem();
    await bought(maya, itemId);
    for (const status of ['available', 'sold'] as const) {
      await expectRefused(
        await jordan.put(`/api/marketplace/${itemId}/status`, { status }),
        409,
        ITEM_HELD_BY_ORDER,
      );
    }
    const form = {
      title: 'Desk lamp',
      description: 'A working desk lamp, barely used.',
      price: 42,
      category: 'Furniture',
      condition: 'Good',
      images: null,
    };
    await expectRefused(
      await jordan.put(`/api/marketplace/${itemId}`, { ...form, status: 'available' }),
      409,
      ITEM_HELD_BY_ORDER,
    );
    expect(await itemStatus(itemId)).toBe('pending');
    const edited = await jordan.put(`/api/marketplace/${itemId}`, {
      ...form,
      description: 'Still a working desk lamp.',
      status: 'pending',
    });
    expect(edited.status).toBe(200);
    expect((await jordan.put(`/api/marketplace/${itemId}/status`, { status: 'pending' })).status).toBe(200);
  });

  it('are the seller’s own when no order holds it', async () => {
    const itemId = await jordansItem({ status: 'pending' });
    const res = await jordan.put(`/api/marketplace/${itemId}/status`, { status: 'sold' });
    expect(res.status).toBe(200);
    expect(await itemStatus(itemId)).toBe('sold');
  });
});
