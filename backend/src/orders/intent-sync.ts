import { ORDER_PROCESS, type OrderTransition, type OrderTransitionRule } from '@campus/contracts';
import type { OrderRow } from '../db/schema';
import type { DbOrTx } from '../db/types';
import type { IntentStatus } from '../payments/provider';
import { callProvider, changeIntent, type OrderDeps } from './deps';
import { CANCEL_REASONS, takeTransition, TransitionRefusedError, type TransitionActor } from './process';
import { findOrderRow } from './service';

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
  const rule: OrderTransitionRule = ORDER_PROCESS[transition];
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
  const { db, payments, log } = deps;
  const system = { kind: 'system', userId: null } as const;
  const intentId = order.paymentIntentId;
  if (!intentId) {
    return (
      await takeTransition(db, {
        orderId: order.id,
        transition: 'abandon_payment',
        actor: system,
        detail,
        ...(at ? { at } : {}),
      })
    ).order;
  }
  let intent = await callProvider(log, 'retrieveIntent', () => payments.retrieveIntent(intentId));
  if (!SETTLED.includes(intent.status)) {
    intent = await changeIntent(
      deps,
      'cancelIntent',
      () => payments.cancelIntent(intentId, abandonKey(order.id)),
      intentId,
    );
  }
  return applyIntent(db, { orderId: order.id, intent, caller: system, detail, ...(at ? { at } : {}) });
}
