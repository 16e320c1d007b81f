import { api as endpoints, type ExtraTime } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { useOrderMutation } from '../../../api/order-mutation';

export interface ExtraTimeInput {
  orderId: number;
  hours: number;
}

/** POST /api/orders/{id}/extra-time: the provider asks to be paid for extra hours. */
export function requestExtraTime({ orderId, hours }: ExtraTimeInput): Promise<ExtraTime> {
  return api.call(endpoints.requestExtraTime, { params: { id: orderId }, body: { hours } });
}

export const useRequestExtraTime = () => useOrderMutation('extra-time', requestExtraTime);
