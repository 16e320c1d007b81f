import { queryKeys } from '@campus/contracts';

/**
 * mf-checkout's order keys: the orders are this remote's data. Every orders query starts with `all`
 * (Profile > My Orders too, through contracts' `queryKeys.orders`), so refreshing it reaches them all.
 */
export const orderKeys = {
  ...queryKeys.orders,
  /** The operator's list of disputed orders: under `all`, so an order's write marks it stale too. */
  operatorDisputes: [...queryKeys.orders.all, 'operator-disputes'] as const,
};
