import type { OrderStatus } from '@campus/contracts';

/** Paid and not finished: the card is authorised or the money is held in escrow. */
export function isInProgress(status: OrderStatus): boolean {
  return status === 'payment_processing' || status === 'payment_held';
}
