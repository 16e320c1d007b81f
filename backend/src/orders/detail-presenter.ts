import {
  fullName,
  ORDER_ACTIONS,
  ORDER_TRANSITIONS,
  toDollars,
  type Dispute,
  type OrderAction,
  type OrderActionState,
  type OrderActor,
  type OrderDetail,
  type OrderEvent,
  type OrderStatus,
  type OrderTransitionRule,
} from '@campus/contracts';
import type { OrderRow } from '../db/schema';
import { presentReview, reviewRefusal, reviewRefusalError } from '../reviews';
import type { EventRow, OrderDetailSource, PartyRow } from './detail';
import { processOfOrder, ruleOf, transitionRefusal } from './process';
import { EXTRA_TIME_OPEN, EXTRA_TIME_STATUSES, NO_PAYMENT_DUE } from './extra-time';
import { presentOrderListItem } from './presenter';
import { showsContacts } from './service';

export type ViewerRole = 'customer' | 'provider' | 'operator';

export interface Viewer {
  userId: number;
  role: ViewerRole;
}

/** The viewer's side of the order: a party, else (the route let them in) an operator. */
export const viewerRoleOf = (
  order: Pick<OrderRow, 'customerId' | 'providerId'>,
  userId: number,
): ViewerRole =>
  order.customerId === userId ? 'customer' : order.providerId === userId ? 'provider' : 'operator';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The order page's button labels' verbs, for the refusals 'Only the customer can confirm receipt'. */
const VERBS: Record<OrderAction, string> = {
  authorise: 'pay for this order',
  capture: 'capture the payment',
  cancel: 'cancel this order',
  expire_authorisation: 'expire the authorisation',
  abandon_payment: 'abandon the payment',
  deliver: 'mark this order delivered',
  decline: 'decline this order',
  cancel_undelivered: 'cancel this order',
  expire_delivery: 'refund an undelivered order',
  confirm_receipt: 'confirm receipt',
  auto_release: 'release the payment',
  release_funds: 'pay out the funds',
  open_dispute: 'open a dispute',
  contest_dispute: 'contest the dispute',
  withdraw_dispute: 'withdraw the dispute',
  accept_refund: 'accept a refund',
  resolve_release: 'decide the dispute',
  resolve_refund: 'decide the dispute',
  complete_extra_time: 'pay for extra time',
  request_extra_time: 'request extra time',
  pay_extra_time: 'pay for extra time',
  review: 'review this order',
};

const ACTION_ACTORS: Record<(typeof ORDER_ACTIONS)[number], 'customer' | 'provider'> = {
  request_extra_time: 'provider',
  pay_extra_time: 'customer',
  review: 'customer',
};

const BEFORE_CAPTURE = ['pending', 'awaiting_payment', 'payment_processing'];

/** Why an order in this status is past the point where most actions apply, if it is. */
function endedReason(status: string): string | null {
  if (status === 'cancelled') return 'This order was cancelled';
  if (status === 'refunded') return 'This order was refunded';
  return null;
}

interface ActionContext {
  order: OrderRow;
  now: Date;
  openExtraTime: boolean;
  reviewed: boolean;
  viewerId: number;
}

/** Why an order not in a status a transition starts from cannot take it now (the page's words for it). */
function statusReason(action: OrderAction, { order }: ActionContext): string {
  const { status } = order;
  const ended = endedReason(status);
  if (ended) return ended;
  const beforeCapture = BEFORE_CAPTURE.includes(status);
  switch (action) {
    case 'authorise':
      return 'The payment is already authorised';
    case 'capture':
      return status === 'awaiting_payment'
        ? 'Available once the payment is authorised'
        : 'The payment is already captured';
    case 'cancel':
      return 'The payment was captured: the order can no longer be cancelled';
    case 'deliver':
    case 'decline':
    case 'cancel_undelivered':
      if (beforeCapture) return 'Available once the payment is captured';
      return 'The order is past delivery';
    case 'open_dispute':
      if (beforeCapture) return 'Available once the payment is captured';
      if (status === 'in_dispute') return 'A dispute is already open';
      return 'The payment was already released';
    case 'confirm_receipt':
      if (beforeCapture) return 'Available once the payment is captured';
      if (status === 'in_dispute') return 'Not while the order is in dispute';
      return 'The payment was already released';
    case 'contest_dispute':
    case 'withdraw_dispute':
    case 'accept_refund':
    case 'resolve_release':
    case 'resolve_refund':
      return 'Available while the order is in dispute';
    default:
      if (beforeCapture) return 'Available once the payment is captured';
      if (status === 'in_dispute') return 'Not while the order is in dispute';
      return 'Not available for this order now';
  }
}

/**
 * Why the viewer (who may take it) cannot take `action` now, or null when they can. Transitions are
 * the interpreter's decision (transitionRefusal: from-state and the table's guards, their reasons as
 * the refusal says them); a from-state refusal reads in the page's words.
 */
