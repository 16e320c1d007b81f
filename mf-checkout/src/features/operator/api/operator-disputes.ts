import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, type OrderDetail } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { ORDERS_KEY } from '../../../api/order-keys';

/** GET /api/operator/disputes: the orders in dispute, each with both sides and its events. */
export function getOperatorDisputes(signal?: AbortSignal): Promise<OrderDetail[]> {
  return api.call(endpoints.operatorDisputes, { signal });
}

/** Under the orders key: an order's write (here or elsewhere) marks the list stale too. */
export const OPERATOR_DISPUTES_KEY = [...ORDERS_KEY, 'operator-disputes'] as const;

export const operatorDisputesQueryOptions = () =>
  queryOptions({
    queryKey: OPERATOR_DISPUTES_KEY,
    queryFn: ({ signal }) => getOperatorDisputes(signal),
  });

export function useOperatorDisputes(enabled: boolean) {
  return useQuery({ ...operatorDisputesQueryOptions(), enabled });
}
