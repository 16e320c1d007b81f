/** Every orders query starts with this key (Profile > My Orders, the order page, the operator's list). */
export const ORDERS_KEY = ['orders'] as const;

/** The order page's query: GET /api/orders/{id}. */
export const orderKey = (orderId: number) => [...ORDERS_KEY, 'detail', orderId] as const;
