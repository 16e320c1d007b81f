import { LIMITS, queryKeys } from '@campus/contracts';

/**
 * mf-profile's query keys. Its lists of gigs and orders are views of other remotes' data: they sit
 * under those data sets' shared keys (contracts' `queryKeys`), so the owner's refresh reaches them.
 */
export const profileKeys = {
  myGigs: (providerId: number) => [...queryKeys.gigs.lists, 'provider', providerId] as const,
  recentGigs: [...queryKeys.gigs.lists, { limit: LIMITS.recentGigs }, 'recent'] as const,
  /** Keyed by the student, so another student signing in on this tab never sees the previous list. */
  orders: (userId: number) => [...queryKeys.orders.all, 'list', userId] as const,
  dashboard: (userId: number) => [...queryKeys.orders.all, 'dashboard', userId] as const,
  payoutStatus: (userId: number) => ['payouts', 'status', userId] as const,
};
