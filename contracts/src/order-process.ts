import {
  DELIVERY_CANCEL_AFTER_DAYS,
  DELIVERY_REFUND_AFTER_DAYS,
  DISPUTE_WINDOW_DAYS,
  ESCROW_RELEASE_DAYS,
  type ItemStatus,
  type OrderStatus,
} from './constants';
import { formatLongDate } from './format';

/**
 * The order processes as data, in the spirit of Sharetribe's transaction processes (process.edn):
 * every transition an order may take, the states it starts from and ends in, who may take it, the
 * guards that must hold (each with the reason the order page shows when one does not), its effects (the
 * columns it stamps, the timers it starts and cancels, its payment call, its ledger posting, the item's
 * status) and whom it notifies with which words. The backend's interpreter (backend/src/orders/
 * process.ts) runs any transition from this table; the order page offers exactly what it would allow.
 *
 * Actors: the order's `customer` (the buyer) and `provider` (the gig's provider, or the item's seller),
 * the `system` (the payment provider's webhooks, the reconciliation job and timers) and an `operator`
 * (OPERATOR_EMAILS, deciding contested disputes).
 *
 * Processes are versioned: an order keeps the version it started with (`orders.process_version`); a
 * new version applies to new orders only.
 */
export const ORDER_ACTORS = ['customer', 'provider', 'system', 'operator'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];
export type OrderParty = 'customer' | 'provider';

/** What an order buys: a gig booking, or a marketplace item. */
export const ORDER_PROCESS_NAMES = ['gig-booking', 'item-purchase'] as const;
export type OrderProcessName = (typeof ORDER_PROCESS_NAMES)[number];

/** What a guard reads of an order (the backend's row has these columns). */
export interface OrderFacts {
  status: OrderStatus;
  cancelReason: string | null;
  deliveredAt: Date | null;
  disputeDeadline: Date | null;
  escrowReleaseDate: Date | null;
  deliveryCancellableAt: Date | null;
  deliveryRefundAt: Date | null;
  disputeContestedAt: Date | null;
  disputeOutcome: string | null;
}

export const ALREADY_CONTESTED = 'You have already contested this dispute';
export const REFUND_UNDER_WAY = 'A refund of this order is under way';

/**
 * A refund was claimed and is being made: a disputed order's outcome (accepted, or an operator's
 * refund), or a held order's refund reason (declined, not delivered): the order is settled that way.
 */
const refundUnderWay = (o: OrderFacts) =>
  (o.status === 'in_dispute' && o.disputeOutcome !== null) ||
  (o.status === 'payment_held' && o.cancelReason !== null);
const reached = (at: Date | null, now: Date) => at !== null && now.getTime() >= at.getTime();

/**
 * The guards a transition may declare: `holds` on the locked order at `now`, else `reason` (the
 * refusal's message, and the order page's explanation of a disabled action).
 */
