import { desc, eq } from 'drizzle-orm';
import {
  DISPUTE_WINDOW_DAYS,
  ESCROW_RELEASE_DAYS,
  ORDER_PROCESS,
  type OrderActor,
  type OrderStatus,
  type OrderTransition,
  type OrderTransitionRule,
} from '@campus/contracts';
import { gigs, orderEvents, orders, type OrderRow } from '../db/schema';
import type { DbOrTx, Tx } from '../db/types';
import { forbidden, HttpError, notFound } from '../http/errors';
import { postJournal } from '../ledger/journal';
import { orderJournal } from '../ledger/order-journals';
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

/** 409: the order is not in a state the transition starts from. */
export class TransitionRefusedError extends HttpError {
  override name = 'TransitionRefusedError';
  constructor(message: string) {
    super(409, message);
  }
}

const WORDS: Record<OrderTransition, { verb: string; done: string }> = {
  authorise: { verb: 'authorise the payment of', done: 'authorised' },
  capture: { verb: 'capture the payment of', done: 'captured' },
  cancel: { verb: 'cancel', done: 'cancelled' },
  expire_authorisation: { verb: 'expire', done: 'expired' },
  abandon_payment: { verb: 'abandon', done: 'abandoned' },
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

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/**
 * The columns each transition sets, at the time it is taken. What a caller decides (a dispute's reason,
 * a partial refund's amount, an operator's note) comes in as the input's `changes`.
 */
const EFFECTS: Record<OrderTransition, (at: Date, order: OrderRow) => OrderChanges> = {
  // a cancel the customer asked for whose void failed lapses once the card is authorised (or captured)
  authorise: (at) => ({ authorisedAt: at, cancelReason: null }),
  capture: (at) => ({
    cancelReason: null,
    paymentCapturedAt: at,
    escrowReleaseDate: addDays(at, ESCROW_RELEASE_DAYS),
    disputeDeadline: addDays(at, DISPUTE_WINDOW_DAYS),
  }),
  cancel: (at) => ({ cancelledAt: at, cancelReason: CANCEL_REASONS.cancel }),
  expire_authorisation: (at) => ({ cancelledAt: at, cancelReason: CANCEL_REASONS.expire_authorisation }),
  abandon_payment: (at) => ({ cancelledAt: at, cancelReason: CANCEL_REASONS.abandon_payment }),
  confirm_receipt: (at) => ({ buyerConfirmedAt: at }),
  auto_release: () => ({}),
  release_funds: (at) => ({ fundsReleasedAt: at, paidOutAt: at }),
  open_dispute: (at) => ({ disputeOpenedAt: at }),
  contest_dispute: (at) => ({ disputeContestedAt: at }),
  withdraw_dispute: (at) => ({ disputeOutcome: 'withdrawn', disputeDecidedAt: at }),
  accept_refund: (at, order) => ({
    disputeOutcome: 'accepted_refund',
    disputeDecidedAt: at,
    refundedAt: at,
    refundedCents: order.totalAmountCents,
  }),
  resolve_release: (at) => ({ disputeOutcome: 'release', disputeDecidedAt: at }),
  // refundedCents (a full or partial refund) comes from the operator's decision
  resolve_refund: (at) => ({ disputeOutcome: 'refund', disputeDecidedAt: at, refundedAt: at }),
  complete_extra_time: (at) => ({ completedAt: at }),
};

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

async function gigTitle(tx: Tx, gigId: number | null): Promise<string | null> {
  if (gigId === null) return null;
  const [row] = await tx.select({ title: gigs.title }).from(gigs).where(eq(gigs.id, gigId));
  return row?.title ?? null;
}

/**
 * Takes one transition of the order process (contracts' ORDER_PROCESS): the only code that writes
 * `orders.status`. In one transaction (a savepoint when `db` is already one): locks the order, checks
 * the actor is the party they claim to be (else 404) and may take it (else 403), and that the order is
 * in a state it starts from (else 409, TransitionRefusedError); then sets the status and the
 * transition's columns, posts its ledger journal, records an `order_events` row and notifies the
 * parties. A replay (the order's last transition was this one) changes nothing: `changed: false`.
 */
export async function takeTransition(db: DbOrTx, input: TransitionInput): Promise<TransitionResult> {
  const { orderId, transition, actor, changes, detail, at = new Date() } = input;
  const rule: OrderTransitionRule = ORDER_PROCESS[transition];
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    assertParty(order, actor);
    if (!rule.actors.includes(actor.kind)) throw forbidden(`You cannot ${WORDS[transition].verb} this order`);
    const from = order.status as OrderStatus;
    if (from === rule.to && (await lastTransition(tx, order.id)) === transition)
      return { order, changed: false };
    if (!rule.from.includes(from)) throw refusal(transition, from);

    const [updated] = await tx
      .update(orders)
      .set({ ...EFFECTS[transition](at, order), ...changes?.(order), status: rule.to })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw notFound(ORDER_NOT_FOUND);
    const journal = orderJournal(transition, from, updated);
    if (journal) await postJournal(tx, journal);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      transition,
      actorKind: actor.kind,
      actorId: actor.userId,
      fromStatus: from,
      toStatus: rule.to,
      detail: detail ?? null,
    });
    await notifyTransition(tx, {
      orderId: order.id,
      transition,
      status: rule.to,
      customerId: order.customerId,
      providerId: order.providerId,
      gigTitle: await gigTitle(tx, order.gigId),
    });
    return { order: updated, changed: true };
  });
}
