import { and, eq, isNull, or, sql } from 'drizzle-orm';
import {
  ALREADY_CONTESTED,
  REFUND_UNDER_WAY,
  formatUsd,
  isWholeCents,
  ORDER_PROCESS,
  toCents,
  toDollars,
  type DisputeReason,
  type OrderTransition,
} from '@campus/contracts';
import { orders, type OrderRow } from '../db/schema';
import { conflict, forbidden, invalid, notFound } from '../domain-errors';
import { providerShareCents } from '../ledger/order-journals';
import { refusingAsDomain } from '../payments';
import { callProvider, type OrderDeps } from './deps';
import { assertOrderSide, isPartyOf } from './policies';
import { ORDER_NOT_FOUND, refusal, takeTransition, type TransitionActor } from './process';
import { findOrderRow } from './service';

export const ONLY_CUSTOMER_DISPUTES = 'Only the customer can open a dispute';
export { ALREADY_CONTESTED, REFUND_UNDER_WAY };
export const OWN_DISPUTE = 'You cannot decide a dispute of your own order';
export const REFUND_WHOLE_CENTS = 'The refund must be a whole number of cents';
export const refundTooLarge = (totalCents: number) =>
  `The refund cannot be more than the order total of ${formatUsd(toDollars(totalCents))}`;

/**
 * The idempotency key of an order's refund at the provider, per refund attempt (`orders.refund_attempt`).
 * The provider keeps the first answer to a key, a refusal included, and refuses the key with other
 * parameters: a refund refused gives its claim back and raises the attempt, so the next refund (another
 * amount, or the provider's acceptance) is a new request. A refund whose answer was lost keeps its
 * attempt: its retry is the same request, and the one refund.
 */
export const refundKey = (orderId: number, attempt: number) => `order:${orderId}:refund:${attempt}`;

/** What the dispute calls work with: the order deps, the server's clock and the payout of a released order. */
export interface DisputeDeps extends OrderDeps {
  now(): Date;
  /** Transfers the provider's share of a released (or partly refunded) order to their payout account. */
  payOut(orderId: number): Promise<void>;
}

/**
 * POST /api/open-dispute: the customer disputes a delivered order until its dispute deadline (the
 * table's guards, checked on the locked order: a second after it, 409 'The dispute window closed on
 * …'). The escrow stays held; auto-release stops because the order is no longer `payment_held`.
 * Opening it again answers the open dispute.
 */
export async function openDispute(
  deps: DisputeDeps,
  userId: number,
  input: { orderId: number; reason: DisputeReason; details: string },
): Promise<OrderRow> {
  const order = assertOrderSide(
    await findOrderRow(deps.db, input.orderId),
    userId,
    'customer',
    ONLY_CUSTOMER_DISPUTES,
  );
  const at = deps.now();
  const result = await takeTransition(deps.db, {
    orderId: order.id,
    transition: 'open_dispute',
    actor: { kind: 'customer', userId },
    at,
    changes: () => ({ disputeReason: input.reason, disputeDetails: input.details }),
    detail: { source: 'open-dispute', note: input.reason },
  });
  return result.order;
}

/**
 * POST /api/orders/:id/dispute/contest: the provider's statement; an operator then decides. Once: the
 * same statement again is a replay (answered as it is), another one 409 ALREADY_CONTESTED.
 */
export async function contestDispute(
  deps: DisputeDeps,
  userId: number,
  orderId: number,
  statement: string,
): Promise<OrderRow> {
  const result = await takeTransition(deps.db, {
    orderId,
    transition: 'contest_dispute',
    actor: { kind: 'provider', userId },
    at: deps.now(),
    changes: () => ({ disputeStatement: statement }),
    detail: { source: 'contest-dispute' },
  });
  // a replay takes nothing: the order had been contested already, with this statement or another
  if (!result.changed && result.order.disputeStatement !== statement) throw conflict(ALREADY_CONTESTED);
  return result.order;
}

/** The dispute was settled this way already (the order may have moved on since, e.g. paid out). */
const settledAs = (order: OrderRow, outcome: string) =>
  order.disputeDecidedAt !== null && order.disputeOutcome === outcome;

