import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { OrderTransitionRule } from '@campus/contracts';
import { orders, type OrderRow } from '../db/schema';
import { conflict, DomainError, notFound } from '../domain-errors';
import type { OrderDeps } from './deps';
import { refundAtProvider, refundMayHaveBeenMade } from './disputes';
import { ORDER_NOT_FOUND, ruleOf, takeTransition, transitionRefusal, type TransitionActor } from './process';
import { findOrderRow } from './service';

/** The transitions that refund a held order never delivered, in full. */
export type HeldRefundTransition = 'decline' | 'cancel_undelivered' | 'expire_delivery';

export interface HeldRefundInput {
  orderId: number;
  transition: HeldRefundTransition;
  actor: TransitionActor;
  at: Date;
  detail: Record<string, unknown>;
}

/** Its table's cancel reason: the claim a held order's refund puts on it before the payment call. */
function claimOf(rule: OrderTransitionRule): string {
  const reason = rule.effects?.cancelReason;
  if (!reason) throw new Error('A held order refund declares its cancel reason in the process table');
  return reason;
}

/**
 * Refunds a held order, never delivered, in full (the provider declines, the customer cancels after the
 * delivery deadline, or the timer refunds it). Checked first as the interpreter would (actor, state,
 * guards: 403/409 without a payment call); then the order is claimed with the transition's cancel
 * reason, so that a delivery, confirmation or dispute racing it is refused (REFUND_UNDER_WAY) rather
 * than releasing money that goes back to the card; then the card is refunded at the payment provider
 * (its idempotency key per refund attempt) and the transition recorded. A refund refused with no money
 * moved gives the claim back (the order is held as before; the attempt is raised so the next refund is
 * a new request). Taken again once refunded, it answers the order as it is.
 */
export async function refundHeldOrder(deps: OrderDeps, input: HeldRefundInput): Promise<OrderRow> {
  const { db } = deps;
  const order = await findOrderRow(db, input.orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const rule = ruleOf(order, input.transition);
  const claim = claimOf(rule);
  if (order.status === rule.to && order.cancelReason === claim) return order;
  const refused = transitionRefusal(order, input.transition, input.actor.kind, input.at);
  if (refused) throw new DomainError(refused.kind, refused.reason);

  const [claimed] = await db
    .update(orders)
    .set({ cancelReason: claim })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, 'payment_held'),
        isNull(orders.deliveredAt),
        or(isNull(orders.cancelReason), eq(orders.cancelReason, claim)),
      ),
    )
    .returning();
  if (!claimed) {
    // another transition moved first: the interpreter says why this one cannot be taken now
    const now = (await findOrderRow(db, order.id)) ?? order;
    const why = transitionRefusal(now, input.transition, input.actor.kind, input.at);
    throw conflict(why?.reason ?? 'This order changed meanwhile; reload it and try again');
  }
  let refundedCents: number;
  try {
    refundedCents = await refundAtProvider(deps, claimed, undefined);
  } catch (err) {
    if (!(await refundMayHaveBeenMade(deps, claimed)))
      await db
        .update(orders)
        .set({ cancelReason: null, refundAttempt: sql`${orders.refundAttempt} + 1` })
        .where(
          and(
            eq(orders.id, claimed.id),
            eq(orders.status, 'payment_held'),
            eq(orders.cancelReason, claim),
            eq(orders.refundAttempt, claimed.refundAttempt),
          ),
        );
    throw err;
  }
  const { order: after } = await takeTransition(db, {
    orderId: order.id,
    transition: input.transition,
    actor: input.actor,
    at: input.at,
    detail: { ...input.detail, refundedCents },
  });
  return after;
}

const HELD_REFUNDS: readonly HeldRefundTransition[] = ['decline', 'cancel_undelivered', 'expire_delivery'];

/**
 * The refund a held order was claimed for (its `cancel_reason` is a held refund's claim), with the
 * actor who claimed it, or null: a claim whose request died between the claim and the refund (an
 * instance killed, the processor unreachable and the answer unknown) is finished by the job with it.
 */
export function claimedRefund(
  order: OrderRow,
): { transition: HeldRefundTransition; actor: TransitionActor } | null {
  if (order.status !== 'payment_held' || order.cancelReason === null) return null;
  const transition = HELD_REFUNDS.find((t) => ruleOf(order, t).effects?.cancelReason === order.cancelReason);
  if (!transition) return null;
  const [kind] = ruleOf(order, transition).actors;
  const actor: TransitionActor =
    kind === 'customer'
      ? { kind, userId: order.customerId }
      : kind === 'provider'
        ? { kind, userId: order.providerId }
        : { kind: 'system', userId: null };
  return { transition, actor };
}
