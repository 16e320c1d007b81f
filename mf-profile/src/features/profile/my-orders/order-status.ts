import type { Order, OrderStatus } from '@campus/contracts';

/** Paid and not finished: the card is authorised or the money is held in escrow. */
export function isInProgress(status: OrderStatus): boolean {
  return status === 'payment_processing' || status === 'payment_held';
}

/** Why an order was cancelled, in words for the viewer; null for a reason this build does not know. */
export function cancelReasonText(order: Pick<Order, 'cancelReason' | 'viewerRole'>): string | null {
  switch (order.cancelReason) {
    case 'customer':
      return order.viewerRole === 'customer' ? 'Cancelled by you' : 'Cancelled by the customer';
    case 'authorisation_expired':
      return 'Authorization expired';
    case 'payment_abandoned':
      return 'Payment not completed';
    default:
      return null;
  }
}