export const ORDER_GUARDS = {
  not_delivered: {
    holds: (o: OrderFacts) => o.deliveredAt === null,
    reason: (o: OrderFacts) =>
      o.deliveredAt ? `The service was marked delivered on ${formatLongDate(o.deliveredAt)}` : '',
  },
  delivered: {
    holds: (o: OrderFacts) => o.deliveredAt !== null,
    reason: () => 'Available once the provider marks the service delivered',
  },
  /** Until `disputeDeadline`, that instant included. */
  dispute_window_open: {
    holds: (o: OrderFacts, now: Date) =>
      o.disputeDeadline !== null && now.getTime() <= o.disputeDeadline.getTime(),
    reason: (o: OrderFacts) =>
      o.disputeDeadline
        ? `The dispute window closed on ${formatLongDate(o.disputeDeadline)}`
        : 'Available once the provider marks the service delivered',
  },
  release_due: {
    holds: (o: OrderFacts, now: Date) => reached(o.escrowReleaseDate, now),
    reason: (o: OrderFacts) =>
      o.escrowReleaseDate
        ? `Released automatically on ${formatLongDate(o.escrowReleaseDate)}`
        : 'Released automatically once the service is delivered and the escrow period ends',
  },
  delivery_overdue: {
    holds: (o: OrderFacts, now: Date) => reached(o.deliveryCancellableAt, now),
    reason: (o: OrderFacts) =>
      o.deliveryCancellableAt
        ? `If the service is not delivered, you can cancel for a full refund from ${formatLongDate(o.deliveryCancellableAt)}`
        : 'Available once the payment is held in escrow',
  },
  delivery_refund_due: {
    holds: (o: OrderFacts, now: Date) => reached(o.deliveryRefundAt, now),
    reason: (o: OrderFacts) =>
      o.deliveryRefundAt
        ? `Refunded automatically on ${formatLongDate(o.deliveryRefundAt)} if not delivered`
        : 'Available once the payment is held in escrow',
  },
  not_contested: {
    holds: (o: OrderFacts) => o.disputeContestedAt === null,
    reason: () => ALREADY_CONTESTED,
  },
  no_refund_under_way: {
    holds: (o: OrderFacts) => !refundUnderWay(o),
    reason: () => REFUND_UNDER_WAY,
  },
  /** A held order's refund: only the one claimed (its transition's cancel reason) may be retried. */
  no_other_refund_than_own: {
    holds: (o: OrderFacts, _now: Date, rule: OrderTransitionRule) =>
      !refundUnderWay(o) || (o.status === 'payment_held' && o.cancelReason === rule.effects?.cancelReason),
    reason: () => REFUND_UNDER_WAY,
  },
  /** Only the refund the provider accepted may be retried. */
  no_other_refund_than_accepted: {
    holds: (o: OrderFacts) => !refundUnderWay(o) || o.disputeOutcome === 'accepted_refund',
    reason: () => REFUND_UNDER_WAY,
  },
  /** Only the refund an operator decided may be retried. */
  no_other_refund_than_decided: {
    holds: (o: OrderFacts) => !refundUnderWay(o) || o.disputeOutcome === 'refund',
    reason: () => REFUND_UNDER_WAY,
  },
} as const;
export type OrderGuard = keyof typeof ORDER_GUARDS;

/** Order columns a transition stamps with its time. */
export type OrderStampColumn =
  | 'authorisedAt'
  | 'paymentCapturedAt'
  | 'deliveredAt'
  | 'cancelledAt'
  | 'buyerConfirmedAt'
  | 'fundsReleasedAt'
  | 'paidOutAt'
  | 'disputeOpenedAt'
  | 'disputeContestedAt'
  | 'disputeDecidedAt'
  | 'refundedAt'
  | 'completedAt';

/** A timer is a date column: set when it starts, cleared when it is cancelled; its transition fires at it. */
export type OrderTimerColumn =
  'disputeDeadline' | 'escrowReleaseDate' | 'deliveryCancellableAt' | 'deliveryRefundAt';

/**
 * The money a transition moves (backend/src/ledger/order-journals.ts posts it):
 * hold (card → authorisation holds), capture (holds → escrow), void_hold (holds → card, when held),
 * release (escrow → fees and the provider's payable),
 * payout (payable → paid out), refund (escrow → card, the rest released).
 */
export type LedgerPosting = 'hold' | 'capture' | 'void_hold' | 'release' | 'payout' | 'refund';

/**
 * The payment provider call of a transition, made by its command before it is recorded, with the
 * order's idempotency key (a retry is the same call): authorise and capture the intent, void it, refund
 * it (in full, or the amount an operator decided), transfer the provider's share.
 */
export type PaymentCall = 'authorise' | 'capture' | 'void' | 'refund' | 'transfer';

