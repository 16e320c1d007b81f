import { and, eq, inArray } from 'drizzle-orm';
import type { OrderTransition, OrderTransitionRule } from '@campus/contracts';
import { orders, type OrderRow } from '../db/schema';
import type { DbOrTx } from '../db/types';
import type { IntentStatus } from '../payments';
import { callProvider, changeIntent, type OrderDeps } from './deps';
import {
  CANCEL_REASONS,
  ruleOf,
  takeTransition,
  TransitionRefusedError,
  type TransitionActor,
} from './process';
import { findOrderRow, GIG_UNAVAILABLE_REASON, OPEN_STATUSES } from './service';

const keepsGigReason = (order: Pick<OrderRow, 'cancelReason'>, transition: OrderTransition) =>
  order.cancelReason === GIG_UNAVAILABLE_REASON &&
  (transition === 'abandon_payment' || transition === 'expire_authorisation');

/**
 * The transition that brings an order closer to what the provider says of its intent, or null when
 * they agree (or the intent says nothing the order can follow). A voided intent cancels an open order:
 * as the customer's cancel when they asked for it (`cancel_reason` noted before the void), else as an
 * abandoned payment (never authorised) or an expired authorisation.
 */
export function transitionForIntent(
  order: Pick<OrderRow, 'status' | 'cancelReason'>,
  intentStatus: IntentStatus,
): OrderTransition | null {
  const { status } = order;
  switch (intentStatus) {
    case 'requires_capture':
      return status === 'awaiting_payment' ? 'authorise' : null;
    case 'succeeded':
      if (status === 'awaiting_payment') return 'authorise';
      return status === 'payment_processing' ? 'capture' : null;
    case 'canceled':
      if (status !== 'awaiting_payment' && status !== 'payment_processing') return null;
      if (order.cancelReason === CANCEL_REASONS.cancel) return 'cancel';
      return status === 'awaiting_payment' ? 'abandon_payment' : 'expire_authorisation';
    default:
      return null;
  }
}

/**
 * Who takes `transition` when `caller` asks for it: the caller when the table lets them, else the
 * system (recording what the provider reports), else the customer (a cancel they asked for).
 */
function actorFor(transition: OrderTransition, order: OrderRow, caller: TransitionActor): TransitionActor {
  const rule: OrderTransitionRule = ruleOf(order, transition);
  if (rule.actors.includes(caller.kind)) return caller;
  if (rule.actors.includes('system')) return { kind: 'system', userId: null };
  return { kind: 'customer', userId: order.customerId };
}

export interface ApplyIntentInput {
  orderId: number;
  intent: { id: string; status: IntentStatus };
  /** Who reports it: the customer (the completion or capture call) or the system (webhook, job). */
  caller: TransitionActor;
  detail: Record<string, unknown>;
  at?: Date;
}

/**
 * Takes the transitions that make the order agree with its intent (authorise then capture for a
 * captured intent, ...). Safe at any moment and any number of times: each step re-reads the order,
 * and a step another caller took meanwhile is a replay or a refusal that is re-read. The order after.
 */
export async function applyIntent(db: DbOrTx, input: ApplyIntentInput): Promise<OrderRow | undefined> {
  const detail = { ...input.detail, intentId: input.intent.id, intentStatus: input.intent.status };
  // at most authorise then capture; one more round for a step refused because another caller moved first
  for (let step = 0; step < 3; step++) {
    const order = await findOrderRow(db, input.orderId);
    if (!order) return undefined;
    const transition = transitionForIntent(order, input.intent.status);
    if (!transition) return order;
    try {
      await takeTransition(db, {
        orderId: order.id,
        transition,
        actor: actorFor(transition, order, input.caller),
        detail,
        ...(input.at ? { at: input.at } : {}),
        ...(keepsGigReason(order, transition)
          ? { changes: () => ({ cancelReason: GIG_UNAVAILABLE_REASON }) }
          : {}),
      });
    } catch (err) {
      if (!(err instanceof TransitionRefusedError)) throw err;
    }
  }
  return findOrderRow(db, input.orderId);
}

export const abandonKey = (orderId: number) => `order:${orderId}:abandon`;

