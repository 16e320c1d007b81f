import { and, gt, inArray, sql } from 'drizzle-orm';
import {
  orderEvents,
  orders,
  sandboxPaymentIntents,
  sandboxRefunds,
  sandboxTransfers,
} from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import type { IntentStatus } from '../../src/payments/provider';
import { transitionForIntent } from '../../src/orders/intent-sync';
import { isPaid } from '../../src/orders/service';
import { expectLedgerBalanced } from '../orders/support';

/** What the customers were told succeeded (a 2xx answer), by order id. */
export interface Acknowledged {
  completed: Set<number>;
  captured: Set<number>;
  delivered: Set<number>;
  declined: Set<number>;
  confirmed: Set<number>;
}

const RELEASED = ['confirmed_completed', 'funds_released'];
const CAPTURED = ['payment_held', ...RELEASED];
/** Transitions an order takes at most once on this path. */
const ONCE = ['authorise', 'capture', 'deliver', 'decline', 'confirm_receipt', 'release_funds'];

/**
 * The payment flow's books after any number of crashes, once the instance that started last has
 * reconciled: what is wrong with the orders after `afterOrderId` (the demo data's come before), as
 * readable lines (empty when all is well); and the whole ledger checked.
 */
export async function paymentProblems(
  db: Db,
  acknowledged: Acknowledged,
  afterOrderId: number,
): Promise<string[]> {
  const problems: string[] = [];
  const allOrders = await db.select().from(orders).where(gt(orders.id, afterOrderId));
  // the booking intents of those orders (the demo data's orders still in escrow hold theirs)
  const intents = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(sql`metadata->>'kind' = 'booking' and (metadata->>'orderId')::int > ${afterOrderId}`);
  const byIntent = new Map<string, number[]>();
  for (const o of allOrders)
    if (o.paymentIntentId)
      byIntent.set(o.paymentIntentId, [...(byIntent.get(o.paymentIntentId) ?? []), o.id]);
  const intentsPerOrder = new Map<string, number>();
  for (const intent of intents) {
    const orderId = intent.metadata.orderId ?? '?';
    intentsPerOrder.set(orderId, (intentsPerOrder.get(orderId) ?? 0) + 1);
    const holders = byIntent.get(intent.id) ?? [];
    // every intent the processor made is held by exactly one order (a paid one is recorded exactly once)
    if (holders.length !== 1)
      problems.push(`intent ${intent.id} (${intent.status}) is held by ${holders.length} orders`);
  }
  for (const [orderId, n] of intentsPerOrder)
    if (n > 1) problems.push(`order ${orderId} has ${n} booking intents at the processor`);

  const intentById = new Map(intents.map((i) => [i.id, i]));
  for (const o of allOrders) {
    const intent = o.paymentIntentId ? intentById.get(o.paymentIntentId) : undefined;
    if (o.paymentIntentId && !intent)
      problems.push(`order ${o.id} holds unknown intent ${o.paymentIntentId}`);
    if (intent) {
      const status = intent.status as IntentStatus;
      // the order agrees with its intent: reconcile left nothing to do
      const pending = transitionForIntent(o, status);
      if (pending)
        problems.push(`order ${o.id} is ${o.status} but its intent is ${status} (${pending} missing)`);
      if ((status === 'requires_capture' || status === 'succeeded') && !isPaid(o.status))
        problems.push(`order ${o.id} is ${o.status} but was paid (${status})`);
      if (status === 'succeeded' && !o.paymentCapturedAt)
        problems.push(`order ${o.id} was captured at the processor but not recorded`);
    }
    if (CAPTURED.includes(o.status) && (!o.paymentCapturedAt || !o.authorisedAt))
      problems.push(`order ${o.id} is ${o.status} without its authorisation and capture times`);
    if (acknowledged.completed.has(o.id) && !isPaid(o.status))
      problems.push(`order ${o.id}: completion acknowledged, but it is ${o.status}`);
    if (acknowledged.captured.has(o.id) && !CAPTURED.includes(o.status) && o.status !== 'refunded')
      problems.push(`order ${o.id}: capture acknowledged, but it is ${o.status}`);
    if (acknowledged.confirmed.has(o.id) && !RELEASED.includes(o.status))
      problems.push(`order ${o.id}: receipt confirmation acknowledged, but it is ${o.status}`);
    if (acknowledged.delivered.has(o.id) && !o.deliveredAt)
      problems.push(`order ${o.id}: delivery acknowledged, but it has no delivery time`);
    if (
      acknowledged.declined.has(o.id) &&
      (o.status !== 'refunded' || o.refundedCents !== o.totalAmountCents)
    )
      problems.push(
        `order ${o.id}: decline acknowledged, but it is ${o.status} (${o.refundedCents} refunded)`,
      );
    // a decline under way (claimed) when an instance died is retried by its provider or stays held, never half
    if (
      o.status === 'refunded' &&
      o.cancelReason === 'provider_declined' &&
      o.refundedCents !== o.totalAmountCents
    )
      problems.push(`order ${o.id} was declined but refunded ${o.refundedCents} of ${o.totalAmountCents}`);
  }

  // each order's card is refunded once at most, by the amount the order records
  const refunds = await db
    .select({
      intentId: sandboxRefunds.paymentIntentId,
      n: sql<number>`count(*)::int`,
      cents: sql<number>`sum(${sandboxRefunds.amountCents})::int`,
    })
    .from(sandboxRefunds)
    .groupBy(sandboxRefunds.paymentIntentId);
  const orderOfIntent = new Map(allOrders.map((o) => [o.paymentIntentId, o]));
  for (const r of refunds) {
    const o = orderOfIntent.get(r.intentId);
    if (!o) continue;
    if (r.n > 1) problems.push(`order ${o.id} was refunded ${r.n} times at the processor`);
    if (o.status === 'refunded' && r.cents !== o.refundedCents)
      problems.push(`order ${o.id} records ${o.refundedCents} refunded, the processor ${r.cents}`);
  }

  const repeated = await db
    .select({
      orderId: orderEvents.orderId,
      transition: orderEvents.transition,
      n: sql<number>`count(*)::int`,
    })
    .from(orderEvents)
    .where(and(gt(orderEvents.orderId, afterOrderId), inArray(orderEvents.transition, ONCE)))
    .groupBy(orderEvents.orderId, orderEvents.transition)
    .having(sql`count(*) > 1`);
  for (const r of repeated) problems.push(`order ${r.orderId} took ${r.transition} ${r.n} times`);

  const transfers = await db
    .select({ orderId: sql<string>`${sandboxTransfers.metadata}->>'orderId'`, n: sql<number>`count(*)::int` })
    .from(sandboxTransfers)
    .groupBy(sql`1`);
  for (const t of transfers) if (t.n > 1) problems.push(`order ${t.orderId} was paid out ${t.n} times`);
  const paidOut = new Set(transfers.map((t) => Number(t.orderId)));
  for (const o of allOrders)
    if (o.status === 'funds_released' && !paidOut.has(o.id))
      problems.push(`order ${o.id} is funds_released without a transfer`);

  await expectLedgerBalanced(db);
  return problems;
}