export interface TransitionEffects {
  readonly stamp?: readonly OrderStampColumn[];
  /** Timers started: the column is set to the transition's time plus so many days. */
  readonly startTimers?: Partial<Readonly<Record<OrderTimerColumn, number>>>;
  /** Timers cancelled: the columns are cleared. */
  readonly cancelTimers?: readonly OrderTimerColumn[];
  readonly payment?: PaymentCall;
  readonly ledger?: LedgerPosting;
  /** The marketplace item's status once taken (item purchases). */
  readonly item?: ItemStatus;
  /**
   * `orders.cancel_reason` set (cancelling and refunding transitions; a refund of a held order claims
   * the order with it before the payment call), or cleared (null).
   */
  readonly cancelReason?: string | null;
  /** Refunds the whole total (`refunded_cents` = total). */
  readonly refundInFull?: boolean;
  /** The customer's note from checkout is sent, once, as their first message to the provider. */
  readonly sendsBookingNote?: boolean;
  /** How a dispute ended (`orders.dispute_outcome`). */
  readonly disputeOutcome?: 'withdrawn' | 'accepted_refund' | 'release' | 'refund';
}

/**
 * Who is told of a transition, in-app and by mail, and with which words: `{title}` is what was bought
 * (the gig's or item's title), `{order}` the order's number.
 */
export type TransitionNotices = Partial<Readonly<Record<OrderParty, string>>>;

export interface OrderTransitionRule {
  readonly from: readonly OrderStatus[];
  readonly to: OrderStatus;
  readonly actors: readonly OrderActor[];
  readonly guards?: readonly OrderGuard[];
  readonly effects?: TransitionEffects;
  readonly notify: TransitionNotices;
}

/** A transition fired by a timer: due when its column's instant has come (and its guards hold). */
export interface OrderTimer {
  readonly transition: string;
  readonly at: OrderTimerColumn;
}

/** What every refund of a held, undelivered order does: the delivery deadline ends, the total goes back to the card. */
const HELD_FULL_REFUND = {
  cancelTimers: ['deliveryCancellableAt', 'deliveryRefundAt'],
  payment: 'refund',
  ledger: 'refund',
  refundInFull: true,
} as const satisfies TransitionEffects;

