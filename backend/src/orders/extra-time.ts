import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  canTakeTransition,
  computeFees,
  EXTRA_TIME_ORDER_STATUSES,
  toDollars,
  type ExtraTime,
  type OrderStatus,
} from '@campus/contracts';
import { extraTimeRequests, gigs, orders, type OrderRow } from '../db/schema';
import { PG, pgErrorCode } from '../db/errors';
import type { DbOrTx, Tx } from '../db/types';
import { publishOrderNotice } from './live-events';
import { conflict, notFound } from '../domain-errors';
import { ACCOUNTS, customerCard, providerPaidOut, providerPayable } from '../ledger/accounts';
import { postJournal, type JournalInput } from '../ledger/journal';
import type { IntentSnapshot } from '../payments';
import { callProvider, PAYMENT_INIT_FAILED, type OrderDeps } from './deps';
import { PAYMENT_NOT_COMPLETED } from './payment';
import { assertOrderSide } from './policies';
import { queueOrderMail } from './notifications';
import { ORDER_NOT_FOUND, processOfOrder, takeTransition, type TransitionActor } from './process';
import { findOrderRow } from './service';

/**
 * Post-service payment: after the session the provider asks to be paid for extra hours (priced from
 * the order's hourly price with the one fee rule); the customer pays it by card, captured at once (no
 * escrow), and the order completes (`complete_extra_time`). One open request per order at a time, and
 * a request is paid once.
 */

export type ExtraTimeRow = typeof extraTimeRequests.$inferSelect;

export const ONLY_PROVIDER_REQUESTS = 'Only the provider can request payment for extra time';
export const ONLY_CUSTOMER_PAYS = 'Only the customer can pay for extra time';
/** Extra time is paid by the hour: an item purchase has none. */
export const EXTRA_TIME_GIGS_ONLY = 'Extra time is only for gig bookings';
export const EXTRA_TIME_OPEN = 'A request for extra time is already waiting for payment';
export const NO_PAYMENT_DUE = 'No payment is due for this order';
export const EXTRA_TIME_PAID = 'This extra time has already been paid';

/** The statuses extra time may be requested and paid in (held or released). */
export const EXTRA_TIME_STATUSES: readonly OrderStatus[] = EXTRA_TIME_ORDER_STATUSES;

export const extraTimeIntentKey = (id: number) => `extra-time:${id}:intent`;
/** The transfer of the extra time's price to the provider, and its ledger journal's key. */
export const extraTimePayoutKey = (id: number) => `extra-time:${id}:payout`;

export const extraTimeRefused = (status: string) =>
  conflict(`Extra time cannot be requested for this order now (status: ${status})`);

