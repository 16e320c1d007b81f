import { formatUsd, refundSplit, toCents, toDollars, type OrderDetail } from '@campus/contracts';
import { amountTooHigh, OPERATOR_TEXT as T } from '../texts';

export type Outcome = 'release' | 'refund';
export type RefundKind = 'full' | 'partial';

export interface DecisionDraft {
  outcome: Outcome;
  refundKind: RefundKind;
  /** The partial refund as typed (dollars). */
  amount: string;
  note: string;
}

export interface DecisionErrors {
  amount: string | null;
  note: string | null;
}

/** What is wrong with the draft, field by field (a partial refund is more than $0 and at most the total). */
export function decisionErrors(draft: DecisionDraft, total: number): DecisionErrors {
  let amount: string | null = null;
  if (draft.outcome === 'refund' && draft.refundKind === 'partial') {
    const text = draft.amount.trim();
    if (text === '' || text === '.') amount = T.amountMissing;
    else if (!/^\d*(\.\d{0,2})?$/.test(text)) amount = T.amountDecimals;
    else if (toCents(Number(text)) <= 0) amount = T.amountZero;
    else if (toCents(Number(text)) > toCents(total)) amount = amountTooHigh(formatUsd(total));
  }
  return { amount, note: draft.note.trim() ? null : T.noteMissing };
}

/** The refund in dollars the decision sends: absent for a release or a full refund. */
export function refundAmountOf(draft: DecisionDraft): number | undefined {
  if (draft.outcome !== 'refund' || draft.refundKind === 'full') return undefined;
  return Number(draft.amount.trim());
}

/** Where the order's money goes on a decision, in dollars: what the card gets back, the provider, the platform. */
export interface DecisionSplit {
  refund: number;
  provider: number;
  fees: number;
}

/**
 * The money a decision really moves, by contracts' refundSplit (the one rule the ledger books it with):
 * the refund goes back to the card, the platform keeps the order's fees out of what is not refunded, the
 * provider receives the rest. A release refunds nothing: the provider receives the price.
 */
export function decisionSplit(
  order: Pick<OrderDetail, 'totalAmount' | 'platformFee' | 'transactionFee'>,
  refundDollars: number,
): DecisionSplit {
  const split = refundSplit({
    totalCents: toCents(order.totalAmount),
    platformFeeCents: toCents(order.platformFee),
    transactionFeeCents: toCents(order.transactionFee),
    refundCents: toCents(refundDollars),
  });
  return {
    refund: toDollars(split.refundCents),
    provider: toDollars(split.providerCents),
    fees: toDollars(split.feesCents),
  };
}