/** The gig booking process's transitions, version 2 (the escrow clock starts at delivery). */
const GIG_BOOKING_V2 = {
  /** The card is authorised for the total: the completion call (customer) or the provider's webhook. */
  authorise: {
    from: ['awaiting_payment'],
    to: 'payment_processing',
    actors: ['customer', 'system'],
    // a cancel the customer asked for whose void failed lapses once the card is authorised (or captured)
    effects: {
      stamp: ['authorisedAt'],
      payment: 'authorise',
      ledger: 'hold',
      cancelReason: null,
      sendsBookingNote: true,
    },
    notify: {
      customer: 'Receipt: your card was authorised for order #{order} ({title})',
      provider: 'New order #{order} for {title}: the payment is authorised',
    },
  },
  /**
   * The authorised amount is captured and held in escrow. The delivery deadline starts: cancellable by
   * the customer after DELIVERY_CANCEL_AFTER_DAYS, refunded automatically after DELIVERY_REFUND_AFTER_DAYS.
   */
  capture: {
    from: ['payment_processing'],
    to: 'payment_held',
    actors: ['customer', 'system'],
    effects: {
      stamp: ['paymentCapturedAt'],
      startTimers: {
        deliveryCancellableAt: DELIVERY_CANCEL_AFTER_DAYS,
        deliveryRefundAt: DELIVERY_REFUND_AFTER_DAYS,
      },
      payment: 'capture',
      ledger: 'capture',
      cancelReason: null,
    },
    notify: {
      customer: 'Receipt: your payment for order #{order} ({title}) is held in escrow',
      provider: 'Payment for order #{order} ({title}) is held in escrow',
    },
  },
  /** The customer gives up before capture: the authorisation is voided. */
  cancel: {
    from: ['awaiting_payment', 'payment_processing'],
    to: 'cancelled',
    actors: ['customer'],
    effects: { stamp: ['cancelledAt'], payment: 'void', ledger: 'void_hold', cancelReason: 'customer' },
    notify: { provider: 'Order #{order} ({title}) was cancelled before payment' },
  },
  /** Not captured within the authorisation margin: voided before the card network lets it lapse. */
  expire_authorisation: {
    from: ['payment_processing'],
    to: 'cancelled',
    actors: ['system'],
    effects: {
      stamp: ['cancelledAt'],
      payment: 'void',
      ledger: 'void_hold',
      cancelReason: 'authorisation_expired',
    },
    notify: {
      customer: 'Order #{order} ({title}) was cancelled: nothing was charged',
      provider: 'Order #{order} ({title}) was cancelled: the payment was not captured',
    },
  },
  /** Left unpaid for ORDER_TIMINGS.paymentAbandonMs: the intent is cancelled. */
  abandon_payment: {
    from: ['awaiting_payment'],
    to: 'cancelled',
    actors: ['system'],
    effects: { stamp: ['cancelledAt'], payment: 'void', cancelReason: 'payment_abandoned' },
    notify: {},
  },
  /**
   * The provider marks the service delivered: the escrow clock starts (dispute window and auto-release
   * from now) and the delivery deadline is cancelled.
   */
  deliver: {
    from: ['payment_held'],
    to: 'payment_held',
    actors: ['provider'],
    guards: ['not_delivered', 'no_refund_under_way'],
    effects: {
      stamp: ['deliveredAt'],
      startTimers: { disputeDeadline: DISPUTE_WINDOW_DAYS, escrowReleaseDate: ESCROW_RELEASE_DAYS },
      cancelTimers: ['deliveryCancellableAt', 'deliveryRefundAt'],
    },
    notify: { customer: 'Order #{order} ({title}) was marked delivered: confirm or dispute it' },
  },
  /** The provider declines before delivery: the customer is refunded in full. */
  decline: {
    from: ['payment_held'],
    to: 'refunded',
    actors: ['provider'],
    guards: ['not_delivered', 'no_other_refund_than_own'],
    effects: {
      stamp: ['refundedAt'],
      ...HELD_FULL_REFUND,
      cancelReason: 'provider_declined',
    },
    notify: { customer: 'Order #{order} ({title}) was declined: you are refunded in full' },
  },
  /** Not delivered by the delivery deadline: the customer cancels for a full refund. */
  cancel_undelivered: {
    from: ['payment_held'],
    to: 'refunded',
    actors: ['customer'],
    guards: ['not_delivered', 'delivery_overdue', 'no_other_refund_than_own'],
    effects: {
      stamp: ['cancelledAt', 'refundedAt'],
      ...HELD_FULL_REFUND,
      cancelReason: 'not_delivered',
    },
    notify: { provider: 'Order #{order} ({title}) was cancelled: not delivered in time, refunded' },
  },
  /** Still not delivered DELIVERY_REFUND_AFTER_DAYS after capture: refunded automatically. */
  expire_delivery: {
    from: ['payment_held'],
    to: 'refunded',
    actors: ['system'],
    guards: ['not_delivered', 'delivery_refund_due', 'no_other_refund_than_own'],
    effects: {
      stamp: ['cancelledAt', 'refundedAt'],
      ...HELD_FULL_REFUND,
      cancelReason: 'delivery_expired',
    },
    notify: {
      customer: 'Order #{order} ({title}) was not delivered in time: you are refunded in full',
      provider: 'Order #{order} ({title}) was not delivered in time: the customer was refunded',
    },
  },
  /** The customer confirms the service was received (before or after delivery): the escrow is released. */
  confirm_receipt: {
    from: ['payment_held'],
    to: 'confirmed_completed',
    actors: ['customer'],
    guards: ['no_refund_under_way'],
    effects: {
      stamp: ['buyerConfirmedAt'],
      cancelTimers: ['deliveryCancellableAt', 'deliveryRefundAt'],
      ledger: 'release',
    },
    notify: { provider: '{title}: order #{order} was confirmed, the payment is released to you' },
  },
  /** ESCROW_RELEASE_DAYS after delivery, without confirmation or dispute: released by the timer. */
  auto_release: {
    from: ['payment_held'],
    to: 'confirmed_completed',
    actors: ['system'],
    guards: ['delivered', 'release_due', 'no_refund_under_way'],
    effects: { ledger: 'release' },
    notify: {
      customer: 'Order #{order} ({title}) was released from escrow to the provider',
      provider: 'Order #{order} ({title}) was released from escrow to you',
    },
  },
  /** The provider's share reached their payout account (a transfer; waits while payouts are not set up). */
  release_funds: {
    from: ['confirmed_completed'],
    to: 'funds_released',
    actors: ['system'],
    effects: { stamp: ['fundsReleasedAt', 'paidOutAt'], payment: 'transfer', ledger: 'payout' },
    notify: { provider: 'Payout sent for order #{order} ({title})' },
  },
  /** The customer disputes within DISPUTE_WINDOW_DAYS of delivery: auto-release stops. */
  open_dispute: {
    from: ['payment_held'],
    to: 'in_dispute',
    actors: ['customer'],
    guards: ['delivered', 'dispute_window_open', 'no_refund_under_way'],
    effects: { stamp: ['disputeOpenedAt'] },
    notify: {
      customer: 'Your dispute on order #{order} ({title}) is open',
      provider: 'A dispute was opened on order #{order} ({title})',
    },
  },
  /** The provider contests the dispute with a statement: an operator decides. */
  contest_dispute: {
    from: ['in_dispute'],
    to: 'in_dispute',
    actors: ['provider'],
    guards: ['no_refund_under_way', 'not_contested'],
    effects: { stamp: ['disputeContestedAt'] },
    notify: {
      customer: 'The provider contested your dispute on order #{order} ({title})',
      provider: 'You contested the dispute on order #{order} ({title})',
    },
  },
  /** The customer withdraws the dispute: released as if confirmed. */
  withdraw_dispute: {
    from: ['in_dispute'],
    to: 'confirmed_completed',
    actors: ['customer'],
    guards: ['no_refund_under_way'],
    effects: { stamp: ['disputeDecidedAt'], ledger: 'release', disputeOutcome: 'withdrawn' },
    notify: {
      customer: 'You withdrew your dispute on order #{order} ({title})',
      provider: 'The dispute on order #{order} ({title}) was withdrawn',
    },
  },
  /** The provider accepts the dispute: the card is refunded in full. */
  accept_refund: {
    from: ['in_dispute'],
    to: 'refunded',
    actors: ['provider'],
    guards: ['no_other_refund_than_accepted'],
    effects: {
      stamp: ['disputeDecidedAt', 'refundedAt'],
      payment: 'refund',
      ledger: 'refund',
      refundInFull: true,
      disputeOutcome: 'accepted_refund',
    },
    notify: {
      customer: 'Order #{order} ({title}) was refunded',
      provider: 'You refunded order #{order} ({title})',
    },
  },
  /** An operator decides a contested dispute for the provider: released. */
  resolve_release: {
    from: ['in_dispute'],
    to: 'confirmed_completed',
    actors: ['operator'],
    guards: ['no_refund_under_way'],
    effects: { stamp: ['disputeDecidedAt'], ledger: 'release', disputeOutcome: 'release' },
    notify: {
      customer: 'The dispute on order #{order} ({title}) was decided: released to the provider',
      provider: 'The dispute on order #{order} ({title}) was decided: released to you',
    },
  },
  /** An operator decides for the customer: refunded in full or in part (the rest is released). */
  resolve_refund: {
    from: ['in_dispute'],
    to: 'refunded',
    actors: ['operator'],
    guards: ['no_other_refund_than_decided'],
    effects: {
      stamp: ['disputeDecidedAt', 'refundedAt'],
      payment: 'refund',
      ledger: 'refund',
      disputeOutcome: 'refund',
    },
    notify: {
      customer: 'The dispute on order #{order} ({title}) was decided: refund',
      provider: 'The dispute on order #{order} ({title}) was decided: refund to the customer',
    },
  },
  /**
   * The customer paid the provider's extra-time request (captured at once, no escrow) on an order whose
   * escrow was already released: the order is complete. Paid while the escrow is still held, the
   * payment is recorded and the order goes on to confirmation or release as usual (no transition).
   */
  complete_extra_time: {
    from: ['confirmed_completed', 'funds_released'],
    to: 'completed',
    actors: ['customer', 'system'],
    // its payment is journalled apart (extra_time_requests): the escrow was released already
    effects: { stamp: ['completedAt'] },
    notify: { provider: 'Extra time paid for order #{order} ({title})' },
  },
} as const satisfies Record<string, OrderTransitionRule>;

