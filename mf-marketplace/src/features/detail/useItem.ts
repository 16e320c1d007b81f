import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, type MarketplaceItem } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** GET /api/marketplace/{id} */
export function getItem(id: number, signal?: AbortSignal): Promise<MarketplaceItem> {
  return api.call(endpoints.marketplaceItem, { params: { id }, signal });
}

export const itemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['marketplace', 'item', id],
    queryFn: ({ signal }) => getItem(id, signal),
  });

/** The item (with `canEdit` for its seller); ids that are not positive integers never reach the server. */
export function useItem(id: number | null) {
  return useQuery({ ...itemQueryOptions(id ?? 0), enabled: id !== null });
}
