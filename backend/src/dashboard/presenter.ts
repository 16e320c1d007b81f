import { toDollars, type Dashboard } from '@campus/contracts';
import type { DashboardFigures } from './service';

/** The figures in dollars, as the Dashboard tab shows them. */
export function presentDashboard(f: DashboardFigures): Dashboard {
  return {
    activeGigs: f.activeGigs,
    completedOrders: f.completedOrders,
    totalEarnings: toDollars(f.earnedCents),
    totalSpent: toDollars(f.spentCents),
    balances: {
      inEscrow: toDollars(f.inEscrowCents),
      payable: toDollars(f.payableCents),
      paidOut: toDollars(f.paidOutCents),
    },
  };
}
