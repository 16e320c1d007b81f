import { api as endpoints, type DisputeReason, type Order } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { useOrderMutation } from '../../../api/order-mutation';

export interface OpenDisputeInput {
  orderId: number;
  reason: DisputeReason;
  details: string;
}

/** POST /api/open-dispute: the customer disputes before the deadline; auto-release stops. */
export function openDispute(body: OpenDisputeInput): Promise<Order> {
  return api.call(endpoints.openDispute, { body });
}

export const useOpenDispute = () => useOrderMutation('open-dispute', openDispute);
