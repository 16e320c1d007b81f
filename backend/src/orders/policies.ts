import { policy } from '../http/access';
import { notFound } from '../http/errors';
import { isOperator } from '../operator/operators';
import { ORDER_NOT_FOUND } from './process';
import { findOrderRow } from './service';

export const ONLY_CUSTOMER_CANCELS = 'Only the customer can cancel this order';
export const ONLY_CUSTOMER_WITHDRAWS = 'Only the customer can withdraw the dispute';
export const ONLY_PROVIDER_ANSWERS = 'Only the provider can answer the dispute';

/** Whether the user is either party of the order (its customer or its provider). */
export const isPartyOf = (order: { customerId: number; providerId: number }, userId: number): boolean =>
  order.customerId === userId || order.providerId === userId;

/**
 * Route guards of `/api/orders/:id`: an order exists only for its two parties (anyone else gets 404,
 * as for an order that does not exist); some calls are its customer's alone (its provider gets 403).
 */
export const orderParty = policy<{ id: number }>({
  name: 'order party',
  denied: ORDER_NOT_FOUND,
  allows: async ({ actor, params, db }) => {
    const order = await findOrderRow(db, params.id);
    if (!order || !isPartyOf(order, actor.userId)) throw notFound(ORDER_NOT_FOUND);
    return true;
  },
});

export const orderCustomer = policy<{ id: number }>({
  name: 'order customer',
  denied: ONLY_CUSTOMER_CANCELS,
  allows: async ({ actor, params, db }) => {
    const order = await findOrderRow(db, params.id);
    if (!order || !isPartyOf(order, actor.userId)) throw notFound(ORDER_NOT_FOUND);
    return order.customerId === actor.userId;
  },
});

/** One side of the order (the other side gets 403 `denied`, anyone else 404). */
const orderSide = (side: 'customer' | 'provider', name: string, denied: string) =>
  policy<{ id: number }>({
    name,
    denied,
    allows: async ({ actor, params, db }) => {
      const order = await findOrderRow(db, params.id);
      if (!order || !isPartyOf(order, actor.userId)) throw notFound(ORDER_NOT_FOUND);
      return (side === 'customer' ? order.customerId : order.providerId) === actor.userId;
    },
  });

/** Withdrawing a dispute: its customer's. */
export const disputeCustomer = orderSide('customer', 'dispute customer', ONLY_CUSTOMER_WITHDRAWS);
/** Contesting a dispute or accepting its refund: the provider's. */
export const disputeProvider = orderSide('provider', 'dispute provider', ONLY_PROVIDER_ANSWERS);

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
      if (order.disputeOpenedAt !== null && (await isOperator(db, actor.userId, operatorEmails))) return true;
      throw notFound(ORDER_NOT_FOUND);
    },
  });
