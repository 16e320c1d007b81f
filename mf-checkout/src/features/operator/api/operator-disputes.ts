import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, type OrderDetail } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { orderKeys } from '../../../api/order-keys';

/** GET /api/operator/disputes: the orders in dispute, each with both sides and its events. */
export function getOperatorDisputes(signal?: AbortSignal): Promise<OrderDetail[]> {
  return api.call(endpoints.operatorDisputes, { signal });
}

export const operatorDisputesQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.operatorDisputes,
    queryFn: ({ signal }) => getOperatorDisputes(signal),
  });

export function useOperatorDisputes(enabled: boolean) {
  return useQuery({ ...operatorDisputesQueryOptions(), enabled });
}