export type OrderTransition = keyof typeof GIG_BOOKING_V2;
export type OrderProcessTable = Readonly<Record<OrderTransition, OrderTransitionRule>>;

/** Version 1 (before issue 20): capture started the escrow clock; no delivery, no decline. */
const GIG_BOOKING_V1: OrderProcessTable = {
  ...GIG_BOOKING_V2,
  capture: {
    ...GIG_BOOKING_V2.capture,
    effects: {
      ...GIG_BOOKING_V2.capture.effects,
      startTimers: { disputeDeadline: DISPUTE_WINDOW_DAYS, escrowReleaseDate: ESCROW_RELEASE_DAYS },
    },
  },
  deliver: { ...GIG_BOOKING_V2.deliver, from: [] },
  decline: { ...GIG_BOOKING_V2.decline, from: [] },
  cancel_undelivered: { ...GIG_BOOKING_V2.cancel_undelivered, from: [] },
  expire_delivery: { ...GIG_BOOKING_V2.expire_delivery, from: [] },
  auto_release: { ...GIG_BOOKING_V2.auto_release, guards: ['release_due', 'no_refund_under_way'] },
  open_dispute: { ...GIG_BOOKING_V2.open_dispute, guards: ['dispute_window_open', 'no_refund_under_way'] },
};

