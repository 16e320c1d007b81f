import { sql } from 'drizzle-orm';
import { ESCROW_STATUSES } from '@campus/contracts';
import { gigs, ledgerEntries, orders } from '../db/schema';
import { queryRows } from '../db/sql';
import type { DbOrTx } from '../db/types';
import { customerCard, providerPaidOut, providerPayable } from '../ledger/accounts';
import { RELEASED_STATUSES } from '../reviews';

/** A student's Dashboard figures, money in cents. */
export interface DashboardFigures {
  activeGigs: number;
  /** Their orders, on either side, whose money was released: "completed and paid" count as finished. */
  completedOrders: number;
  /** Everything credited to their payable account (releases, the released part of refunds, extra time). */
  earnedCents: number;
  /** What their card paid, net: charges less voids and refunds. */
  spentCents: number;
  /** The totals of their orders as provider whose money is in escrow. */
  inEscrowCents: number;
  payableCents: number;
  paidOutCents: number;
}

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** One query: the counts from gigs and orders, the money from the ledger. */
export async function dashboardOf(db: DbOrTx, userId: number): Promise<DashboardFigures> {
  const payable = providerPayable(userId);
  const paidOut = providerPaidOut(userId);
  const card = customerCard(userId);
  const [row] = await queryRows<Record<keyof DashboardFigures, string | number>>(
    db,
    sql`select
      (select count(*)::int from ${gigs} where provider_id = ${userId} and status = 'active') as "activeGigs",
      (select count(*)::int from ${orders}
        where (customer_id = ${userId} or provider_id = ${userId})
          and status in (${inList(RELEASED_STATUSES)})) as "completedOrders",
      (select coalesce(sum(total_amount_cents), 0)::bigint from ${orders}
        where provider_id = ${userId} and status in (${inList(ESCROW_STATUSES)})) as "inEscrowCents",
      coalesce(sum(amount_cents) filter (where account = ${payable} and amount_cents > 0), 0)::bigint
        as "earnedCents",
      coalesce(sum(amount_cents) filter (where account = ${payable}), 0)::bigint as "payableCents",
      coalesce(sum(amount_cents) filter (where account = ${paidOut}), 0)::bigint as "paidOutCents",
      (-coalesce(sum(amount_cents) filter (where account = ${card}), 0))::bigint as "spentCents"
    from ${ledgerEntries} where account in (${payable}, ${paidOut}, ${card})`,
  );
  if (!row) throw new Error('the dashboard query returned no row');
  // bigint sums arrive as strings
  return {
    activeGigs: Number(row.activeGigs),
    completedOrders: Number(row.completedOrders),
    earnedCents: Number(row.earnedCents),
    spentCents: Number(row.spentCents),
    inEscrowCents: Number(row.inEscrowCents),
    payableCents: Number(row.payableCents),
    paidOutCents: Number(row.paidOutCents),
  };
}
