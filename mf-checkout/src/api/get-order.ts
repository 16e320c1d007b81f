import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, type OrderDetail } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { orderKeys } from './order-keys';

/** GET /api/orders/{id}: the order page (its two parties only; anyone else gets a 404). */
export function getOrder(orderId: number, signal?: AbortSignal): Promise<OrderDetail> {
  return api.call(endpoints.order, { params: { id: orderId }, signal });
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export function useOrder(orderId: number) {
  return useQuery(orderQueryOptions(orderId));
}
