import type { OrderRow } from '../db/schema';
import type { OrderDeps } from './deps';
import { refundHeldOrder } from './held-refunds';
import { takeTransition } from './process';

/**
 * POST /api/orders/:id/deliver: the provider marks the service delivered (the seller, the item handed
 * over). The escrow clock starts: the dispute window and the automatic release count from now, and the
 * delivery deadline is cancelled. Marking it again answers the order as it is.
 */
export async function deliverOrder(
  db: OrderDeps['db'],
  userId: number,
  orderId: number,
  now: Date,
): Promise<OrderRow> {
  const { order } = await takeTransition(db, {
    orderId,
    transition: 'deliver',
    actor: { kind: 'provider', userId },
    at: now,
    detail: { source: 'deliver' },
  });
  return order;
}

/** POST /api/orders/:id/decline: the provider declines before delivery; the customer is refunded in full. */
export function declineOrder(deps: OrderDeps, userId: number, orderId: number, now: Date): Promise<OrderRow> {
  return refundHeldOrder(deps, {
    orderId,
    transition: 'decline',
    actor: { kind: 'provider', userId },
    at: now,
    detail: { source: 'decline' },
  });
}

/**
 * The customer's cancel of a held order the provider has not delivered by the delivery deadline
 * (POST /api/orders/:id/cancel once captured): refunded in full.
 */
export function cancelUndelivered(
  deps: OrderDeps,
  userId: number,
  orderId: number,
  now: Date,
): Promise<OrderRow> {
  return refundHeldOrder(deps, {
    orderId,
    transition: 'cancel_undelivered',
    actor: { kind: 'customer', userId },
    at: now,
    detail: { source: 'cancel' },
  });
}
