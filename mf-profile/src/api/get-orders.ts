import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, type OrderListItem } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** Every orders query starts with this: a live `order` event marks them all stale. */
export const ORDERS_KEY = ['orders'] as const;

/**
 * GET /api/orders: the signed-in student's orders, bought and sold (`viewerRole` says which), each with
 * what was refunded and its extra time.
 */
export function getOrders(signal?: AbortSignal): Promise<OrderListItem[]> {
  return api.call(endpoints.orders, { signal });
}

/** Keyed by the student, so another student signing in on this tab never sees the previous list. */
export const ordersQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', userId],
    queryFn: ({ signal }) => getOrders(signal),
  });

/** Profile > My Orders. */
export function useOrders(userId: number) {
  return useQuery(ordersQueryOptions(userId));
}
