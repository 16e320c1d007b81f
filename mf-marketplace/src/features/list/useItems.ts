import { useQuery } from '@tanstack/react-query';
import { api as endpoints } from '@campus/contracts';
import { api } from '@campus/shell/kit';

export const itemsKey = ['marketplace', 'items'] as const;

/** GET /api/marketplace: the items on sale. */
export function useItems() {
  return useQuery({ queryKey: itemsKey, queryFn: () => api.call(endpoints.marketplaceItems) });
}
