import { api as endpoints, type Order } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** POST /api/orders/{id}/decline: the provider (or seller) declines before delivery; refunded in full. */
export function declineOrder(orderId: number): Promise<Order> {
  return api.call(endpoints.declineOrder, { params: { id: orderId } });
}
