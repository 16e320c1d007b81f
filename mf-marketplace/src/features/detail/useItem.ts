import { useQuery } from '@tanstack/react-query';
import { api as endpoints } from '@campus/contracts';
import { api } from '@campus/shell/kit';

/** GET /api/marketplace/{id}; ids that are not positive integers never reach the server. */
export function useItem(id: number | null) {
  return useQuery({
    queryKey: ['marketplace', 'item', id],
    queryFn: () => api.call(endpoints.marketplaceItem, { params: { id: id as number } }),
    enabled: id !== null,
  });
}

export function parseItemId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
