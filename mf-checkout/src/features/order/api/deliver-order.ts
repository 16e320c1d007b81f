import { api as endpoints, type Order } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/**
 * POST /api/orders/{id}/deliver: the provider marks the service delivered (the seller, the item handed
 * over); the dispute window and the automatic release start counting.
 */
export function deliverOrder(orderId: number): Promise<Order> {
  return api.call(endpoints.deliverOrder, { params: { id: orderId } });
}
