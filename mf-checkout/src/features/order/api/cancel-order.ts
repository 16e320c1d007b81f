import { api as endpoints, type Order } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/**
 * POST /api/orders/{id}/cancel: the customer gives up before capture (the authorisation is voided), or
 * once the delivery deadline passed without delivery (refunded in full).
 */
export function cancelOrder(orderId: number): Promise<Order> {
  return api.call(endpoints.cancelOrder, { params: { id: orderId } });
}
