import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { ORDER_PROCESSES, ORDER_TIMINGS } from '@campus/contracts';
import type { Clock } from '../clock';
import { orders, type OrderRow } from '../db/schema';
import type { JobRunner } from '../jobs/runner';
import { ensureIntent } from './booking';
import { callProvider, changeIntent, type OrderDeps } from './deps';
import { reconcileExtraTime } from './extra-time';
import { claimedRefund, refundHeldOrder } from './held-refunds';
import { abandonBooking, applyIntent, withdrawBooking } from './intent-sync';
import { takeTransition } from './process';
import { payableOrderIds, payOutOrder, type PayOutProviders } from './release';
import { findOrderRow, isGigBookable, OPEN_STATUSES } from './service';

export const ORDER_JOBS = {
  abandon: 'orders-abandon-unpaid',
  expire: 'orders-expire-authorisations',
  reconcile: 'orders-reconcile',
  autoRelease: 'orders-auto-release',
  expireDelivery: 'orders-expire-undelivered',
  payouts: 'orders-payouts',
} as const;

export interface OrderJobDeps extends OrderDeps {
  /** config.authorisationMarginMs: an authorisation older than this is voided. */
  authorisationMarginMs: number;
}

/** What one run did: orders looked at, orders whose state changed, orders that failed (tried next run). */
export interface OrderJobRun {
  checked: number;
  changed: number;
  failed: number;
}

/** Orders handled per run: a backlog drains over the following runs. */
const BATCH = 200;

export const voidKey = (orderId: number) => `order:${orderId}:void`;

/** Runs `work` on each order in turn; one that fails is logged and left for the next run. */
async function eachOrder(
  deps: OrderDeps,
  job: string,
  ids: number[],
  work: (order: OrderRow) => Promise<void>,
): Promise<OrderJobRun> {
  const run: OrderJobRun = { checked: 0, changed: 0, failed: 0 };
  for (const id of ids) {
    const before = await findOrderRow(deps.db, id);
    if (!before) continue;
    run.checked++;
    try {
      await work(before);
      const after = await findOrderRow(deps.db, id);
      if (after && after.status !== before.status) run.changed++;
    } catch (err) {
      run.failed++;
      deps.log.warn('order job could not handle an order', { job, orderId: id, err: String(err) });
    }
  }
  return run;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/**
 * Orders left `awaiting_payment` for ORDER_TIMINGS.paymentAbandonMs: an intent the card authorised
 * meanwhile (its webhook lost) is authorised instead; any other is cancelled and the order abandoned.
 */
export async function abandonUnpaidOrders(deps: OrderDeps, now = new Date()): Promise<OrderJobRun> {
  const { db } = deps;
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        lt(orders.createdAt, new Date(now.getTime() - ORDER_TIMINGS.paymentAbandonMs)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  const detail = { source: 'job', job: ORDER_JOBS.abandon };
  return eachOrder(deps, ORDER_JOBS.abandon, ids(due), async (order) => {
    await abandonBooking(deps, order, detail, now);
  });
}

/**
 * Authorisations older than the margin (AUTHORISATION_MARGIN_HOURS), not captured: voided before the
 * card network lets them lapse, and the order cancelled (`expire_authorisation`). An intent captured
 * meanwhile (its webhook lost) is captured instead.
 */
export async function expireAuthorisations(deps: OrderJobDeps, now = new Date()): Promise<OrderJobRun> {
  const { db, payments } = deps;
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'payment_processing'),
        lt(orders.authorisedAt, new Date(now.getTime() - deps.authorisationMarginMs)),
      ),
    )
    .orderBy(asc(orders.authorisedAt))
    .limit(BATCH);
  const system = { kind: 'system', userId: null } as const;
  const detail = { source: 'job', job: ORDER_JOBS.expire };
  return eachOrder(deps, ORDER_JOBS.expire, ids(due), async (order) => {
    const intentId = order.paymentIntentId;
    if (!intentId) {
      await takeTransition(db, {
        orderId: order.id,
        transition: 'expire_authorisation',
        actor: system,
        detail,
        at: now,
      });
      return;
    }
    const intent = await changeIntent(
      deps,
      'cancelIntent',
      () => payments.cancelIntent(intentId, voidKey(order.id)),
      intentId,
    );
    await applyIntent(db, { orderId: order.id, intent, caller: system, detail, at: now });
  });
}

/**
 * Makes every open order agree with its intent at the provider (after a crash, or webhooks lost): an
 * intent authorised or captured is recorded, one voided cancels the order. An order without an intent
 * yet (stopped between creating it and storing it) gets it, by the same idempotency key: never a
 * second intent. Orders of another provider (PAYMENT_PROVIDER changed) are left alone. An open order
 * whose gig was paused or deleted (its withdrawal at the pause failed) is given up, its intent voided.
 */