export function presentExtraTime(row: ExtraTimeRow): ExtraTime {
  return {
    id: row.id,
    orderId: row.orderId,
    hours: row.hours,
    price: toDollars(row.priceCents),
    platformFee: toDollars(row.platformFeeCents),
    transactionFee: toDollars(row.transactionFeeCents),
    amount: toDollars(row.totalCents),
    status: row.status === 'paid' ? 'paid' : 'requested',
    requestedAt: row.requestedAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

async function latestRequest(db: DbOrTx, orderId: number): Promise<ExtraTimeRow | undefined> {
  const [row] = await db
    .select()
    .from(extraTimeRequests)
    .where(eq(extraTimeRequests.orderId, orderId))
    .orderBy(desc(extraTimeRequests.id))
    .limit(1);
  return row;
}

/** The payment: the card pays the total; the platform keeps the fees, the provider is owed the price. */
export function extraTimeJournal(
  order: Pick<OrderRow, 'id' | 'customerId' | 'providerId'>,
  x: Pick<ExtraTimeRow, 'id' | 'priceCents' | 'platformFeeCents' | 'transactionFeeCents' | 'totalCents'>,
): JournalInput {
  return {
    key: `extra-time:${x.id}`,
    orderId: order.id,
    kind: 'extra_time',
    entries: [
      { account: customerCard(order.customerId), amountCents: -x.totalCents },
      { account: ACCOUNTS.platformRevenue, amountCents: x.platformFeeCents + x.transactionFeeCents },
      { account: providerPayable(order.providerId), amountCents: x.priceCents },
    ],
  };
}

/** The extra time's price transferred to the provider's payout account. */
export function extraTimePayoutJournal(
  order: Pick<OrderRow, 'id' | 'providerId'>,
  x: Pick<ExtraTimeRow, 'id' | 'priceCents'>,
): JournalInput {
  return {
    key: extraTimePayoutKey(x.id),
    orderId: order.id,
    kind: 'extra_time_payout',
    entries: [
      { account: providerPayable(order.providerId), amountCents: -x.priceCents },
      { account: providerPaidOut(order.providerId), amountCents: x.priceCents },
    ],
  };
}

/**
 * POST /api/orders/:id/extra-time (in the route's transaction): the provider asks for `hours` more,
 * priced hours × the order's hourly price (rounded to the cent) plus the fees. Only while the order
 * can still be completed by it (held, confirmed or released), one open request at a time (409). The
 * customer hears of it live.
 */
export async function requestExtraTime(
  tx: Tx,
  userId: number,
  orderId: number,
  hours: number,
  now: Date,
): Promise<ExtraTime> {
  const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  const order = assertOrderSide(locked, userId, 'provider', ONLY_PROVIDER_REQUESTS);
  if (order.processName !== 'gig-booking') throw conflict(EXTRA_TIME_GIGS_ONLY);
  if (!EXTRA_TIME_STATUSES.includes(order.status as OrderStatus)) throw extraTimeRefused(order.status);
  if ((await latestRequest(tx, orderId))?.status === 'requested') throw conflict(EXTRA_TIME_OPEN);

  const fees = computeFees(Math.round(hours * order.priceCents));
  let row: ExtraTimeRow | undefined;
  try {
    [row] = await tx
      .insert(extraTimeRequests)
      .values({
        orderId,
        hours,
        priceCents: fees.baseCents,
        platformFeeCents: fees.platformFeeCents,
        transactionFeeCents: fees.transactionFeeCents,
        totalCents: fees.totalCents,
        requestedAt: now,
      })
      .returning();
  } catch (err) {
    if (pgErrorCode(err) === PG.uniqueViolation) throw conflict(EXTRA_TIME_OPEN);
    throw err;
  }
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [gig] = order.gigId
    ? await tx.select({ title: gigs.title }).from(gigs).where(eq(gigs.id, order.gigId))
    : [];
  await publishOrderNotice(tx, order.customerId, {
    orderId,
    status: order.status as OrderStatus,
    transition: 'request_extra_time',
    gigTitle: gig?.title ?? null,
    viewerRole: 'customer',
  });
  await queueOrderMail(tx, orderId, order.customerId, 'request_extra_time', { again: true });
  return presentExtraTime(row);
}

export interface ExtraTimePaymentInput {
  requestId: number;
  intent: Pick<IntentSnapshot, 'id' | 'status' | 'amountCents'>;
  /** The customer (the completion call) or the system (the webhook, reconciliation). */
  actor: TransitionActor;
  detail: Record<string, unknown>;
  at: Date;
}

/**
 * Records a succeeded extra-time payment, in one transaction (a savepoint inside the caller's): the
 * request is marked paid, the payment's journal posted, and the order completed when it still can be
 * (a payment made while the order was disputed is recorded without completing it). The order after,
 * and whether anything changed (false for a replay, or an intent that is not this request's).
 */
export async function recordExtraTimePayment(
  db: DbOrTx,
  input: ExtraTimePaymentInput,
): Promise<{ order: OrderRow; changed: boolean } | undefined> {
  const { requestId, intent, actor, at } = input;
  return db.transaction(async (tx) => {
    const [ref] = await tx
      .select({ orderId: extraTimeRequests.orderId })
      .from(extraTimeRequests)
      .where(eq(extraTimeRequests.id, requestId));
    if (!ref) return undefined;
    // the order first, then the request: the order the request route locks them in
    const [order] = await tx.select().from(orders).where(eq(orders.id, ref.orderId)).for('update');
    const [request] = await tx
      .select()
      .from(extraTimeRequests)
      .where(eq(extraTimeRequests.id, requestId))
      .for('update');
    if (!order || !request) return undefined;
    const unchanged = { order, changed: false };
    if (request.status === 'paid' || intent.status !== 'succeeded') return unchanged;
    if (request.paymentIntentId !== null && request.paymentIntentId !== intent.id) return unchanged;
    if (intent.amountCents !== request.totalCents) return unchanged;

    await tx
      .update(extraTimeRequests)
      .set({ status: 'paid', paidAt: at, paymentIntentId: intent.id })
      .where(eq(extraTimeRequests.id, requestId));
    await postJournal(tx, extraTimeJournal(order, request));
    if (
      !canTakeTransition(
        'complete_extra_time',
        order.status as OrderStatus,
        actor.kind,
        processOfOrder(order).transitions,
      )
    )
      return { order, changed: true };
    const done = await takeTransition(tx, {
      orderId: order.id,
      transition: 'complete_extra_time',
      actor,
      detail: { ...input.detail, extraTimeId: requestId, intentId: intent.id },
      at,
    });
    return { order: done.order, changed: true };
  });
}

/**
 * A `payment_intent.*` event of an extra-time intent (metadata kind 'extra_time'), in the webhook's
 * transaction: a succeeded one is recorded as the system. The order when it changed.
 */
export async function applyExtraTimeIntent(
  tx: Tx,
  intent: IntentSnapshot,
  detail: Record<string, unknown>,
  at: Date,
): Promise<OrderRow | undefined> {
  const requestId = Number(intent.metadata.extraTimeId);
  if (!Number.isSafeInteger(requestId) || requestId <= 0) return undefined;
  const [request] = await tx.select().from(extraTimeRequests).where(eq(extraTimeRequests.id, requestId));
  if (!request || String(request.orderId) !== intent.metadata.orderId) return undefined;
  const result = await recordExtraTimePayment(tx, {
    requestId,
    intent,
    actor: { kind: 'system', userId: null },
    detail,
    at,
  });
  return result?.changed ? result.order : undefined;
}

/**
 * POST /api/post-service-payment: the customer's card payment of the open request, captured at once:
 * its intent is created once (reused on every later call) and its client secret answered with the
 * total in dollars. No request: 404; paid already: 409; an order that can no longer complete: 409.
 */
export async function startExtraTimePayment(
  deps: OrderDeps,
  userId: number,
  orderId: number,
  now: Date,
): Promise<{ clientSecret: string; amount: number }> {
  const { db, payments, log } = deps;
  const order = assertOrderSide(await findOrderRow(db, orderId), userId, 'customer', ONLY_CUSTOMER_PAYS);
  let request = await latestRequest(db, orderId);
  if (!request) throw notFound(NO_PAYMENT_DUE);
  if (request.status === 'paid') throw conflict(EXTRA_TIME_PAID);
  if (order.processName !== 'gig-booking') throw conflict(EXTRA_TIME_GIGS_ONLY);
  if (!EXTRA_TIME_STATUSES.includes(order.status as OrderStatus)) throw extraTimeRefused(order.status);

  if (request.paymentIntentId) {
    const intentId = request.paymentIntentId;
    const intent = await callProvider(log, 'retrieveIntent', () => payments.retrieveIntent(intentId));
    if (intent.status === 'succeeded') {
      // paid in another tab, its completion not recorded yet
      await recordExtraTimePayment(db, {
        requestId: request.id,
        intent,
        actor: { kind: 'customer', userId },
        detail: { source: 'post-service-payment' },
        at: now,
      });
      throw conflict(EXTRA_TIME_PAID);
    }
  } else {
    const { id, totalCents } = request;
    const intent = await callProvider(
      log,
      'createIntent',
      () =>
        payments.createIntent({
          amountCents: totalCents,
          captureMethod: 'automatic',
          metadata: { orderId: String(orderId), kind: 'extra_time', extraTimeId: String(id) },
          description: `Extra time for order #${orderId}`,
          idempotencyKey: extraTimeIntentKey(id),
        }),
      PAYMENT_INIT_FAILED,
    );
    await db
      .update(extraTimeRequests)
      .set({ paymentIntentId: intent.id, paymentClientSecret: intent.clientSecret })
      .where(and(eq(extraTimeRequests.id, id), isNull(extraTimeRequests.paymentIntentId)));
    request = (await latestRequest(db, orderId)) ?? request;
  }
  if (!request.paymentClientSecret) throw conflict(PAYMENT_NOT_COMPLETED);
  return { clientSecret: request.paymentClientSecret, amount: toDollars(request.totalCents) };
}

/**
 * POST /api/post-service-payment/complete: the customer's card was confirmed; the provider is asked
 * whether the intent succeeded (409 'Payment has not been completed' otherwise) and the payment
 * recorded (recordExtraTimePayment). A replay answers the order again. The request answered, for the
 * caller to pay out.
 */
export async function completeExtraTimePayment(
  deps: OrderDeps,
  userId: number,
  orderId: number,
  now: Date,
): Promise<void> {
  const { db, payments, log } = deps;
  assertOrderSide(await findOrderRow(db, orderId), userId, 'customer', ONLY_CUSTOMER_PAYS);
  const request = await latestRequest(db, orderId);
  if (!request) throw notFound(NO_PAYMENT_DUE);
  if (request.status === 'paid') return;
  const intentId = request.paymentIntentId;
  if (!intentId) throw conflict(PAYMENT_NOT_COMPLETED);
  const intent = await callProvider(log, 'retrieveIntent', () => payments.retrieveIntent(intentId));
  if (intent.status !== 'succeeded') throw conflict(PAYMENT_NOT_COMPLETED);
  await recordExtraTimePayment(db, {
    requestId: request.id,
    intent,
    actor: { kind: 'customer', userId },
    detail: { source: 'post-service-payment' },
    at: now,
  });
}

/**
 * Open requests whose intent the provider may have settled while its webhook was lost (the
 * reconciliation job): a succeeded one is recorded. The orders that changed.
 */
export async function reconcileExtraTime(deps: OrderDeps, now: Date): Promise<number[]> {
  const { db, payments, log } = deps;
  const open = await db
    .select()
    .from(extraTimeRequests)
    .where(and(eq(extraTimeRequests.status, 'requested'), isNotNull(extraTimeRequests.paymentIntentId)))
    .orderBy(extraTimeRequests.id)
    .limit(200);
  const changed: number[] = [];
  for (const request of open) {
    const intentId = request.paymentIntentId;
    if (!intentId) continue;
    try {
      const intent = await callProvider(log, 'retrieveIntent', () => payments.retrieveIntent(intentId));
      const result = await recordExtraTimePayment(db, {
        requestId: request.id,
        intent,
        actor: { kind: 'system', userId: null },
        detail: { source: 'reconcile' },
        at: now,
      });
      if (result?.changed) changed.push(request.orderId);
    } catch (err) {
      log.warn('could not reconcile an extra-time payment', { extraTimeId: request.id, err: String(err) });
    }
  }
  return changed;
}