/** Puts the item's status in the effects of the transitions that settle an item purchase. */
const withItem = (rule: OrderTransitionRule, item: ItemStatus): OrderTransitionRule => ({
  ...rule,
  effects: { ...rule.effects, item },
});
const itemWords = (rule: OrderTransitionRule, notify: TransitionNotices): OrderTransitionRule => ({
  ...rule,
  notify,
});

/**
 * Buying a marketplace item with escrow, version 1: the gig booking's process with the item's status as
 * an effect (held `pending` from the booking, `sold` once released, `available` again when the order
 * ends otherwise), the seller's handover as `deliver`, and no extra time.
 */
const ITEM_PURCHASE_V1: OrderProcessTable = {
  ...GIG_BOOKING_V2,
  cancel: withItem(GIG_BOOKING_V2.cancel, 'available'),
  expire_authorisation: withItem(GIG_BOOKING_V2.expire_authorisation, 'available'),
  abandon_payment: withItem(GIG_BOOKING_V2.abandon_payment, 'available'),
  deliver: itemWords(GIG_BOOKING_V2.deliver, {
    customer: 'Order #{order} ({title}) was marked handed over: confirm or dispute it',
  }),
  decline: withItem(
    itemWords(GIG_BOOKING_V2.decline, {
      customer: 'The seller declined order #{order} ({title}): you are refunded in full',
    }),
    'available',
  ),
  cancel_undelivered: withItem(GIG_BOOKING_V2.cancel_undelivered, 'available'),
  expire_delivery: withItem(GIG_BOOKING_V2.expire_delivery, 'available'),
  confirm_receipt: withItem(GIG_BOOKING_V2.confirm_receipt, 'sold'),
  auto_release: withItem(
    itemWords(GIG_BOOKING_V2.auto_release, {
      customer: 'Order #{order} ({title}) was released from escrow to the seller',
      provider: 'Order #{order} ({title}) was released from escrow to you',
    }),
    'sold',
  ),
  contest_dispute: itemWords(GIG_BOOKING_V2.contest_dispute, {
    customer: 'The seller contested your dispute on order #{order} ({title})',
    provider: 'You contested the dispute on order #{order} ({title})',
  }),
  withdraw_dispute: withItem(GIG_BOOKING_V2.withdraw_dispute, 'sold'),
  resolve_release: withItem(
    itemWords(GIG_BOOKING_V2.resolve_release, {
      customer: 'The dispute on order #{order} ({title}) was decided: released to the seller',
      provider: 'The dispute on order #{order} ({title}) was decided: released to you',
    }),
    'sold',
  ),
  accept_refund: withItem(GIG_BOOKING_V2.accept_refund, 'available'),
  resolve_refund: withItem(GIG_BOOKING_V2.resolve_refund, 'available'),
  complete_extra_time: { ...GIG_BOOKING_V2.complete_extra_time, from: [] },
};

