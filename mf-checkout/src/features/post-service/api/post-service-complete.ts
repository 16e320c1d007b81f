import { api as endpoints, type Order } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { useOrderMutation } from '../../../api/order-mutation';

/** POST /api/post-service-payment/complete: the card was charged; the order is marked complete. */
export function completePostServicePayment(orderId: number): Promise<Order> {
  return api.call(endpoints.postServicePaymentComplete, { body: { orderId } });
}

export const usePostServiceComplete = () =>
  useOrderMutation('post-service-complete', completePostServicePayment);
