import { desc, eq } from 'drizzle-orm';
import {
  guardRefusal,
  processOf,
  type OrderActor,
  type OrderProcessVersion,
  type OrderStatus,
  type OrderTransition,
  type OrderTransitionRule,
  type TransitionEffects,
} from '@campus/contracts';
import { gigs, marketplaceItems, orderEvents, orders, type OrderRow } from '../db/schema';
import type { DbOrTx, Tx } from '../db/types';
import { conflict, DomainError, forbidden, notFound } from '../domain-errors';
import { postJournal } from '../ledger/journal';
import { orderJournal } from '../ledger/order-journals';
import { postBookingNote } from './booking-note';
import { notifyTransition } from './notifications';

export const ORDER_NOT_FOUND = 'Order not found';

/** `orders.cancel_reason` per cancelling transition. */
export const CANCEL_REASONS = {
  cancel: 'customer',
  expire_authorisation: 'authorisation_expired',
  abandon_payment: 'payment_abandoned',
} as const satisfies Partial<Record<OrderTransition, string>>;

/** The columns a transition may change besides the status (which only the table decides). */
export type OrderChanges = Partial<Omit<typeof orders.$inferInsert, 'id' | 'status'>>;

export interface TransitionActor {
  kind: OrderActor;
  /** The user taking it: required for `customer` and `provider`, null for the system. */
  userId: number | null;
}

export interface TransitionInput {
  orderId: number;
  transition: OrderTransition;
  actor: TransitionActor;
  /** Further column changes, given the locked order (applied after the transition's own). */
  changes?: (order: OrderRow) => OrderChanges;
  /** Recorded on its `order_events` row: what caused it, e.g. `{ source: 'webhook', eventId }`. */
  detail?: Record<string, unknown>;
  /** When it happened (default now); a webhook passes its event's time. Escrow dates count from it. */
  at?: Date;
}

export interface TransitionResult {
  /** The order after the call (unchanged for a replay). */
  order: OrderRow;
  /** False for a replay: the order had already taken this transition. */
  changed: boolean;
}

/** The order is not in a state the transition starts from (kind `refused`, answered 409). */
export class TransitionRefusedError extends DomainError {
  override name = 'TransitionRefusedError';
  constructor(message: string) {
    super('refused', message);
  }
}

const WORDS: Record<OrderTransition, { verb: string; done: string }> = {
  authorise: { verb: 'authorise the payment of', done: 'authorised' },
  capture: { verb: 'capture the payment of', done: 'captured' },
  cancel: { verb: 'cancel', done: 'cancelled' },
  expire_authorisation: { verb: 'expire', done: 'expired' },
  abandon_payment: { verb: 'abandon', done: 'abandoned' },
  deliver: { verb: 'mark as delivered', done: 'marked delivered' },
  decline: { verb: 'decline', done: 'declined' },
  cancel_undelivered: { verb: 'cancel', done: 'cancelled' },
  expire_delivery: { verb: 'refund', done: 'refunded' },
  confirm_receipt: { verb: 'confirm receipt of', done: 'confirmed' },
  auto_release: { verb: 'release', done: 'released' },
  release_funds: { verb: 'pay out', done: 'paid out' },
  open_dispute: { verb: 'dispute', done: 'disputed' },
  contest_dispute: { verb: 'contest the dispute of', done: 'contested' },
  withdraw_dispute: { verb: 'withdraw the dispute of', done: 'withdrawn from dispute' },
  accept_refund: { verb: 'refund', done: 'refunded' },
  resolve_release: { verb: 'decide the dispute of', done: 'released' },
  resolve_refund: { verb: 'decide the dispute of', done: 'refunded' },
  complete_extra_time: { verb: 'complete', done: 'completed' },
};

/** The refusal `transition` gets from an order in `status`: 'This order cannot be captured now (status: cancelled)'. */
export const refusal = (transition: OrderTransition, status: string) =>
  new TransitionRefusedError(`This order cannot be ${WORDS[transition].done} now (status: ${status})`);

/** 403: the actor's kind may not take the transition. */
export const notYours = (transition: OrderTransition) =>
  forbidden(`You cannot ${WORDS[transition].verb} this order`);

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** The process version the order follows (its own, kept from the day it started). */
export const processOfOrder = (
  order: Pick<OrderRow, 'processName' | 'processVersion'>,
): OrderProcessVersion => processOf(order.processName, order.processVersion);

/** The order's rule for `transition` in its own process version. */
export const ruleOf = (
  order: Pick<OrderRow, 'processName' | 'processVersion'>,
  transition: OrderTransition,
) => processOfOrder(order).transitions[transition];

/**
 * The columns the table's effects set at `at`: stamps, timers started (at + days) and cancelled
 * (cleared), the cancel reason, a refund in full. What a caller decides (a dispute's reason, a partial
 * refund's amount) comes in as the input's `changes`.
 */
export function effectColumns(
  effects: TransitionEffects | undefined,
  at: Date,
  order: OrderRow,
): OrderChanges {
  if (!effects) return {};
  const changes: OrderChanges = {};
  for (const column of effects.stamp ?? []) changes[column] = at;
  for (const column of effects.cancelTimers ?? []) changes[column] = null;
  const timers = effects.startTimers ?? {};
  for (const column of Object.keys(timers) as (keyof typeof timers)[]) {
    const days = timers[column];
    if (days !== undefined) changes[column] = addDays(at, days);
  }
  if (effects.cancelReason !== undefined) changes.cancelReason = effects.cancelReason;
  if (effects.refundInFull) changes.refundedCents = order.totalAmountCents;
  if (effects.disputeOutcome) changes.disputeOutcome = effects.disputeOutcome;
  return changes;
}

