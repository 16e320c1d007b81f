import { eq, sql } from 'drizzle-orm';
import { api } from '@campus/contracts';
import { ledgerJournals, orderEvents, sandboxTransfers, users, type OrderRow } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import type { Browser } from '../auth/browser';
import { json, must } from '../harness';
import { deliverOrder } from '../../src/orders/delivery';
import { gigFor } from './fixtures';
import { book, intentIdOf, orderOfIntent, orderRow, pay, settle, type OrderServer } from './support';

/** Helpers of the release, payout and extra-time tests (over HTTP, on the sandbox). */

/** `customer` books a new gig of the provider's, pays with 4242 and captures: held in escrow, not delivered. */
export async function capturedOrder(
  server: Pick<OrderServer, 'db'>,
  customer: Browser,
  providerId: number,
  priceCents?: number,
): Promise<OrderRow> {
  const clientSecret = await book(customer, await gigFor(server.db, providerId, priceCents));
  await pay(customer, clientSecret);
  const intentId = intentIdOf(clientSecret);
  // as the success page does: the completion call records the authorisation, then the capture
  expect((await customer.post(api.paymentComplete.path, { paymentIntentId: intentId })).status).toBe(200);
  const { id } = await orderOfIntent(server.db, intentId);
  const res = await customer.post(api.capturePayment.path, { orderId: id, paymentIntentId: intentId });
  expect(res.status).toBe(200);
  await settle(server.db);
  const order = await orderRow(server.db, id);
  expect(order.status).toBe('payment_held');
  return order;
}

/**
 * ... and the provider marks it delivered at the server's clock (the command, as its route calls it):
 * held in escrow with the escrow clock running, the dispute window open.
 */
export async function heldOrder(
  server: Pick<OrderServer, 'db' | 'services'>,
  customer: Browser,
  providerId: number,
  priceCents?: number,
): Promise<OrderRow> {
  const order = await capturedOrder(server, customer, providerId, priceCents);
  await deliverOrder(server.db, providerId, order.id, server.services.clock.now());
  await settle(server.db);
  return orderRow(server.db, order.id);
}

/** The provider marks the order delivered (POST /api/orders/:id/deliver): the escrow clock starts. */
export async function deliver(
  server: Pick<OrderServer, 'db'>,
  provider: Browser,
  orderId: number,
): Promise<OrderRow> {
  const res = await provider.post(api.deliverOrder.path.replace(':id', String(orderId)));
  expect({ status: res.status, body: await json(res) }).toMatchObject({ status: 200 });
  await settle(server.db);
  return orderRow(server.db, orderId);
}

/** The provider creates their payout account and finishes the sandbox's onboarding page (302 back). */
export async function onboard(server: Pick<OrderServer, 'url'>, provider: Browser): Promise<void> {
  const res = await provider.post(api.payoutOnboarding.path);
  expect(res.status).toBe(200);
  const { url } = api.payoutOnboarding.reply.parse(await json(res));
  const page = await fetch(new URL(url, server.url), {
    headers: { cookie: provider.cookieHeader() },
    redirect: 'manual',
  });
  expect(page.status).toBe(302);
}

/** Creates the provider's payout account without onboarding it (payouts stay disabled). */
export async function payoutAccountOf(db: Db, provider: Browser, userId: number): Promise<string> {
  expect((await provider.post(api.payoutOnboarding.path)).status).toBe(200);
  return must((await db.select().from(users).where(eq(users.id, userId)))[0]?.payoutAccountId);
}

/** POST /api/confirm-receipt as `browser`. */
export const confirm = (browser: Browser, orderId: number) =>
  browser.post(api.confirmReceipt.path, { orderId });

/** The sandbox transfers made for the order (its metadata names it), oldest first. */
export const transfersOf = (db: Db, orderId: number) =>
  db
    .select()
    .from(sandboxTransfers)
    .where(sql`${sandboxTransfers.metadata}->>'orderId' = ${String(orderId)}`)
    .orderBy(sandboxTransfers.createdAt);

export const transitionsOf = async (db: Db, orderId: number) =>
  (await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id)).map(
    (e) => e.transition,
  );

/** The keys of the order's ledger journals, sorted. */
export const journalKeysOf = async (db: Db, orderId: number) =>
  (await db.select().from(ledgerJournals).where(eq(ledgerJournals.orderId, orderId)))
    .map((j) => j.key)
    .sort();

export const DAY_MS = 24 * 60 * 60 * 1000;
