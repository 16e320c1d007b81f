import { LIMITS, PRODUCT_NAME, type CurrentUser, type Order, type OrderStatus } from '@campus/contracts';
import { boughtTitle } from '../my-orders/order-status';

/**
 * The statuses that read as 'Order completed': the customer confirmed receipt (or the escrow was
 * released automatically or by a dispute's outcome), the provider was paid out, or the extra time was
 * paid. A refunded order is not completed.
 */
export const COMPLETED_STATUSES: readonly OrderStatus[] = [
  'confirmed_completed',
  'funds_released',
  'completed',
];

export const ACTIVITY_TEXT = {
  received: 'You received a new order',
  placed: 'You placed an order',
  completed: 'Order completed',
  welcome: `Welcome to ${PRODUCT_NAME}!`,
  completeProfile: 'Complete your profile to attract more clients',
} as const;

export type ActivityKind = keyof typeof ACTIVITY_TEXT;

export interface ActivityItem {
  key: string;
  kind: ActivityKind;
  text: string;
  at: Date;
  /** The order it is about (its page is linked), null for the system entries. */
  orderId: number | null;
  /** What the order bought, for an order entry: the gig's title, or the marketplace item's. */
  title: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a completed order became complete: the first of its completion moments it records (receipt
 * confirmed, funds released, extra time paid); an order released without any of them (automatically
 * or by a dispute's outcome, not yet paid out) falls back to when it was placed.
 */
function completedAt(order: Order): Date {
  const moments = [order.buyerConfirmedAt, order.fundsReleasedAt, order.completedAt]
    .filter((iso): iso is string => iso !== null)
    .map((iso) => new Date(iso).getTime());
  return new Date(moments.length > 0 ? Math.min(...moments) : order.createdAt);
}

function orderActivity(order: Order): ActivityItem {
  const completed = COMPLETED_STATUSES.includes(order.status);
  const kind: ActivityKind = completed
    ? 'completed'
    : order.viewerRole === 'provider'
      ? 'received'
      : 'placed';
  return {
    key: `order-${order.id}`,
    kind,
    text: ACTIVITY_TEXT[kind],
    at: completed ? completedAt(order) : new Date(order.createdAt),
    orderId: order.id,
    title: boughtTitle(order),
  };
}

function systemActivity(kind: 'welcome' | 'completeProfile', at: Date): ActivityItem {
  return { key: kind, kind, text: ACTIVITY_TEXT[kind], at, orderId: null, title: null };
}

/**
 * The Dashboard's Recent Activity (spec section 4, 'Activity derivation'): one entry per order (as
 * provider 'You received a new order', as customer 'You placed an order', a completed one 'Order
 * completed'), plus the welcome (dated at sign-up) and 'Complete your profile to attract more clients'
 * (dated one day before `now`); newest first, at most LIMITS.recentActivity.
 */
export function deriveActivity(
  orders: readonly Order[],
  user: Pick<CurrentUser, 'createdAt'>,
  now: Date,
): ActivityItem[] {
  const items = [
    ...orders.map(orderActivity),
    systemActivity('welcome', new Date(user.createdAt)),
    systemActivity('completeProfile', new Date(now.getTime() - DAY_MS)),
  ];
  return items.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, LIMITS.recentActivity);
}