/**
 * Whether `actor` may take `transition` of the order now, as the interpreter would decide it (actor,
 * from-state, guards), with the reason when not: the order page's offered actions use this, so they
 * are exactly what a call would be allowed.
 */
export function transitionRefusal(
  order: OrderRow,
  transition: OrderTransition,
  actor: OrderActor,
  now: Date,
): { kind: 'forbidden' | 'refused' | 'conflict'; reason: string } | null {
  const rule: OrderTransitionRule = ruleOf(order, transition);
  if (!rule.actors.includes(actor))
    return { kind: 'forbidden', reason: `You cannot ${WORDS[transition].verb} this order` };
  if (!rule.from.includes(order.status as OrderStatus))
    return { kind: 'refused', reason: refusal(transition, order.status).message };
  const guard = guardRefusal(rule, { ...order, status: order.status as OrderStatus }, now);
  return guard ? { kind: 'conflict', reason: guard } : null;
}

/** The row an insert returned (always one: a missing one is a bug, never a silent id). */
function recorded<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('The order event was not recorded');
  return row;
}

/** A party actor must be that party of the order: anyone else does not learn it exists (404). */
function assertParty(order: OrderRow, actor: TransitionActor): void {
  const partyId =
    actor.kind === 'customer' ? order.customerId : actor.kind === 'provider' ? order.providerId : null;
  if (partyId !== null && actor.userId !== partyId) throw notFound(ORDER_NOT_FOUND);
}

async function lastTransition(tx: Tx, orderId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ transition: orderEvents.transition })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row?.transition;
}

/** What the order buys, by title: the gig's, or the marketplace item's. */
async function titlesOf(tx: Tx, order: OrderRow): Promise<{ gigTitle: string | null; title: string | null }> {
  if (order.gigId !== null) {
    const [row] = await tx.select({ title: gigs.title }).from(gigs).where(eq(gigs.id, order.gigId));
    return { gigTitle: row?.title ?? null, title: row?.title ?? null };
  }
  if (order.marketplaceItemId !== null) {
    const [row] = await tx
      .select({ title: marketplaceItems.title })
      .from(marketplaceItems)
      .where(eq(marketplaceItems.id, order.marketplaceItemId));
    return { gigTitle: null, title: row?.title ?? null };
  }
  return { gigTitle: null, title: null };
}

/**
 * Runs one transition of the order's process (contracts' ORDER_PROCESSES, the order's own version):
 * the only code that writes `orders.status`. In one transaction (a savepoint when `db` is already
 * one): locks the order, checks the actor is the party they claim to be (else 404) and may take it
 * (else 403), that the order is in a state it starts from (else 409, TransitionRefusedError) and that
 * its guards hold (else 409 with the guard's reason); then applies its effects (columns, timers, the
 * item's status, its ledger posting) and the caller's changes, records an `order_events` row and
 * notifies the parties the table names (their notifications, live events and mails are written in
 * this transaction and go out when it commits). A replay (the order's last transition was this one)
 * changes nothing: `changed: false`. The payment call of a transition is its command's, made before
 * with the order's idempotency key.
 */
export async function takeTransition(db: DbOrTx, input: TransitionInput): Promise<TransitionResult> {
  const { orderId, transition, actor, changes, detail, at = new Date() } = input;
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const rule: OrderTransitionRule = ruleOf(order, transition);
    assertParty(order, actor);
    if (!rule.actors.includes(actor.kind)) throw notYours(transition);
    const from = order.status as OrderStatus;
    if (from === rule.to && (await lastTransition(tx, order.id)) === transition)
      return { order, changed: false };
    if (!rule.from.includes(from)) throw refusal(transition, from);
    const refused = guardRefusal(rule, { ...order, status: from }, at);
    if (refused) throw conflict(refused);

    const [updated] = await tx
      .update(orders)
      .set({ ...effectColumns(rule.effects, at, order), ...changes?.(order), status: rule.to })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw notFound(ORDER_NOT_FOUND);
    const ledger = rule.effects?.ledger;
    const journal = ledger ? orderJournal(ledger, from, updated) : null;
    if (journal) await postJournal(tx, journal);
    const item = rule.effects?.item;
    if (item && order.marketplaceItemId !== null)
      await tx
        .update(marketplaceItems)
        .set({ status: item })
        .where(eq(marketplaceItems.id, order.marketplaceItemId));
    if (rule.effects?.sendsBookingNote) await postBookingNote(tx, order.id, at);
    const [event] = await tx
      .insert(orderEvents)
      .values({
        orderId: order.id,
        transition,
        actorKind: actor.kind,
        actorId: actor.userId,
        fromStatus: from,
        toStatus: rule.to,
        detail: detail ?? null,
        // when it happened (the server's clock, or the webhook event's time), as its columns say
        createdAt: at,
      })
      .returning({ id: orderEvents.id });
    await notifyTransition(tx, {
      orderId: order.id,
      eventId: recorded(event).id,
      transition,
      status: rule.to,
      customerId: order.customerId,
      providerId: order.providerId,
      ...(await titlesOf(tx, order)),
      notify: rule.notify,
    });
    return { order: updated, changed: true };
  });
}
