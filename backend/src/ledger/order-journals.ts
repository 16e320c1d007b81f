import { refundSplit, type LedgerPosting, type OrderStatus } from '@campus/contracts';
import type { OrderRow } from '../db/schema';
import { ACCOUNTS, customerCard, providerPaidOut, providerPayable } from './accounts';
import type { JournalInput } from './journal';

type OrderMoney = Pick<
  OrderRow,
  | 'id'
  | 'customerId'
  | 'providerId'
  | 'totalAmountCents'
  | 'priceCents'
  | 'platformFeeCents'
  | 'transactionFeeCents'
  | 'refundedCents'
>;

/**
 * The money a transition moves, as its process table declares it (`effects.ledger`), as a journal
 * (null when it moves none):
 * - hold: the card's authorisation of the total is held (card → authorisation_holds);
 * - capture: the held amount is captured into escrow (authorisation_holds → escrow);
 * - void_hold: an authorised order's hold is voided (back to the card); before authorisation nothing
 *   was held;
 * - release: the escrow is released (fees to the platform, the price payable to the provider);
 * - payout: the payable is paid out to the provider's payout account;
 * - refund: the escrow goes back to the card, in full or `refundedCents` of it (the rest released,
 *   see refundJournal).
 */
export function orderJournal(
  posting: LedgerPosting,
  from: OrderStatus,
  order: OrderMoney,
): JournalInput | null {
  const total = order.totalAmountCents;
  const card = customerCard(order.customerId);
  const journal = (kind: string, out: string, into: string): JournalInput => ({
    key: `order:${order.id}:${kind}`,
    orderId: order.id,
    kind,
    entries: [
      { account: out, amountCents: -total },
      { account: into, amountCents: total },
    ],
  });
  switch (posting) {
    case 'hold':
      return journal('authorise', card, ACCOUNTS.authorisationHolds);
    case 'capture':
      return journal('capture', ACCOUNTS.authorisationHolds, ACCOUNTS.escrow);
    case 'void_hold':
      return from === 'payment_processing' ? journal('void', ACCOUNTS.authorisationHolds, card) : null;
    case 'release':
      return releaseJournal(order);
    case 'payout':
      return payoutJournal(order);
    case 'refund':
      return refundJournal(order);
  }
}

type ReleasedOrder = OrderMoney;

/** Release: the escrowed total is split into the platform's fees and what the provider is owed. */
export function releaseJournal(order: ReleasedOrder): JournalInput {
  return {
    key: `order:${order.id}:release`,
    orderId: order.id,
    kind: 'release',
    entries: [
      { account: ACCOUNTS.escrow, amountCents: -order.totalAmountCents },
      { account: ACCOUNTS.platformRevenue, amountCents: order.platformFeeCents + order.transactionFeeCents },
      { account: providerPayable(order.providerId), amountCents: order.priceCents },
    ],
  };
}

/**
 * Refund of `refundedCents` (the whole total when it is the total) from escrow to the card. What is not
 * refunded is released: the platform keeps its fees out of it first, the provider is owed the rest
 * (contracts' refundSplit, the one rule the operator's decision dialog shows too).
 */
const refundSplitOf = (order: ReleasedOrder) =>
  refundSplit({
    totalCents: order.totalAmountCents,
    platformFeeCents: order.platformFeeCents,
    transactionFeeCents: order.transactionFeeCents,
    refundCents: order.refundedCents,
  });

/** What the provider is owed for the order once released: the price, less what a refund took. */
export function providerShareCents(order: ReleasedOrder): number {
  return order.refundedCents > 0 ? refundSplitOf(order).providerCents : order.priceCents;
}

export function refundJournal(order: ReleasedOrder): JournalInput {
  const { refundCents, feesCents, providerCents } = refundSplitOf(order);
  const entries = [
    { account: ACCOUNTS.escrow, amountCents: -order.totalAmountCents },
    { account: customerCard(order.customerId), amountCents: refundCents },
    { account: ACCOUNTS.platformRevenue, amountCents: feesCents },
    { account: providerPayable(order.providerId), amountCents: providerCents },
  ].filter((e) => e.amountCents !== 0);
  return { key: `order:${order.id}:refund`, orderId: order.id, kind: 'refund', entries };
}

/** Payout: what the provider is owed for the order is transferred to their payout account. */
export function payoutJournal(order: ReleasedOrder): JournalInput {
  return {
    key: `order:${order.id}:payout`,
    orderId: order.id,
    kind: 'payout',
    entries: [
      { account: providerPayable(order.providerId), amountCents: -providerShareCents(order) },
      { account: providerPaidOut(order.providerId), amountCents: providerShareCents(order) },
    ],
  };
}

/** The whole history of an order paid, held, released and paid out (the demo data's reviewed orders). */
export function releasedOrderJournals(order: ReleasedOrder): JournalInput[] {
  const steps = [
    orderJournal('hold', 'awaiting_payment', order),
    orderJournal('capture', 'payment_processing', order),
  ].filter((j): j is JournalInput => j !== null);
  return [...steps, releaseJournal(order), payoutJournal(order)];
}
