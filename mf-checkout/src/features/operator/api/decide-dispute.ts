import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api as endpoints, type OrderDetail } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { orderKeys } from '../../../api/order-keys';

export interface DisputeDecision {
  orderId: number;
  outcome: 'release' | 'refund';
  /** Dollars; absent: refunded in full. */
  refundAmount?: number;
  note: string;
}

/** POST /api/operator/disputes/{id}/decide: release to the provider, or refund the customer. */
export function decideDispute({ orderId, ...body }: DisputeDecision): Promise<OrderDetail> {
  return api.call(endpoints.decideDispute, { params: { id: orderId }, body });
}

/**
 * A decided dispute leaves the list at once (`onDecided` runs first: the form that decided it unmounts
 * with it), then every orders query is read again.
 */
export function useDecideDispute(onDecided: (decision: DisputeDecision) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'decide-dispute'],
    mutationFn: decideDispute,
    onSuccess: (_order, decision) => {
      onDecided(decision);
      queryClient.setQueryData<OrderDetail[]>(orderKeys.operatorDisputes, (list) =>
        list?.filter((o) => o.id !== decision.orderId),
      );
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