/** Intent states that need no void: the order follows them (authorised, captured, or voided already). */
const SETTLED: readonly IntentStatus[] = ['requires_capture', 'succeeded', 'canceled'];

interface GiveUp {
  detail: Record<string, unknown>;
  at: Date | undefined;
  /** The idempotency key of the void. */
  voidKey: string;
  /** Intent states left as they are (the order follows them); any other is voided first. */
  keep: readonly IntentStatus[];
  /** Set on an order that has no intent yet, as it is abandoned. */
  cancelReason?: string;
}

/** Voids the booking's intent unless it is in a state to keep, then lets the order follow the intent. */
async function giveUpBooking(deps: OrderDeps, order: OrderRow, g: GiveUp): Promise<OrderRow | undefined> {
  const { db, payments, log } = deps;
  const system = { kind: 'system', userId: null } as const;
  const at = g.at ? { at: g.at } : {};
  const intentId = order.paymentIntentId;
  if (!intentId) {
    const { cancelReason } = g;
    return (
      await takeTransition(db, {
        orderId: order.id,
        transition: 'abandon_payment',
        actor: system,
        detail: g.detail,
        ...(cancelReason ? { changes: () => ({ cancelReason }) } : {}),
        ...at,
      })
    ).order;
  }
  let intent = await callProvider(log, 'retrieveIntent', () => payments.retrieveIntent(intentId));
  if (!g.keep.includes(intent.status)) {
    intent = await changeIntent(
      deps,
      'cancelIntent',
      () => payments.cancelIntent(intentId, g.voidKey),
      intentId,
    );
  }
  return applyIntent(db, { orderId: order.id, intent, caller: system, detail: g.detail, ...at });
}

/**
 * Gives up an unpaid booking (`abandon_payment`): its intent is cancelled first. An intent the card
 * authorised meanwhile (its webhook not arrived yet) is recorded instead: a payment is never dropped.
 */
export async function abandonBooking(
  deps: OrderDeps,
  order: OrderRow,
  detail: Record<string, unknown>,
  at?: Date,
): Promise<OrderRow | undefined> {
  return giveUpBooking(deps, order, { detail, at, voidKey: abandonKey(order.id), keep: SETTLED });
}

export const withdrawKey = (orderId: number) => `order:${orderId}:gig-unavailable`;

/**
 * Gives up an open booking (awaiting payment, or authorised and not captured) whose gig was paused or
 * deleted: the reason is noted, its intent voided at the provider (outside any transaction), then the
 * order cancelled as the void says (`abandon_payment`, or `expire_authorisation` for an authorised
 * one), with the reason `gig_unavailable`. Nothing is charged. An intent already captured (a capture
 * that won the race) is recorded as it is: money is never dropped. The order after.
 *
 * When the provider could not be reached or refused, the note is taken back from the booking still open
 * before the error is thrown: the gig may be active again by the time the booking lapses, and its
 * provider must not be told they paused or deleted it. While the gig is gone, the reconcile job (or the
 * customer's completion or capture) withdraws it again and notes the reason anew.
 */
export async function withdrawBooking(
  deps: OrderDeps,
  order: OrderRow,
  detail: Record<string, unknown>,
  at?: Date,
): Promise<OrderRow | undefined> {
  const open = and(eq(orders.id, order.id), inArray(orders.status, [...OPEN_STATUSES]));
  await deps.db.update(orders).set({ cancelReason: GIG_UNAVAILABLE_REASON }).where(open);
  try {
    if (!order.paymentIntentId) {
      const current = await findOrderRow(deps.db, order.id);
      if (current?.status !== 'awaiting_payment') return current;
    }
    return await giveUpBooking(deps, order, {
      detail,
      at,
      voidKey: withdrawKey(order.id),
      keep: ['canceled', 'succeeded'],
      cancelReason: GIG_UNAVAILABLE_REASON,
    });
  } catch (err) {
    await deps.db
      .update(orders)
      .set({ cancelReason: null })
      .where(and(open, eq(orders.cancelReason, GIG_UNAVAILABLE_REASON)));
    throw err;
  }
}
