import { api as endpoints, type Order } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** POST /api/confirm-receipt: the customer received the service; the escrow is released. */
export function confirmReceipt(orderId: number): Promise<Order> {
  return api.call(endpoints.confirmReceipt, { body: { orderId } });
}
