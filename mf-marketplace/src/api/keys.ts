import { queryKeys } from '@campus/contracts';

/**
 * mf-marketplace's query keys: the items are this remote's data. The keys other parts of the product
 * share (all, lists, item) come from contracts' `queryKeys.marketplace`; these are built on them.
 */
export const itemKeys = {
  ...queryKeys.marketplace,
  /** The pages of one filter combination. */
  list: (filters: object) => [...queryKeys.marketplace.lists, filters] as const,
  categories: [...queryKeys.marketplace.all, 'categories'] as const,
  conditions: [...queryKeys.marketplace.all, 'conditions'] as const,
};