function refusalOf(action: OrderAction, ctx: ActionContext, role: OrderActor): string | null {
  const { order } = ctx;
  if (action === 'review') {
    const refused = reviewRefusal(ctx.viewerId, order, ctx.reviewed);
    return refused ? reviewRefusalError(refused).message : null;
  }
  if (action === 'request_extra_time' || action === 'pay_extra_time') {
    if (!(EXTRA_TIME_STATUSES as readonly string[]).includes(order.status))
      return order.status === 'completed' ? 'The extra time was already paid' : statusReason(action, ctx);
    if (action === 'request_extra_time') return ctx.openExtraTime ? EXTRA_TIME_OPEN : null;
    return ctx.openExtraTime ? null : NO_PAYMENT_DUE;
  }
  const refused = transitionRefusal(order, action, role, ctx.now);
  // extra time completes an order only by its payment (pay_extra_time)
  if (!refused) return action === 'complete_extra_time' && !ctx.openExtraTime ? NO_PAYMENT_DUE : null;
  const rule = ruleOf(order, action);
  return rule.from.includes(order.status as OrderStatus) ? refused.reason : statusReason(action, ctx);
}

/**
 * What the viewer may do now, each with why not: every transition of the order's own process their
 * role may take (in table order), then for the parties the order actions that are not transitions
 * (another role's refused 'Only the provider can request extra time'). Extra time and reviews are
 * gig bookings' only.
 */
export function presentActions(source: OrderDetailSource, viewer: Viewer, now: Date): OrderActionState[] {
  const { order } = source;
  const ctx: ActionContext = {
    order,
    now,
    openExtraTime: source.extraTime.some((x) => x.status === 'requested'),
    reviewed: source.review !== null,
    viewerId: viewer.userId,
  };
  const state = (action: OrderAction, actor: OrderActor | undefined): OrderActionState => {
    const reason =
      actor !== viewer.role ? `Only the ${actor} can ${VERBS[action]}` : refusalOf(action, ctx, actor);
    return { action, allowed: reason === null, reason };
  };
  const table = processOfOrder(order).transitions;
  const transitions = ORDER_TRANSITIONS.filter((t) => {
    const rule: OrderTransitionRule = table[t];
    return rule.from.length > 0 && rule.actors.includes(viewer.role);
  }).map((t) => state(t, viewer.role));
  if (viewer.role === 'operator') return transitions;
  if (order.processName !== 'gig-booking') return transitions;
  return [...transitions, ...ORDER_ACTIONS.map((a) => state(a, ACTION_ACTORS[a]))];
}

const OUTCOMES = ['release', 'refund', 'withdrawn', 'accepted_refund'] as const;
type Outcome = (typeof OUTCOMES)[number];
const isOutcome = (value: string | null): value is Outcome =>
  (OUTCOMES as readonly (string | null)[]).includes(value);

function presentDispute(order: OrderRow): Dispute | null {
  if (order.disputeOpenedAt === null && order.disputeReason === null) return null;
  const outcome = order.disputeOutcome;
  const decided = order.disputeDecidedAt !== null && isOutcome(outcome) ? outcome : null;
  return {
    reason: order.disputeReason ?? '',
    details: order.disputeDetails,
    openedAt: iso(order.disputeOpenedAt),
    contestedAt: iso(order.disputeContestedAt),
    providerStatement: order.disputeStatement,
    resolution:
      decided && order.disputeDecidedAt
        ? {
            outcome: decided,
            refundAmount:
              decided === 'refund' || decided === 'accepted_refund' ? toDollars(order.refundedCents) : null,
            note: order.disputeNote,
            decidedAt: order.disputeDecidedAt.toISOString(),
          }
        : null,
  };
}

function presentEvent({ event, actor }: EventRow): OrderEvent {
  const note = event.detail?.note;
  return {
    id: event.id,
    transition: event.transition,
    actorKind: event.actorKind as OrderActor,
    actorName: actor ? fullName(actor) || null : null,
    fromStatus: event.fromStatus as OrderEvent['fromStatus'],
    toStatus: event.toStatus as OrderEvent['toStatus'],
    createdAt: event.createdAt.toISOString(),
    note: typeof note === 'string' ? note : null,
  };
}

/**
 * A party as the viewer sees them. Contacts only once the payment is captured into escrow (and every
 * status after: docs/decisions/contacts-after-capture.md; never while only authorised, never
 * cancelled) and only to its two parties (each sees both); an operator sees names only.
 */
function presentParty(row: PartyRow | undefined, id: number, showContact: boolean): OrderDetail['customer'] {
  if (!row) return { id, firstName: null, lastName: null, university: null, contact: null };
  return {
    id,
    firstName: row.firstName,
    lastName: row.lastName,
    university: row.university,
    contact: showContact
      ? {
          name: fullName(row) || row.username,
          email: row.email,
          phone: row.phone?.trim() ? row.phone : null,
        }
      : null,
  };
}

/** GET /api/orders/:id: the order page for `viewer` (a party, or an operator for a disputed order). */
export function presentOrderDetail(source: OrderDetailSource, viewer: Viewer, now: Date): OrderDetail {
  const { order } = source;
  const showContact = viewer.role !== 'operator' && showsContacts(order.status);
  return {
    ...presentOrderListItem(
      order,
      { gigTitle: source.gig?.title ?? null, itemTitle: source.item?.title ?? null },
      viewer.userId,
      source.extraTime,
    ),
    viewerRole: viewer.role,
    gig: source.gig,
    customer: presentParty(source.customer, order.customerId, showContact),
    provider: presentParty(source.provider, order.providerId, showContact),
    events: source.events.map(presentEvent),
    actions: presentActions(source, viewer, now),
    dispute: presentDispute(order),
    review: source.review ? presentReview(source.review) : null,
    paidOutAt: iso(order.paidOutAt),
    conversationId: source.conversationId,
  };
}
