import {
  gig as gigSchema,
  marketplaceItem,
  orderDetail,
  paymentCompleteReply,
  publicConfig,
  review,
  sandboxIntent,
  type Gig,
  type MarketplaceItem,
  type OrderDetail,
  type OrderEvent,
  type PaymentCompleteReply,
  type PublicConfig,
  type Review,
  type SandboxIntent,
} from '@campus/contracts';

/** A schema-valid gig, as GET /api/gigs/:id sends it. */
export function makeGig(overrides: Partial<Gig> = {}): Gig {
  return gigSchema.parse({
    id: 7,
    title: 'Calculus tutoring',
    description: 'Derivatives, integrals and exam practice.',
    price: 25,
    category: 'Tutoring',
    providerId: 2,
    location: 'Hayden Library',
    status: 'active',
    createdAt: '2025-04-28T12:00:00.000Z',
    tags: [],
    imageUrl: null,
    provider: {
      id: 2,
      firstName: 'Maya',
      lastName: 'Chen',
      university: 'Arizona State University',
      rating: 4.5,
      reviewCount: 3,
    },
    canEdit: false,
    canBook: true,
    ...overrides,
  });
}

/** A schema-valid marketplace item, as GET /api/marketplace/:id sends it: Maya Chen's, $40, available. */
export function makeItem(overrides: Partial<MarketplaceItem> = {}): MarketplaceItem {
  return marketplaceItem.parse({
    id: 12,
    title: 'Used TI-84 calculator',
    description: 'Works perfectly, new batteries.',
    price: 40,
    category: 'Electronics',
    sellerId: 2,
    condition: 'Good',
    location: 'Hayden Library',
    status: 'available',
    createdAt: '2025-04-28T12:00:00.000Z',
    images: [`/uploads/${'a'.repeat(64)}.webp`],
    seller: { id: 2, firstName: 'Maya', lastName: 'Chen', university: 'Arizona State University' },
    canEdit: false,
    ...overrides,
  });
}

/** A GET /api/config reply. */
export function makeConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return publicConfig.parse({
    googleClientId: null,
    googleScriptUrl: 'https://accounts.google.com/gsi/client',
    paymentProvider: 'sandbox',
    stripePublishableKey: null,
    ...overrides,
  });
}

export const CLIENT_SECRET = 'pi_sandbox_1_secret_abc';
export const INTENT_ID = 'pi_sandbox_1';

/** A sandbox intent as /api/sandbox/confirm and /api/sandbox/authenticate answer. */
export function makeIntent(
  status: SandboxIntent['status'],
  overrides: Partial<SandboxIntent> = {},
): SandboxIntent {
  return sandboxIntent.parse({
    id: INTENT_ID,
    status,
    amount: 2640,
    currency: 'usd',
    lastPaymentError: null,
    nextAction: status === 'requires_action' ? { type: 'sandbox_challenge' } : null,
    ...overrides,
  });
}

export const PROVIDER_CONTACT = { name: 'Maya Chen', email: 'maya.chen@asu.edu', phone: '(480) 555-0199' };
export const CUSTOMER_CONTACT = { name: 'Jordan Lee', email: 'jordan.lee@asu.edu', phone: null };

const DAYS = 24 * 60 * 60 * 1000;
/** A payment captured now: cancellable if not delivered in 14 days, refunded automatically in 21. */
export const CANCELLABLE_AT = new Date(Date.now() + 14 * DAYS).toISOString();
export const REFUND_AT = new Date(Date.now() + 21 * DAYS).toISOString();

/**
 * A POST /api/payment-complete reply, as the server gives it: no contacts while the payment is only
 * authorised (`capture_payment`), both parties' once it is captured into escrow.
 */
export function makeCompletion(
  nextStep: PaymentCompleteReply['nextStep'],
  overrides: Partial<PaymentCompleteReply> = {},
): PaymentCompleteReply {
  const captured = nextStep !== 'capture_payment';
  return paymentCompleteReply.parse({
    provider: captured ? PROVIDER_CONTACT : null,
    customer: captured ? CUSTOMER_CONTACT : null,
    orderId: 31,
    paymentIntentId: INTENT_ID,
    escrowEnabled: nextStep !== 'none',
    escrowInfo:
      nextStep === 'funds_held'
        ? {
            escrowReleaseDate: null,
            disputeDeadline: null,
            deliveryCancellableAt: CANCELLABLE_AT,
            deliveryRefundAt: REFUND_AT,
          }
        : null,
    nextStep,
    ...overrides,
  });
}

/** A reply the test releases by hand. */
export function deferred<T = { status?: number; body?: unknown }>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const HOUR = 60 * 60 * 1000;

