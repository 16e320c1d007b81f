import { sql } from 'drizzle-orm';
import { api, DISPUTE_WINDOW_DAYS, ESCROW_RELEASE_DAYS } from '@campus/contracts';
import { sandboxWebhookOutbox } from '../../src/db/schema';
import { signWebhook } from '../../src/payments/stripe-shape';
import type { Browser } from '../auth/browser';
import { json, must } from '../harness';
import { MARCUS, MAYA, student, userIds } from '../messages/live';
import { confirm, DAY_MS, heldOrder, payoutAccountOf, transfersOf } from './release-support';
import {
  detachWebhooks,
  orderFileHooks,
  orderRow,
  type OrderServer,
  settle,
  startOrderServer,
} from './support';

/**
 * What the order routes take from the composition root: the webhook route pays out at once, and the
 * payment calls stamp the server's (test-movable) clock. The sandbox's own deliveries are detached:
 * only what these routes do moves the orders.
 */
let server: OrderServer;
let maya: Browser;
let marcus: Browser;
let marcusId: number;

beforeAll(async () => {
  server = await startOrderServer({ seed: true });
  detachWebhooks(server);
  [maya, marcus] = await Promise.all([student(server, MAYA), student(server, MARCUS)]);
  [marcusId] = await userIds(server.db, MARCUS);
});
orderFileHooks(() => server);

/** Posts the sandbox's last recorded event of `type` about `objectId` to POST /api/payments/webhook, signed. */
async function deliverOverHttp(objectId: string, type: string): Promise<void> {
  const [event] = await server.db
    .select({ payload: sandboxWebhookOutbox.payload })
    .from(sandboxWebhookOutbox)
    .where(
      sql`${sandboxWebhookOutbox.type} = ${type} and ${sandboxWebhookOutbox.payload}->'data'->'object'->>'id' = ${objectId}`,
    )
    .orderBy(sql`${sandboxWebhookOutbox.createdAt} desc`)
    .limit(1);
  const raw = JSON.stringify(must(event, `${type} of ${objectId}`).payload);
  const res = await fetch(server.url + api.paymentWebhook.path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signWebhook(raw, server.sandbox.webhookSecret),
    },
    body: raw,
  });
  expect({ status: res.status, body: await json(res) }).toEqual({ status: 200, body: { received: true } });
}

describe('POST /api/payments/webhook', () => {
  it("account.updated enabling payouts pays out the provider's released orders before it answers", async () => {
    const account = await payoutAccountOf(server.db, marcus, marcusId);
    const order = await heldOrder(server, maya, marcusId);
    expect((await confirm(maya, order.id)).status).toBe(200);
    expect((await orderRow(server.db, order.id)).status).toBe('confirmed_completed');

    await server.sandbox.completeOnboarding(account); // its own delivery is detached
    await settle(server.db);
    expect((await orderRow(server.db, order.id)).status).toBe('confirmed_completed');
    await deliverOverHttp(account, 'account.updated');
    expect((await orderRow(server.db, order.id)).status).toBe('funds_released');
    expect((await transfersOf(server.db, order.id)).map((t) => t.amountCents)).toEqual([order.priceCents]);
  });
});

describe('payment-complete and capture-payment', () => {
  it('stamp the authorisation, capture and delivery, and count the escrow dates, from the moved test clock', async () => {
    const moved = await fetch(server.url + api.testClock.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ advanceMs: 30 * DAY_MS }),
    });
    const now = new Date(api.testClock.reply.parse(await json(moved)).now).getTime();
    const order = await heldOrder(server, maya, marcusId);
    const after = Date.now() + 30 * DAY_MS;
    for (const stamp of [must(order.authorisedAt), must(order.paymentCapturedAt)]) {
      expect(stamp.getTime()).toBeGreaterThanOrEqual(now);
      expect(stamp.getTime()).toBeLessThanOrEqual(after);
    }
    const delivered = must(order.deliveredAt).getTime();
    expect(delivered).toBeGreaterThanOrEqual(must(order.paymentCapturedAt).getTime());
    expect(delivered).toBeLessThanOrEqual(after);
    expect(must(order.escrowReleaseDate).getTime()).toBe(delivered + ESCROW_RELEASE_DAYS * DAY_MS);
    expect(must(order.disputeDeadline).getTime()).toBe(delivered + DISPUTE_WINDOW_DAYS * DAY_MS);
  });
});
