import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orders, users, type OrderRow } from '../db/schema';
import { queryRows } from '../db/sql';
import type { DbOrTx } from '../db/types';
import { payoutJournal, providerShareCents } from '../ledger/order-journals';
import { postJournal } from '../ledger/journal';
import { callProvider, type OrderDeps } from './deps';
import { extraTimePayoutJournal, extraTimePayoutKey } from './extra-time';
import { takeTransition, TransitionRefusedError } from './process';
import { assertOrderSide } from './policies';
import { findOrderRow } from './service';

export const ONLY_CUSTOMER_CONFIRMS = 'Only the customer can confirm receipt of this order';

/** The transfer of an order's provider share: one per order, however often it is tried. */
export const payoutKey = (orderId: number) => `order:${orderId}:payout`;

/**
 * Pays out what these providers are owed, now that their payouts are enabled (services.ts: the
 * `orders-payouts` job, or at once while the job runner is not started).
 */
export type PayOutProviders = (providerIds: number[]) => Promise<void>;

/**
 * - paid: everything payable of the order was transferred;
 * - nothing_due: nothing of it is payable (not released yet, or paid out already);
 * - payouts_not_set_up: payable, kept until the provider finishes payout onboarding;
 * - failed: a transfer failed; the order stays payable for the `orders-payouts` job.
 */
export type PayoutOutcome = 'paid' | 'nothing_due' | 'payouts_not_set_up' | 'failed';

const system = { kind: 'system', userId: null } as const;

/**
 * The provider share of the order still to transfer (cents): a released order (`confirmed_completed`)
 * owes it until `release_funds`; an order completed by an extra-time payment, or refunded in part, was
 * released without reaching `funds_released` and owes it until `paid_out_at` is set.
 */
export function orderShareDue(order: OrderRow): number {
  if (order.status === 'confirmed_completed') return providerShareCents(order);
  if ((order.status === 'completed' || order.status === 'refunded') && !order.paidOutAt)
    return providerShareCents(order);
  return 0;
}

/** The same rule as orderShareDue and the unpaid extra time, in SQL: the payouts job's selection. */
export const PAYABLE_ORDER = sql`(
  ${orders.status} = 'confirmed_completed'
  or (${orders.status} in ('completed', 'refunded') and ${orders.paidOutAt} is null
      and ${orders.totalAmountCents} - ${orders.refundedCents} > ${orders.platformFeeCents} + ${orders.transactionFeeCents})
  or exists (select 1 from extra_time_requests x where x.order_id = ${orders.id} and x.status = 'paid'
      and not exists (select 1 from ledger_journals j where j.key = 'extra-time:' || x.id || ':payout'))
)`;

/** The provider's payout account, when it can receive transfers. */
async function payoutDestination(db: DbOrTx, providerId: number): Promise<string | null> {
  const [row] = await db
    .select({ accountId: users.payoutAccountId, enabled: users.payoutsEnabled })
    .from(users)
    .where(eq(users.id, providerId));
  return row?.enabled && row.accountId ? row.accountId : null;
}

/** Paid extra time of the order whose price was not transferred yet. */
async function extraTimeDue(db: DbOrTx, orderId: number) {
  return queryRows<{ id: number; priceCents: number }>(
    db,
    sql`select x.id, x.price_cents as "priceCents" from extra_time_requests x
        where x.order_id = ${orderId} and x.status = 'paid'
          and not exists (select 1 from ledger_journals j where j.key = 'extra-time:' || x.id || ':payout')
        order by x.id`,
  );
}

/** One transfer; false (logged) when it failed: the payouts job tries again with the same key. */
async function tryTransfer(
  { payments, log }: OrderDeps,
  input: Parameters<OrderDeps['payments']['transfer']>[0],
  then: (transferId: string) => Promise<void>,
): Promise<boolean> {
  try {
    const transfer = await callProvider(log, 'transfer', () => payments.transfer(input));
    await then(transfer.id);
    return true;
  } catch (err) {
    log.warn('payout not made; it is tried again later', {
      key: input.idempotencyKey,
      err: err instanceof Error ? err.message : String(err),
    });
    return false;
  }
}

/**
 * Transfers what the order owes its provider (its share once released, and paid extra time) to the
 * provider's payout account, if their payouts are set up. A released order then takes `release_funds`
 * (its payout journal posted by the table); one that left `confirmed_completed` otherwise is marked
 * paid out with the same journal. Each transfer carries its idempotency key: retried after a failure
 * or by several instances at once, the money moves once.
 */