/** An ISO date `ms` from now (negative: in the past). */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** An order event as the order page lists it. */
export function makeEvent(overrides: Partial<OrderEvent> = {}): OrderEvent {
  return {
    id: 1,
    transition: 'authorise',
    actorKind: 'customer',
    actorName: 'Jordan Lee',
    fromStatus: 'awaiting_payment',
    toStatus: 'payment_processing',
    createdAt: '2025-05-05T12:00:00.000Z',
    note: null,
    ...overrides,
  };
}

/**
 * A schema-valid GET /api/orders/:id reply: order 31, Jordan Lee (customer, user 1) booked Maya Chen's
 * (provider, user 2) calculus tutoring at $25/hr, captured into escrow an hour ago and delivered since
 * (the escrow clock runs: dispute deadline and release date set), seen by the customer.
 */
export function makeOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return orderDetail.parse({
    id: 31,
    gigId: 7,
    customerId: 1,
    providerId: 2,
    totalAmount: 26.4,
    platformFee: 1,
    status: 'payment_held',
    createdAt: '2025-05-05T11:55:00.000Z',
    completedAt: null,
    paymentIntentId: INTENT_ID,
    paymentCapturedAt: fromNow(-2 * HOUR),
    deliveredAt: fromNow(-HOUR),
    deliveryCancellableAt: null,
    deliveryRefundAt: null,
    escrowReleaseDate: fromNow(7 * 24 * HOUR - HOUR),
    disputeDeadline: fromNow(3 * 24 * HOUR - HOUR),
    disputeReason: null,
    disputeDetails: null,
    buyerConfirmedAt: null,
    fundsReleasedAt: null,
    refundedAt: null,
    isMarketplaceItem: false,
    marketplaceItemId: null,
    gigTitle: 'Calculus tutoring',
    itemTitle: null,
    process: 'gig-booking',
    price: 25,
    transactionFee: 0.4,
    authorisedAt: fromNow(-3 * HOUR),
    cancelledAt: null,
    cancelReason: null,
    viewerRole: 'customer',
    gig: { id: 7, title: 'Calculus tutoring', category: 'Tutoring' },
    customer: {
      id: 1,
      firstName: 'Jordan',
      lastName: 'Lee',
      university: 'Arizona State University',
      contact: null,
    },
    provider: {
      id: 2,
      firstName: 'Maya',
      lastName: 'Chen',
      university: 'Arizona State University',
      contact: { name: 'Maya Chen', email: 'maya.chen@asu.edu', phone: '(480) 555-0199' },
    },
    events: [
      makeEvent(),
      makeEvent({
        id: 2,
        transition: 'capture',
        fromStatus: 'payment_processing',
        toStatus: 'payment_held',
        createdAt: '2025-05-05T12:01:00.000Z',
      }),
    ],
    actions: [],
    dispute: null,
    extraTime: [],
    review: null,
    refundedAmount: 0,
    paidOutAt: null,
    conversationId: null,
    ...overrides,
  });
}

const DAY = 24 * HOUR;

/**
 * Order 31 held in escrow and not delivered yet (captured two hours ago): the delivery deadline runs
 * (cancellable in 14 days, refunded automatically in 21), the dispute window and the release do not.
 */
export function makeHeldOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return makeOrder({
    deliveredAt: null,
    escrowReleaseDate: null,
    disputeDeadline: null,
    deliveryCancellableAt: fromNow(14 * DAY - 2 * HOUR),
    deliveryRefundAt: fromNow(21 * DAY - 2 * HOUR),
    ...overrides,
  });
}

/** Order 31 as an item purchase: Jordan Lee bought Maya Chen's item 12 ('Used TI-84 calculator', $40). */
export function makeItemOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return makeHeldOrder({
    process: 'item-purchase',
    isMarketplaceItem: true,
    marketplaceItemId: 12,
    itemTitle: 'Used TI-84 calculator',
    gigId: null,
    gig: null,
    gigTitle: null,
    price: 40,
    platformFee: 1.6,
    totalAmount: 42,
    ...overrides,
  });
}

/** An `actions` entry: allowed, or refused with its reason. */
export const allowed = (action: string) => ({ action, allowed: true, reason: null });
export const refused = (action: string, reason: string) => ({ action, allowed: false, reason });

/** A review as the order page shows it. */
export function makeReview(overrides: Partial<Review> = {}): Review {
  return review.parse({
    id: 50,
    gigId: 7,
    orderId: 31,
    reviewerId: 1,
    providerId: 2,
    rating: 4,
    comment: 'Clear explanations, very patient.',
    createdAt: '2025-05-13T12:00:00.000Z',
    updatedAt: null,
    reply: null,
    repliedAt: null,
    reviewer: { firstName: 'Jordan', lastName: 'Lee' },
    ...overrides,
  });
}