export interface OrderProcessVersion {
  readonly name: OrderProcessName;
  readonly version: number;
  readonly transitions: OrderProcessTable;
  readonly timers: readonly OrderTimer[];
}

/** The timed transitions (the authorisation margin and payment abandonment are the payment jobs'). */
const AUTO_RELEASE: OrderTimer = { transition: 'auto_release', at: 'escrowReleaseDate' };
const TIMERS: readonly OrderTimer[] = [
  AUTO_RELEASE,
  { transition: 'expire_delivery', at: 'deliveryRefundAt' },
];

/** Every version of every process; the last of each is the one new orders start with. */
export const ORDER_PROCESSES: Readonly<Record<OrderProcessName, readonly OrderProcessVersion[]>> = {
  'gig-booking': [
    { name: 'gig-booking', version: 1, transitions: GIG_BOOKING_V1, timers: [AUTO_RELEASE] },
    { name: 'gig-booking', version: 2, transitions: GIG_BOOKING_V2, timers: TIMERS },
  ],
  'item-purchase': [{ name: 'item-purchase', version: 1, transitions: ITEM_PURCHASE_V1, timers: TIMERS }],
};

/** The version new orders of `name` start with. */
export function latestProcess(name: OrderProcessName): OrderProcessVersion {
  const versions = ORDER_PROCESSES[name];
  const last = versions[versions.length - 1];
  if (!last) throw new Error(`No version of the ${name} process`);
  return last;
}

/** The process version an order follows; unknown ones are an error, not a silent fallback. */
export function processOf(name: string, version: number): OrderProcessVersion {
  const found = (ORDER_PROCESSES as Record<string, readonly OrderProcessVersion[] | undefined>)[name]?.find(
    (p) => p.version === version,
  );
  if (!found) throw new Error(`Unknown order process ${name} v${version}`);
  return found;
}

/** The gig booking process new orders follow (its transitions' table). */
export const ORDER_PROCESS = GIG_BOOKING_V2;
export const ORDER_TRANSITIONS = Object.keys(ORDER_PROCESS) as OrderTransition[];

/** Whether `actor` may take `transition` from `status` (guards aside), in `table` (default: the latest gig booking). */
export function canTakeTransition(
  transition: OrderTransition,
  status: OrderStatus,
  actor: OrderActor,
  table: OrderProcessTable = ORDER_PROCESS,
): boolean {
  const rule = table[transition];
  return rule.from.includes(status) && rule.actors.includes(actor);
}

/** The transitions `actor` may take from `status`, in table order (guards aside). */
export function transitionsFor(
  status: OrderStatus,
  actor: OrderActor,
  table: OrderProcessTable = ORDER_PROCESS,
): OrderTransition[] {
  return ORDER_TRANSITIONS.filter((t) => canTakeTransition(t, status, actor, table));
}

/** The first guard of `rule` that does not hold for the order at `now`, with its reason; null if all hold. */
export function guardRefusal(rule: OrderTransitionRule, order: OrderFacts, now: Date): string | null {
  for (const name of rule.guards ?? []) {
    const guard = ORDER_GUARDS[name];
    if (!guard.holds(order, now, rule)) return guard.reason(order);
  }
  return null;
}

/** A transition's notice for one party: `{title}` and `{order}` filled in. */
export function noticeText(template: string, title: string, orderId: number): string {
  return template.replaceAll('{title}', title).replaceAll('{order}', String(orderId));
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