/**
 * Takes a transition that releases a disputed order, unless it was settled that way already (then a
 * retry: the payout is tried again), then pays the provider out.
 */
async function release(
  deps: DisputeDeps,
  input: Parameters<typeof takeTransition>[1],
  outcome: 'withdrawn' | 'release',
): Promise<OrderRow> {
  const current = await findOrderRow(deps.db, input.orderId);
  if (!current) throw notFound(ORDER_NOT_FOUND);
  if (!settledAs(current, outcome)) await takeTransition(deps.db, input);
  await deps.payOut(input.orderId);
  return (await findOrderRow(deps.db, input.orderId)) ?? current;
}

/** POST /api/orders/:id/dispute/withdraw: the customer withdraws; released as if confirmed, then paid out. */
export function withdrawDispute(deps: DisputeDeps, userId: number, orderId: number): Promise<OrderRow> {
  return release(
    deps,
    {
      orderId,
      transition: 'withdraw_dispute',
      actor: { kind: 'customer', userId },
      at: deps.now(),
      detail: { source: 'withdraw-dispute' },
    },
    'withdrawn',
  );
}

type RefundOutcome = 'accepted_refund' | 'refund';

/**
 * Claims the disputed order for a refund before the provider is asked for it (noted as its dispute
 * outcome), so that a withdrawal or a release decided meanwhile is refused rather than paying the
 * provider money that goes back to the card. A retry of the same outcome claims it again; an order
 * the same way refunded already is answered as it is (the transition then replays).
 */
async function claimRefund(
  deps: DisputeDeps,
  orderId: number,
  outcome: RefundOutcome,
  transition: OrderTransition,
): Promise<OrderRow> {
  const [claimed] = await deps.db
    .update(orders)
    .set({ disputeOutcome: outcome })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'in_dispute'),
        or(isNull(orders.disputeOutcome), eq(orders.disputeOutcome, outcome)),
      ),
    )
    .returning();
  if (claimed) return claimed;
  const order = await findOrderRow(deps.db, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.status === ORDER_PROCESS[transition].to && order.disputeOutcome === outcome) return order;
  if (order.status === 'in_dispute') throw conflict(REFUND_UNDER_WAY);
  throw refusal(transition, order.status);
}

/** Refunds the card at the provider (in full when `amountCents` is undefined), once per refund attempt. */
export async function refundAtProvider(
  { payments, log }: OrderDeps,
  order: OrderRow,
  amountCents: number | undefined,
): Promise<number> {
  const intentId = order.paymentIntentId;
  if (!intentId) throw refusal('accept_refund', order.status);
  const refund = await refusingAsDomain(
    callProvider(log, 'refund', () =>
      payments.refund(intentId, amountCents, refundKey(order.id, order.refundAttempt)),
    ),
  );
  return refund.amountCents;
}

/**
 * Whether the card may have been refunded, as far as the provider says: true unless it answers that
 * nothing more than the order records was refunded (unreachable: it may have been, the answer was lost).
 */
export async function refundMayHaveBeenMade({ payments, log }: OrderDeps, order: OrderRow): Promise<boolean> {
  const intentId = order.paymentIntentId;
  if (!intentId) return false;
  try {
    const intent = await callProvider(log, 'retrieveIntent', () => payments.retrieveIntent(intentId));
    return intent.amountRefundedCents > order.refundedCents;
  } catch {
    return true;
  }
}

/**
 * The refund of a claimed order at the provider. When the provider refuses it or cannot be reached and
 * no money moved, the claim is given back before the error is answered: the dispute is open again as
 * it was, and every party's actions work (the customer withdraws, the provider contests or accepts a
 * refund, an operator decides), rather than 'A refund of this order is under way' for ever; the refund
 * attempt is raised with it, so the next refund is not the refused one's key. When the refund may have
 * been made (its answer lost), the claim and the attempt stay: only the same refund may be retried, and
 * its idempotency key makes that retry the one refund.
 */