export async function payOutOrder(deps: OrderDeps, orderId: number, now: Date): Promise<PayoutOutcome> {
  const { db } = deps;
  const order = await findOrderRow(db, orderId);
  if (!order) return 'nothing_due';
  const share = orderShareDue(order);
  const extra = await extraTimeDue(db, orderId);
  if (share <= 0 && extra.length === 0) return 'nothing_due';
  const destination = await payoutDestination(db, order.providerId);
  if (!destination) return 'payouts_not_set_up';

  let ok = true;
  if (share > 0) {
    ok = await tryTransfer(
      deps,
      {
        amountCents: share,
        destination,
        metadata: { orderId: String(orderId) },
        idempotencyKey: payoutKey(orderId),
      },
      (transferId) =>
        order.status === 'confirmed_completed'
          ? releaseFunds(db, orderId, transferId, now)
          : markPaidOut(db, orderId, transferId, now),
    );
  }
  for (const x of extra) {
    const paid = await tryTransfer(
      deps,
      {
        amountCents: x.priceCents,
        destination,
        metadata: { orderId: String(orderId), extraTimeId: String(x.id) },
        idempotencyKey: extraTimePayoutKey(x.id),
      },
      () =>
        db.transaction(async (tx) => {
          await postJournal(tx, extraTimePayoutJournal(order, x));
        }),
    );
    ok &&= paid;
  }
  return ok ? 'paid' : 'failed';
}

async function releaseFunds(db: DbOrTx, orderId: number, transferId: string, now: Date): Promise<void> {
  try {
    await takeTransition(db, {
      orderId,
      transition: 'release_funds',
      actor: system,
      changes: () => ({ payoutTransferId: transferId }),
      detail: { source: 'payout', transferId },
      at: now,
    });
  } catch (err) {
    // another caller paid it out (and the order moved on) meanwhile
    if (!(err instanceof TransitionRefusedError)) throw err;
  }
}

/** A share released without `release_funds` (completed, or refunded in part): recorded as paid out once. */
async function markPaidOut(db: DbOrTx, orderId: number, transferId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.paidOutAt) return;
    const [updated] = await tx
      .update(orders)
      .set({ payoutTransferId: transferId, paidOutAt: now, fundsReleasedAt: order.fundsReleasedAt ?? now })
      .where(eq(orders.id, orderId))
      .returning();
    if (updated) await postJournal(tx, payoutJournal(updated));
  });
}

/** Orders handled per run of the payouts job: a backlog drains over the following runs. */
const PAYOUT_BATCH = 200;

/** The orders with something payable whose provider can receive transfers (of `providerIds` only, if given). */
export async function payableOrderIds(db: DbOrTx, providerIds?: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.providerId))
    .where(
      and(
        eq(users.payoutsEnabled, true),
        sql`${users.payoutAccountId} is not null`,
        providerIds ? inArray(orders.providerId, providerIds) : undefined,
        PAYABLE_ORDER,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(PAYOUT_BATCH);
  return rows.map((r) => r.id);
}

/**
 * POST /api/confirm-receipt: the customer confirms the service (`confirm_receipt`: the escrow is
 * released), then the provider is paid out if they can be. Its provider is refused (403), anyone else
 * does not learn of the order (404). Confirming again answers the order again (and retries a payout
 * that failed); an order that left escrow otherwise (auto-released, disputed) is refused (409).
 */
export async function confirmReceipt(deps: OrderDeps, userId: number, orderId: number, now: Date) {
  const { db } = deps;
  const order = assertOrderSide(await findOrderRow(db, orderId), userId, 'customer', ONLY_CUSTOMER_CONFIRMS);
  if (!order.buyerConfirmedAt) {
    try {
      await takeTransition(db, {
        orderId,
        transition: 'confirm_receipt',
        actor: { kind: 'customer', userId },
        detail: { source: 'confirm-receipt' },
        at: now,
      });
    } catch (err) {
      // a concurrent confirmation that was also paid out already
      if (!(err instanceof TransitionRefusedError) || !(await findOrderRow(db, orderId))?.buyerConfirmedAt)
        throw err;
    }
  }
  await payOutOrder(deps, orderId, now);
}