export async function reconcileOrders(deps: OrderDeps, now = new Date()): Promise<OrderJobRun> {
  const { db, payments, log } = deps;
  const system = { kind: 'system', userId: null } as const;
  const detail = { source: 'reconcile' };
  const total: OrderJobRun = { checked: 0, changed: 0, failed: 0 };
  // every open order, a page at a time (authorised ones stay open for days)
  for (let after = 0; ;) {
    const page = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          gt(orders.id, after),
          inArray(orders.status, [...OPEN_STATUSES]),
          or(
            eq(orders.paymentProvider, payments.name),
            // without an intent: only while young (an older one is the abandon job's)
            and(
              isNull(orders.paymentIntentId),
              gt(orders.createdAt, new Date(now.getTime() - ORDER_TIMINGS.paymentAbandonMs)),
            ),
          ),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(BATCH);
    const run = await eachOrder(deps, ORDER_JOBS.reconcile, ids(page), async (order) => {
      if (!(await isGigBookable(db, order.gigId))) {
        await withdrawBooking(deps, order, { ...detail, reason: 'gig unavailable' }, now);
        return;
      }
      // Not counted against the customer's intents per hour, and need not be: the count is taken when a
      // booking is opened, before its row exists (checkout-limits.ts), and a booking has one intent at
      // most (its idempotency key is the order's). So every booking here was counted once, and the intent
      // made for it now is the one counted (its creation stopped by a crash, or its answer lost).
      const withIntent = order.paymentIntentId ? order : await ensureIntent(deps, order);
      const intentId = withIntent.paymentIntentId;
      if (!intentId) return;
      const intent = await callProvider(log, 'retrieveIntent', () => payments.retrieveIntent(intentId));
      await applyIntent(db, { orderId: order.id, intent, caller: system, detail, at: now });
    });
    total.checked += run.checked;
    total.changed += run.changed;
    total.failed += run.failed;
    const last = page.at(-1);
    if (!last || page.length < BATCH) break;
    after = last.id;
  }
  // extra-time payments whose webhook was lost
  total.changed += (await reconcileExtraTime(deps, now)).length;
  return total;
}

/**
 * Escrow release at the release date: every `payment_held` order whose `escrow_release_date` has come
 * takes `auto_release` (a disputed order is `in_dispute`, so a dispute stops it), then is paid out.
 * The due orders are claimed with `FOR UPDATE SKIP LOCKED` in one transaction (each transition a
 * savepoint in it): instances running the job at once take disjoint orders, and a run that stopped
 * halfway released nothing it did not record.
 */
export async function autoReleaseOrders(deps: OrderDeps, now: Date): Promise<OrderJobRun> {
  const { db, log } = deps;
  const run: OrderJobRun = { checked: 0, changed: 0, failed: 0 };
  const released: number[] = [];
  await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'payment_held'), lte(orders.escrowReleaseDate, now)))
      .orderBy(asc(orders.escrowReleaseDate), asc(orders.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const { id } of due) {
      run.checked++;
      try {
        const result = await takeTransition(tx, {
          orderId: id,
          transition: 'auto_release',
          actor: { kind: 'system', userId: null },
          detail: { source: 'job', job: ORDER_JOBS.autoRelease },
          at: now,
        });
        if (result.changed) released.push(id);
      } catch (err) {
        run.failed++;
        log.warn('order job could not handle an order', {
          job: ORDER_JOBS.autoRelease,
          orderId: id,
          err: String(err),
        });
      }
    }
  });
  run.changed = released.length;
  for (const id of released) await payOutOrder(deps, id, now);
  return run;
}

/**
 * The delivery deadline's end: every held order never delivered whose `delivery_refund_at` has come
 * takes `expire_delivery`: refunded in full at the payment provider, then recorded (refundHeldOrder:
 * claimed first, so a delivery racing it is refused). A held order claimed for a refund that was never
 * finished (its request died after the claim) is finished too, as its claimant's transition: the
 * refund's idempotency key makes it the one refund. One that fails is tried again next run.
 */
export async function expireUndeliveredOrders(deps: OrderDeps, now: Date): Promise<OrderJobRun> {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'payment_held'),
        isNull(orders.deliveredAt),
        or(lte(orders.deliveryRefundAt, now), isNotNull(orders.cancelReason)),
        // refunded by the provider that holds its payment (not, e.g., the demo data's sandbox payments on Stripe)
        eq(orders.paymentProvider, deps.payments.name),
      ),
    )
    .orderBy(asc(orders.deliveryRefundAt), asc(orders.id))
    .limit(BATCH);
  const detail = { source: 'job', job: ORDER_JOBS.expireDelivery };
  return eachOrder(deps, ORDER_JOBS.expireDelivery, ids(due), async (order) => {
    const claimed = claimedRefund(order);
    await refundHeldOrder(deps, {
      orderId: order.id,
      transition: claimed?.transition ?? 'expire_delivery',
      actor: claimed?.actor ?? { kind: 'system', userId: null },
      at: now,
      detail,
    });
  });
}

/**
 * The runner of each timed transition the processes declare (contracts' ORDER_PROCESSES `timers`: the
 * transition and the date column it fires at). Every declared timer must have one (a test holds it).
 */
