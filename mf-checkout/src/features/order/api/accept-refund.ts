import { api as endpoints, type Order } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** POST /api/orders/{id}/dispute/accept-refund: the provider accepts the dispute; refunded in full. */
export function acceptRefund(orderId: number): Promise<Order> {
  return api.call(endpoints.acceptRefund, { params: { id: orderId } });
}
