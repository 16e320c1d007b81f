import { policy } from '../http/access';
import { forbidden, notFound } from '../domain-errors';
import type { DbOrTx } from '../db/types';
import { isOperator } from '../operator';
import type { OrderRow } from '../db/schema';
import { ORDER_NOT_FOUND } from './process';
import { findOrderRow } from './service';

export const ONLY_CUSTOMER_CANCELS = 'Only the customer can cancel this order';
export const ONLY_CUSTOMER_WITHDRAWS = 'Only the customer can withdraw the dispute';
export const ONLY_PROVIDER_ANSWERS = 'Only the provider can answer the dispute';
export const ONLY_PROVIDER_DELIVERS = 'Only the provider can mark this order delivered or decline it';

/** Whether the user is either party of the order (its customer or its provider). */
export const isPartyOf = (order: { customerId: number; providerId: number }, userId: number): boolean =>
  order.customerId === userId || order.providerId === userId;

export type OrderSide = 'customer' | 'provider' | 'either';

/**
 * The one rule of order authorization: an order exists only for its two parties (anyone else gets 404,
 * as for an order that does not exist); a call that is one side's alone refuses the other side with
 * 403 `denied`. Every order route and command goes through it (as a route policy, or on an order
 * already read).
 */
export function assertOrderSide<T extends Pick<OrderRow, 'customerId' | 'providerId'>>(
  order: T | undefined,
  userId: number,
  side: OrderSide,
  denied = ORDER_NOT_FOUND,
): T {
  if (!order || !isPartyOf(order, userId)) throw notFound(ORDER_NOT_FOUND);
  if (side !== 'either' && (side === 'customer' ? order.customerId : order.providerId) !== userId)
    throw forbidden(denied);
  return order;
}

/** A route policy of `/api/orders/:id` for one side of the order (or either party). */
const orderPolicy = (name: string, side: OrderSide, denied: string) =>
  policy<{ id: number }>({
    name,
    denied,
    allows: async ({ actor, params, db }) => {
      assertOrderSide(await findOrderRow(db, params.id), actor.userId, side, denied);
      return true;
    },
  });

/** Either party of the order. */
export const orderParty = orderPolicy('order party', 'either', ORDER_NOT_FOUND);
/** Cancelling: its customer's. */
export const orderCustomer = orderPolicy('order customer', 'customer', ONLY_CUSTOMER_CANCELS);
/** Marking delivered, declining: its provider's. */
export const orderProvider = orderPolicy('order provider', 'provider', ONLY_PROVIDER_DELIVERS);
/** Withdrawing a dispute: its customer's. */
export const disputeCustomer = orderPolicy('dispute customer', 'customer', ONLY_CUSTOMER_WITHDRAWS);
/** Contesting a dispute or accepting its refund: the provider's. */
export const disputeProvider = orderPolicy('dispute provider', 'provider', ONLY_PROVIDER_ANSWERS);

/** Whether the user may see the order as an operator: it was disputed and they are one (OPERATOR_EMAILS). */
export async function seesAsOperator(
  db: DbOrTx,
  order: Pick<OrderRow, 'disputeOpenedAt'>,
  userId: number,
  operatorEmails: readonly string[],
): Promise<boolean> {
  return order.disputeOpenedAt !== null && (await isOperator(db, userId, operatorEmails));
}

/**
 * GET /api/orders/:id: its two parties, and operators (OPERATOR_EMAILS) for an order that was disputed;
 * anyone else gets 404, as for an order that does not exist.
 */
export const orderViewer = (operatorEmails: readonly string[]) =>
  policy<{ id: number }>({
    name: 'order party or operator',
    denied: ORDER_NOT_FOUND,
    allows: async ({ actor, params, db }) => {
      const order = await findOrderRow(db, params.id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (isPartyOf(order, actor.userId)) return true;
      if (await seesAsOperator(db, order, actor.userId, operatorEmails)) return true;
      throw notFound(ORDER_NOT_FOUND);
    },
  });
