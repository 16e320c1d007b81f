import { api as endpoints, type Order } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** POST /api/orders/{id}/dispute/withdraw: the customer withdraws; released as if confirmed. */
export function withdrawDispute(orderId: number): Promise<Order> {
  return api.call(endpoints.withdrawDispute, { params: { id: orderId } });
}
