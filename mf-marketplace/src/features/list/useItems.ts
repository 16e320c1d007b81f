import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  api as endpoints,
  type ItemCategory,
  type ItemCondition,
  type MarketplaceItemPage,
} from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { itemKeys } from '../../api/keys';

/** The list's filters (spec section 3: category, condition, minPrice, maxPrice, search), kept in the address. */
export interface ItemListFilters {
  category?: ItemCategory;
  condition?: ItemCondition;
  minPrice?: number;
  maxPrice?: number;
  search?: string;
}

/**
 * GET /api/marketplace with the filters: one page (server's page size), from `cursor` or from the
 * start without one; the reply is parsed by contracts' marketplaceItemPage.
 */
export function getItems(
  filters: ItemListFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<MarketplaceItemPage> {
  const { category, condition, minPrice, maxPrice, search } = filters;
  return api.call(endpoints.marketplaceItems, {
    query: { category, condition, minPrice, maxPrice, search, cursor },
    signal,
  });
}

/** The pages of one filter combination, one after the other (pageParam = the previous page's nextCursor). */
export const itemsQueryOptions = (filters: ItemListFilters = {}) =>
  infiniteQueryOptions({
    queryKey: itemKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getItems(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The items on sale matching the filters, a page at a time ('Load more' fetches the next). */
export function useItems(filters: ItemListFilters = {}) {
  return useInfiniteQuery(itemsQueryOptions(filters));
}
