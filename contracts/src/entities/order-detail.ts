import { lazySchema, z } from '../zod';
import { id, isoDate } from './common';
import { ORDER_ACTORS } from '../order-process';
import { contact, orderListItem, orderStatus } from './order';
import { review } from './review';
import { LIMITS } from '../constants';
import { freeText } from '../user-text';
import { moneyAmount } from '../money';

/** Why a customer disputes (the short list the dispute form offers). */
export const DISPUTE_REASONS = [
  'Service not delivered',
  'Service not as described',
  'Provider did not show up',
  'Poor quality',
  'Other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** A statement of a dispute (details, the provider's answer, the operator's note): multi-line free text. */
const statement = (label: string) =>
  freeText({
    label,
    max: LIMITS.statementMax,
    multiline: true,
    messages: { tooLong: `${label} is too long` },
  });

/** POST /api/open-dispute: reason from the list, details required. */
export const openDisputeBody = lazySchema(() =>
  z.object({
    orderId: id,
    reason: z.enum(DISPUTE_REASONS, { error: 'Please choose a reason' }),
    details: statement('Details'),
  }),
);
/** POST /api/orders/:id/dispute/contest: the provider's statement. */
export const contestDisputeBody = lazySchema(() => z.object({ statement: statement('Your statement') }));
/** POST /api/operator/disputes/:id/decide: release, or refund (refundAmount in dollars; absent: in full). */
export const disputeDecisionBody = lazySchema(() =>
  z.object({
    outcome: z.enum(['release', 'refund']),
    /** Dollars, a whole number of cents, more than $0 (the order's total at most: checked by the server). */
    refundAmount: z.optional(moneyAmount({ label: 'The refund' })),
    note: statement('A note for both parties'),
  }),
);

export const dispute = lazySchema(() =>
  z.object({
    reason: z.string(),
    details: z.nullable(z.string()),
    openedAt: z.nullable(isoDate),
    contestedAt: z.nullable(isoDate),
    providerStatement: z.nullable(z.string()),
    resolution: z.nullable(
      z.object({
        outcome: z.enum(['release', 'refund', 'withdrawn', 'accepted_refund']),
        /** Dollars refunded to the card (null when released). */
        refundAmount: z.nullable(z.number()),
        note: z.nullable(z.string()),
        decidedAt: isoDate,
      }),
    ),
  }),
);
export type Dispute = z.infer<typeof dispute>;

/** Extra hours the provider asks to be paid for after the session (post-service payment). */
export const EXTRA_TIME_LIMITS = { minHours: 0.5, maxHours: 12, stepHours: 0.5 } as const;
export const extraTimeRequestBody = lazySchema(() =>
  z.object({
    hours: z.number({ error: 'Hours are required' }).check(
      z.minimum(EXTRA_TIME_LIMITS.minHours, 'At least half an hour'),
      z.maximum(EXTRA_TIME_LIMITS.maxHours, 'At most 12 hours'),
      z.refine((h) => Number.isInteger(h / EXTRA_TIME_LIMITS.stepHours), 'Hours go in half-hour steps'),
    ),
  }),
);
/** POST /api/post-service-payment/complete: the card was confirmed; the order is marked complete. */
export const postServicePaymentComplete = lazySchema(() => z.object({ orderId: id }));

export const orderEvent = lazySchema(() =>
  z.object({
    id,
    transition: z.string(),
    actorKind: z.enum(ORDER_ACTORS),
    /** The user's full name (null for the system). */
    actorName: z.nullable(z.string()),
    fromStatus: orderStatus,
    toStatus: orderStatus,
    createdAt: isoDate,
    /** A note both parties see (an operator's decision, a dispute's reason). */
    note: z.nullable(z.string()),
  }),
);
export type OrderEvent = z.infer<typeof orderEvent>;

/** What the viewer may do now, each with why not when refused (the order page's buttons). */
export const orderActionState = lazySchema(() =>
  z.object({
    action: z.string(),
    allowed: z.boolean(),
    reason: z.nullable(z.string()),
  }),
);
export type OrderActionState = z.infer<typeof orderActionState>;

export const orderParty = lazySchema(() =>
  z.object({
    id,
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    university: z.nullable(z.string()),
    /** Only after a successful payment, and only to the other party. */
    contact: z.nullable(contact),
  }),
);

/** GET /api/orders/:id: the order page, for its two parties (and operators): My Orders' item and more. */
export const orderDetail = lazySchema(() =>
  z.extend(orderListItem, {
    /** An operator reading a disputed order they are no party of is neither side. */
    viewerRole: z.enum(['customer', 'provider', 'operator']),
    gig: z.nullable(z.object({ id, title: z.string(), category: z.string() })),
    customer: orderParty,
    provider: orderParty,
    events: z.array(orderEvent),
    actions: z.array(orderActionState),
    dispute: z.nullable(dispute),
    review: z.nullable(review),
    /** Set once the provider's share was transferred to their payout account. */
    paidOutAt: z.nullable(isoDate),
    /** The conversation of the two parties, when one exists ('Message {name}'). */
    conversationId: z.nullable(id),
  }),
);
export type OrderDetail = z.infer<typeof orderDetail>;
export const orderDetailList = lazySchema(() => z.array(orderDetail));

/** GET /api/dashboard: the Dashboard tab's four stat cards and the provider's balances (dollars, from the ledger). */
export const dashboard = lazySchema(() =>
  z.object({
    activeGigs: z.number(),
    completedOrders: z.number(),
    totalEarnings: z.number(),
    totalSpent: z.number(),
    balances: z.object({ inEscrow: z.number(), payable: z.number(), paidOut: z.number() }),
  }),
);
export type Dashboard = z.infer<typeof dashboard>;

/** POST /api/test/clock (NODE_ENV=test only): moves the server's clock forward. */
export const testClockBody = lazySchema(() =>
  z.object({
    advanceMs: z.number().check(z.int(), z.minimum(0), z.maximum(366 * 24 * 3600 * 1000)),
  }),
);
export const testClockReply = lazySchema(() => z.object({ now: isoDate }));
