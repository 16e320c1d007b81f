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

/** Whether the user is either party of the order: the orders' rule, which the dispute desk applies too. */
export { isPartyOf } from '../orders';
