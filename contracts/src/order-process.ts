import type { OrderStatus } from './constants';

/**
 * The order process as data (in the spirit of Sharetribe's transaction processes): every transition an
 * order may take, the states it may start from, the state it ends in, who may take it, and whom it
 * notifies. The backend's one transition function (backend/src/orders/process.ts) checks this table;
 * the order page offers exactly the transitions it allows the viewer.
 *
 * Actors: the order's `customer` and `provider`, the `system` (the payment provider's webhooks, the
 * reconciliation job and timed jobs, recording what the provider reports or what a deadline decides)
 * and an `operator` (OPERATOR_EMAILS, deciding contested disputes).
 */
export const ORDER_ACTORS = ['customer', 'provider', 'system', 'operator'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export interface OrderTransitionRule {
  readonly from: readonly OrderStatus[];
  readonly to: OrderStatus;
  readonly actors: readonly OrderActor[];
  /** The parties told of it (a live event and a mail) once it is taken. */
  readonly notify: readonly ('customer' | 'provider')[];
}

export const ORDER_PROCESS = {
  /** The card is authorised for the total: the completion call (customer) or the provider's webhook. */
  authorise: {
    from: ['awaiting_payment'],
    to: 'payment_processing',
    actors: ['customer', 'system'],
    notify: ['provider'],
  },
  /** The authorised amount is captured into the platform's balance and held in escrow. */
  capture: {
    from: ['payment_processing'],
    to: 'payment_held',
    actors: ['customer', 'system'],
    notify: ['provider'],
  },
  /** The customer gives up before capture: the authorisation is voided. */
  cancel: {
    from: ['awaiting_payment', 'payment_processing'],
    to: 'cancelled',
    actors: ['customer'],
    notify: ['provider'],
  },
  /** Not captured within the authorisation margin: voided before the card network lets it lapse. */
  expire_authorisation: {
    from: ['payment_processing'],
    to: 'cancelled',
    actors: ['system'],
    notify: ['customer', 'provider'],
  },
  /** Left unpaid for ORDER_TIMINGS.paymentAbandonMs: the intent is cancelled. */
  abandon_payment: {
    from: ['awaiting_payment'],
    to: 'cancelled',
    actors: ['system'],
    notify: [],
  },
  /** The customer confirms the service was received: the escrow is released to the provider. */
  confirm_receipt: {
    from: ['payment_held'],
    to: 'confirmed_completed',
    actors: ['customer'],
    notify: ['provider'],
  },
  /** `escrowReleaseDate` passed without a dispute: released by the job runner. */
  auto_release: {
    from: ['payment_held'],
    to: 'confirmed_completed',
    actors: ['system'],
    notify: ['customer', 'provider'],
  },
  /** The provider's share reached their payout account (a transfer; waits while payouts are not set up). */
  release_funds: {
    from: ['confirmed_completed'],
    to: 'funds_released',
    actors: ['system'],
    notify: ['provider'],
  },
  /** The customer disputes before `disputeDeadline` (reason and details): auto-release stops. */
  open_dispute: {
    from: ['payment_held'],
    to: 'in_dispute',
    actors: ['customer'],
    notify: ['customer', 'provider'],
  },
  /** The provider contests the dispute with a statement: an operator decides. */
  contest_dispute: {
    from: ['in_dispute'],
    to: 'in_dispute',
    actors: ['provider'],
    notify: ['customer', 'provider'],
  },
  /** The customer withdraws the dispute: released as if confirmed. */
  withdraw_dispute: {
    from: ['in_dispute'],
    to: 'confirmed_completed',
    actors: ['customer'],
    notify: ['customer', 'provider'],
  },
  /** The provider accepts the dispute: the card is refunded in full. */
  accept_refund: {
    from: ['in_dispute'],
    to: 'refunded',
    actors: ['provider'],
    notify: ['customer', 'provider'],
  },
  /** An operator decides a contested dispute for the provider: released. */
  resolve_release: {
    from: ['in_dispute'],
    to: 'confirmed_completed',
    actors: ['operator'],
    notify: ['customer', 'provider'],
  },
  /** An operator decides for the customer: refunded in full or in part (the rest is released). */
  resolve_refund: {
    from: ['in_dispute'],
    to: 'refunded',
    actors: ['operator'],
    notify: ['customer', 'provider'],
  },
  /**
   * The customer paid the provider's extra-time request (captured at once, no escrow) on an order whose
   * escrow was already released: the order is complete. Paid while the escrow is still held, the
   * payment is recorded and the order goes on to confirmation or release as usual.
   */
  complete_extra_time: {
    from: ['confirmed_completed', 'funds_released'],
    to: 'completed',
    actors: ['customer', 'system'],
    notify: ['provider'],
  },
} as const satisfies Record<string, OrderTransitionRule>;

export type OrderTransition = keyof typeof ORDER_PROCESS;
export const ORDER_TRANSITIONS = Object.keys(ORDER_PROCESS) as OrderTransition[];

/** Whether `actor` may take `transition` from `status`. */
export function canTakeTransition(
  transition: OrderTransition,
  status: OrderStatus,
  actor: OrderActor,
): boolean {
  const rule: OrderTransitionRule = ORDER_PROCESS[transition];
  return rule.from.includes(status) && rule.actors.includes(actor);
}

/** The transitions `actor` may take from `status`, in table order. */
export function transitionsFor(status: OrderStatus, actor: OrderActor): OrderTransition[] {
  return ORDER_TRANSITIONS.filter((t) => canTakeTransition(t, status, actor));
}

/** The statuses whose money sits in escrow (captured, not yet released or refunded). */
export const ESCROW_STATUSES = ['payment_held', 'in_dispute'] as const satisfies readonly OrderStatus[];

/**
 * Order actions that are not status transitions: the provider asks for payment of extra hours, the
 * customer pays it (which then takes `complete_extra_time`), the customer reviews the provider.
 */
export const ORDER_ACTIONS = ['request_extra_time', 'pay_extra_time', 'review'] as const;
export type OrderAction = OrderTransition | (typeof ORDER_ACTIONS)[number];

/** The statuses in which the provider may ask for, and the customer pay, extra time: held or released. */
export const EXTRA_TIME_ORDER_STATUSES = [
  'payment_held',
  'confirmed_completed',
  'funds_released',
] as const satisfies readonly OrderStatus[];

/** Timed transitions' delays (the authorisation margin is configurable on the server: AUTHORISATION_MARGIN_HOURS). */
export const ORDER_TIMINGS = {
  /** An order still `awaiting_payment` this long after it was created is abandoned. */
  paymentAbandonMs: 60 * 60 * 1000,
  /** Default authorisation margin: card networks hold an authorisation 7 days, Visa online about 4 d 18 h. */
  authorisationMarginMs: 4 * 24 * 60 * 60 * 1000,
} as const;
