import { eq } from 'drizzle-orm';
import { api, type Order, type OrderDetail } from '@campus/contracts';
import { ledgerEntries, ledgerJournals, orders, type OrderRow } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { Browser } from '../auth/browser';
import { json } from '../harness';
import { JORDAN, MARCUS, MAYA, PRIYA, students, userIds } from '../messages/live';
import { gigFor } from '../orders/fixtures';
import {
  book,
  intentIdOf,
  orderOfIntent,
  orderRow,
  pay,
  settle,
  startOrderServer,
  type OrderServer,
  type OrderServerOptions,
} from '../orders/support';

/**
 * The dispute tests' world: one server on the sandbox whose operator (OPERATOR_EMAILS) is Marcus;
 * Maya books Jordan's gigs, Priya is a stranger to their orders.
 */
export const OPERATOR = MARCUS;

export interface DisputeWorld {
  server: OrderServer;
  maya: Browser;
  jordan: Browser;
  priya: Browser;
  marcus: Browser;
  visitor: Browser;
  mayaId: number;
  jordanId: number;
  priyaId: number;
  marcusId: number;
}

/** `payouts`: Jordan has finished the payout onboarding, so his releases are paid out at once. */
export async function startDisputeWorld(
  options: Pick<OrderServerOptions, 'wrapPayments'> & { payouts?: boolean } = {},
): Promise<DisputeWorld> {
  const { payouts = false, ...serverOptions } = options;
  const server = await startOrderServer({
    seed: true,
    env: { OPERATOR_EMAILS: ` ${OPERATOR.toUpperCase()} ` },
    ...serverOptions,
  });
  const [maya, jordan, priya, marcus] = await students(server, MAYA, JORDAN, PRIYA, MARCUS);
  const [mayaId, jordanId, priyaId, marcusId] = await userIds(server.db, MAYA, JORDAN, PRIYA, MARCUS);
  const w = {
    server,
    maya,
    jordan,
    priya,
    marcus,
    visitor: new Browser(server),
    mayaId,
    jordanId,
    priyaId,
    marcusId,
  };
  if (payouts) await enablePayouts(w, jordan);
  return w;
}

/** The provider finishes the sandbox's payout onboarding: their releases are paid out at once. */
export async function enablePayouts(w: DisputeWorld, browser: Browser): Promise<void> {
  const res = await browser.post(api.payoutOnboarding.path);
  expect(res.status).toBe(200);
  const { url } = api.payoutOnboarding.reply.parse(await json(res));
  const back = await fetch(new URL(url, w.server.url), {
    headers: { cookie: browser.cookieHeader() },
    redirect: 'manual',
  });
  expect(back.status).toBe(302);
  await settle(w.server.db);
}

/** Maya books a new gig of Jordan's and pays with 4242: the order, authorised (`payment_processing`). */
export async function paidOrder(w: DisputeWorld): Promise<OrderRow> {
  const clientSecret = await book(w.maya, await gigFor(w.server.db, w.jordanId));
  const intentId = intentIdOf(clientSecret);
  expect((await pay(w.maya, clientSecret)).status).toBe('requires_capture');
  expect((await w.maya.post(api.paymentComplete.path, { paymentIntentId: intentId })).status).toBe(200);
  return orderOfIntent(w.server.db, intentId);
}

/** ... and captures it into escrow: `payment_held`, not delivered yet (the escrow clock not started). */
export async function capturedOrder(w: DisputeWorld): Promise<OrderRow> {
  const order = await paidOrder(w);
  const res = await w.maya.post(api.capturePayment.path, {
    orderId: order.id,
    paymentIntentId: order.paymentIntentId,
  });
  expect(res.status).toBe(200);
  await settle(w.server.db);
  const held = await orderRow(w.server.db, order.id);
  expect(held.status).toBe('payment_held');
  return held;
}

/** ... and Jordan marks it delivered: still `payment_held`, the dispute window open for 3 days from now. */
export async function heldOrder(w: DisputeWorld): Promise<OrderRow> {
  const order = await capturedOrder(w);
  const res = await w.jordan.post(api.deliverOrder.path.replace(':id', String(order.id)));
  expect({ status: res.status, body: await json(res) }).toMatchObject({ status: 200 });
  await settle(w.server.db);
  const delivered = await orderRow(w.server.db, order.id);
  expect(delivered.deliveredAt).toBeInstanceOf(Date);
  return delivered;
}

export const DETAILS = 'Jordan never came to the session we booked.';
export const STATEMENT = 'I waited an hour at the library as agreed.';

export const openDispute = (browser: Browser, orderId: number, body: object = {}) =>
  browser.post(api.openDispute.path, {
    orderId,
    reason: 'Provider did not show up',
    details: DETAILS,
    ...body,
  });
export const contest = (browser: Browser, orderId: number, statement = STATEMENT) =>
  browser.post(`/api/orders/${orderId}/dispute/contest`, { statement });
export const withdraw = (browser: Browser, orderId: number) =>
  browser.post(`/api/orders/${orderId}/dispute/withdraw`);
export const acceptRefund = (browser: Browser, orderId: number) =>
  browser.post(`/api/orders/${orderId}/dispute/accept-refund`);
export const decide = (browser: Browser, orderId: number, body: object) =>
  browser.post(`/api/operator/disputes/${orderId}/decide`, body);

/** A held order Maya disputed. */
export async function disputedOrder(w: DisputeWorld): Promise<OrderRow> {
  const order = await heldOrder(w);
  const res = await openDispute(w.maya, order.id);
  expect({ status: res.status, body: await json(res) }).toMatchObject({ status: 200 });
  return orderRow(w.server.db, order.id);
}

/** A successful answer's order (the reply checked against its contract). */
export async function answered(res: Response): Promise<Order> {
  const body = await json(res);
  expect({ status: res.status, body }).toMatchObject({ status: 200 });
  return api.contestDispute.reply.parse(body);
}

/** GET /api/orders/:id as `browser`: the order page's data. */
export async function detailOf(browser: Browser, orderId: number): Promise<OrderDetail> {
  const res = await browser.get(`/api/orders/${orderId}`);
  const body = await json(res);
  expect({ status: res.status, body }).toMatchObject({ status: 200 });
  return api.order.reply.parse(body);
}

/** A refused call: its status and message (a 400 lists its `issues` too). */
export async function expectRefused(res: Response, status: number, message: string): Promise<void> {
  const body = await json<{ message?: string }>(res);
  expect({ status: res.status, message: body.message }).toEqual({ status, message });
}

/** The entries of one ledger journal, by account. */
export async function journalEntries(db: Db, key: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, cents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(eq(ledgerJournals.key, key));
  return Object.fromEntries(rows.map((r) => [r.account, r.cents]));
}

/** Moves the order's dispute deadline straight in the database (the window's edges). */
export async function setDeadline(db: Db, orderId: number, disputeDeadline: Date): Promise<void> {
  await db.update(orders).set({ disputeDeadline }).where(eq(orders.id, orderId));
}
