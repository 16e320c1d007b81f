import { api as endpoints, type Order } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { useOrderMutation } from '../../../api/order-mutation';

export interface ContestDisputeInput {
  orderId: number;
  statement: string;
}

/** POST /api/orders/{id}/dispute/contest: the provider's statement; an operator decides. */
export function contestDispute({ orderId, statement }: ContestDisputeInput): Promise<Order> {
  return api.call(endpoints.contestDispute, { params: { id: orderId }, body: { statement } });
}

export const useContestDispute = () => useOrderMutation('contest-dispute', contestDispute);
