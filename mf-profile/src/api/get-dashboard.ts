import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, type Dashboard } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { profileKeys } from './keys';

/** GET /api/dashboard: the four stats and the provider's balances (dollars, from the ledger). */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.call(endpoints.dashboard, { signal });
}

/** Under the orders key: the stats and balances move with the orders, so a live order event refreshes them. */
export const dashboardQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: profileKeys.dashboard(userId),
    queryFn: ({ signal }) => getDashboard(signal),
  });

/** Profile > Dashboard: the stats row and the balances card. */
export function useDashboard(userId: number) {
  return useQuery(dashboardQueryOptions(userId));
}
