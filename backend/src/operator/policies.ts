import { policy } from '../http/access';
import { isOperator } from './operators';

export const OPERATORS_ONLY = 'Only operators can do that';

/** The operators' routes: refused (403) to every other signed-in user. */
export const operatorPolicy = (operatorEmails: readonly string[]) =>
  policy<unknown>({
    name: 'operator',
    denied: OPERATORS_ONLY,
    allows: ({ actor, db }) => isOperator(db, actor.userId, operatorEmails),
  });

/** Whether the user is either party of the order (its customer or its provider). */
export const isPartyOf = (order: { customerId: number; providerId: number }, userId: number): boolean =>
  order.customerId === userId || order.providerId === userId;
