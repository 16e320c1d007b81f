import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, type OrderListItem } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { profileKeys } from './keys';

/**
 * GET /api/orders: the signed-in student's orders, bought and sold (`viewerRole` says which), each with
 * what was refunded and its extra time.
 */
export function getOrders(signal?: AbortSignal): Promise<OrderListItem[]> {
  return api.call(endpoints.orders, { signal });
}

export const ordersQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: profileKeys.orders(userId),
    queryFn: ({ signal }) => getOrders(signal),
  });

/** Profile > My Orders. */
export function useOrders(userId: number) {
  return useQuery(ordersQueryOptions(userId));
}
