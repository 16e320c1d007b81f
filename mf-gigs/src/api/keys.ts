import { queryKeys } from '@campus/contracts';
import type { GigListFilters } from './get-gigs';

/**
 * mf-gigs' query keys: the gigs are this remote's data. The keys other parts of the product share
 * (all, lists, detail) come from contracts' `queryKeys.gigs`; these are built on them.
 */
export const gigKeys = {
  ...queryKeys.gigs,
  /** The browse pages of one filter combination (an infinite query, apart from plain lists). */
  pages: (filters: GigListFilters) => [...queryKeys.gigs.lists, 'pages', filters] as const,
  reviews: (gigId: number) => [...queryKeys.gigs.all, 'reviews', gigId] as const,
};
