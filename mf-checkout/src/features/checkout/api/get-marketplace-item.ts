import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, queryKeys, type MarketplaceItem } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** GET /api/marketplace/{id}: the item to buy (with `canEdit` for its seller). */
export function getMarketplaceItem(id: number, signal?: AbortSignal): Promise<MarketplaceItem> {
  return api.call(endpoints.marketplaceItem, { params: { id }, signal });
}

/** mf-marketplace's key of the item (contracts' queryKeys): a student coming from the item finds it already loaded. */
export const marketplaceItemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.marketplace.item(id),
    queryFn: ({ signal }) => getMarketplaceItem(id, signal),
  });

export function useMarketplaceItem(id: number) {
  return useQuery(marketplaceItemQueryOptions(id));
}
