import { queryOptions } from '@tanstack/react-query';
import { api as endpoints, type MarketplaceItem } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { itemKeys } from './keys';

/** GET /api/marketplace/{id} */
export function getItem(id: number, signal?: AbortSignal): Promise<MarketplaceItem> {
  return api.call(endpoints.marketplaceItem, { params: { id }, signal });
}

export const itemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: itemKeys.item(id),
    queryFn: ({ signal }) => getItem(id, signal),
  });