async function refundClaimed(
  deps: DisputeDeps,
  claimed: OrderRow,
  outcome: RefundOutcome,
  amountCents: number | undefined,
): Promise<number> {
  try {
    return await refundAtProvider(deps, claimed, amountCents);
  } catch (err) {
    if (!(await refundMayHaveBeenMade(deps, claimed))) {
      await deps.db
        .update(orders)
        .set({ disputeOutcome: null, refundAttempt: sql`${orders.refundAttempt} + 1` })
        .where(
          and(
            eq(orders.id, claimed.id),
            eq(orders.status, 'in_dispute'),
            eq(orders.disputeOutcome, outcome),
            eq(orders.refundAttempt, claimed.refundAttempt),
            isNull(orders.disputeDecidedAt),
          ),
        );
      deps.log.warn('refund failed at the payment provider; the dispute is open again', {
        orderId: claimed.id,
        outcome,
      });
    }
    throw err;
  }
}

/**
 * POST /api/orders/:id/dispute/accept-refund: the provider accepts the dispute; the card is refunded in
 * full at the provider first, then the order is refunded (the refund journal posts the total back).
 */
export async function acceptRefund(deps: DisputeDeps, userId: number, orderId: number): Promise<OrderRow> {
  const order = await claimRefund(deps, orderId, 'accepted_refund', 'accept_refund');
  if (order.status === 'in_dispute') await refundClaimed(deps, order, 'accepted_refund', undefined);
  const result = await takeTransition(deps.db, {
    orderId,
    transition: 'accept_refund',
    actor: { kind: 'provider', userId },
    at: deps.now(),
    detail: { source: 'accept-refund' },
  });
  return result.order;
}

/** Dollars of an operator's refund as cents: the whole total when absent, never more (400). */
export function refundCentsOf(refundAmount: number | undefined, totalCents: number): number {
  if (refundAmount === undefined) return totalCents;
  // contracts' moneyAmount refuses it first (400 with the same words); a direct caller is held to it too
  if (!isWholeCents(refundAmount) || refundAmount <= 0) throw invalid(REFUND_WHOLE_CENTS);
  const cents = toCents(refundAmount);
  if (cents > totalCents) throw invalid(refundTooLarge(totalCents));
  return cents;
}

export interface DisputeDecision {
  outcome: 'release' | 'refund';
  /** Dollars; absent: the whole total. */
  refundAmount?: number | undefined;
  note: string;
}

/**
 * POST /api/operator/disputes/:id/decide: an operator decides an open dispute (contested or not). The
 * note is kept on the order for both parties. Release: released and paid out. Refund (in full or in
 * part): the card is refunded at the provider first, then the order is refunded; what is not refunded
 * is released by the refund journal and paid out.
 */
export async function decideDispute(
  deps: DisputeDeps,
  operatorId: number,
  orderId: number,
  decision: DisputeDecision,
): Promise<OrderRow> {
  const current = await findOrderRow(deps.db, orderId);
  if (!current) throw notFound(ORDER_NOT_FOUND);
  // no judge in their own case: neither the customer's nor the provider's operator account decides
  if (isPartyOf(current, operatorId)) throw forbidden(OWN_DISPUTE);
  const actor: TransitionActor = { kind: 'operator', userId: operatorId };
  const decided = { disputeNote: decision.note, disputeDecidedBy: operatorId };
  const detail = { source: 'operator', note: decision.note };

  if (decision.outcome === 'release') {
    return release(
      deps,
      {
        orderId,
        transition: 'resolve_release',
        actor,
        at: deps.now(),
        changes: () => decided,
        detail,
      },
      'release',
    );
  }

  const amountCents = refundCentsOf(decision.refundAmount, current.totalAmountCents);
  const claimed = await claimRefund(deps, orderId, 'refund', 'resolve_refund');
  const refundedCents =
    claimed.status === 'in_dispute'
      ? await refundClaimed(deps, claimed, 'refund', amountCents)
      : claimed.refundedCents;
  const { order } = await takeTransition(deps.db, {
    orderId,
    transition: 'resolve_refund',
    actor,
    at: deps.now(),
    changes: () => ({ ...decided, refundedCents }),
    detail: { ...detail, refundedCents },
  });
  if (providerShareCents(order) > 0) await deps.payOut(order.id);
  return order;
}
