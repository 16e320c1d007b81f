import { useQuery } from '@tanstack/react-query';
import { api as endpoints } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** GET /api/marketplace/{id}; ids that are not positive integers never reach the server. */
export function useItem(id: number | null) {
  return useQuery({
    queryKey: ['marketplace', 'item', id],
    queryFn: () => api.call(endpoints.marketplaceItem, { params: { id: id as number } }),
    enabled: id !== null,
  });
}

/** The route's item id as a positive integer, or null for anything else ('1e3', '0x10', ' 4', '1.5'). */
export function parseItemId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