export const ORDER_TIMER_RUNNERS: Record<string, (deps: OrderDeps, now: Date) => Promise<OrderJobRun>> = {
  auto_release: autoReleaseOrders,
  expire_delivery: expireUndeliveredOrders,
};

/** The timed transitions of every process version, once each. */
export const declaredTimers = (): string[] => [
  ...new Set(
    Object.values(ORDER_PROCESSES).flatMap((versions) =>
      versions.flatMap((v) => v.timers.map((t) => t.transition)),
    ),
  ),
];

/** Runs every declared timer due at `now`. */
export async function runOrderTimers(deps: OrderDeps, now: Date): Promise<void> {
  for (const transition of declaredTimers()) {
    const run = ORDER_TIMER_RUNNERS[transition];
    if (!run) throw new Error(`No runner for the timed transition ${transition}`);
    await run(deps, now);
  }
}

/**
 * Pays out every order with something payable whose provider can receive transfers (of `providerIds`
 * only, when given): released orders left payable because payouts were not set up or a transfer
 * failed. `changed` counts orders fully paid out, `failed` those whose transfer failed (tried again).
 */
export async function payOutPayableOrders(
  deps: OrderDeps,
  now: Date,
  providerIds?: number[],
): Promise<OrderJobRun> {
  const run: OrderJobRun = { checked: 0, changed: 0, failed: 0 };
  for (const id of await payableOrderIds(deps.db, providerIds)) {
    run.checked++;
    const outcome = await payOutOrder(deps, id, now);
    if (outcome === 'paid') run.changed++;
    if (outcome === 'failed') run.failed++;
  }
  return run;
}

/** The timed order work due at `now` (the test clock runs it at once after moving). */
export async function runTimedOrderJobs(deps: OrderJobDeps, now: Date): Promise<void> {
  await expireAuthorisations(deps, now);
  await runOrderTimers(deps, now);
  await payOutPayableOrders(deps, now);
}

/**
 * Pays out providers whose payouts just became enabled: sends the `orders-payouts` job, or pays at
 * once while this instance's runner is not started (a tool, a test, or the moments before start-up).
 * Never throws: the scheduled run pays what this missed.
 */
export function payOutProvidersSoon(jobs: JobRunner, deps: OrderDeps, clock: Clock): PayOutProviders {
  return async (providerIds) => {
    if (providerIds.length === 0) return;
    try {
      if (jobs.running) {
        const ids = [...new Set(providerIds)].sort((a, b) => a - b);
        await jobs.send(
          ORDER_JOBS.payouts,
          { providerIds: ids },
          { singletonKey: `providers:${ids.join(',')}` },
        );
        return;
      }
      await payOutPayableOrders(deps, clock.now(), providerIds);
    } catch (err) {
      deps.log.warn('could not start payouts; the scheduled run pays them', {
        providerIds,
        err: String(err),
      });
    }
  };
}

/** The `orders-payouts` job's data: the providers to pay (all when absent, as the schedule sends it). */
function providerIdsOf(data: object): number[] | undefined {
  const ids = 'providerIds' in data ? data.providerIds : undefined;
  return Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id)) ? (ids as number[]) : undefined;
}

/** Declares the order jobs and their schedules (services.ts); each runs at `clock.now()`. */
export function defineOrderJobs(jobs: JobRunner, deps: OrderJobDeps, clock: Clock): void {
  const report = (job: string) => (run: OrderJobRun) => {
    if (run.changed + run.failed > 0) deps.log.info('order job', { job, ...run });
  };
  jobs.define(ORDER_JOBS.abandon, async () =>
    report(ORDER_JOBS.abandon)(await abandonUnpaidOrders(deps, clock.now())),
  );
  jobs.every(ORDER_JOBS.abandon, '*/5 * * * *');
  jobs.define(ORDER_JOBS.expire, async () =>
    report(ORDER_JOBS.expire)(await expireAuthorisations(deps, clock.now())),
  );
  jobs.every(ORDER_JOBS.expire, '*/15 * * * *');
  jobs.define(ORDER_JOBS.reconcile, async () =>
    report(ORDER_JOBS.reconcile)(await reconcileOrders(deps, clock.now())),
  );
  jobs.every(ORDER_JOBS.reconcile, '*/10 * * * *');
  jobs.define(ORDER_JOBS.autoRelease, async () =>
    report(ORDER_JOBS.autoRelease)(await autoReleaseOrders(deps, clock.now())),
  );
  jobs.every(ORDER_JOBS.autoRelease, '* * * * *');
  jobs.define(ORDER_JOBS.expireDelivery, async () =>
    report(ORDER_JOBS.expireDelivery)(await expireUndeliveredOrders(deps, clock.now())),
  );
  jobs.every(ORDER_JOBS.expireDelivery, '*/5 * * * *');
  jobs.define<object>(ORDER_JOBS.payouts, async (data) =>
    report(ORDER_JOBS.payouts)(await payOutPayableOrders(deps, clock.now(), providerIdsOf(data))),
  );
  jobs.every(ORDER_JOBS.payouts, '*/5 * * * *');
}
