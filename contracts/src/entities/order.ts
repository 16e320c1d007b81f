import { lazySchema, z } from '../zod';
import { id, isoDate } from './common';
import { LIMITS, ORDER_STATUSES } from '../constants';
import { ORDER_PROCESS_NAMES } from '../order-process';
import { freeText } from '../user-text';

export const orderStatus = lazySchema(() => z.enum(ORDER_STATUSES));

export const order = lazySchema(() =>
  z.object({
    id,
    gigId: z.nullable(id),
    customerId: id,
    providerId: id,
    /** Dollars. */
    totalAmount: z.number(),
    platformFee: z.number(),
    status: orderStatus,
    createdAt: isoDate,
    completedAt: z.nullable(isoDate),
    paymentIntentId: z.nullable(z.string()),
    paymentCapturedAt: z.nullable(isoDate),
    escrowReleaseDate: z.nullable(isoDate),
    disputeDeadline: z.nullable(isoDate),
    disputeReason: z.nullable(z.string()),
    disputeDetails: z.nullable(z.string()),
    buyerConfirmedAt: z.nullable(isoDate),
    fundsReleasedAt: z.nullable(isoDate),
    refundedAt: z.nullable(isoDate),
    isMarketplaceItem: z.boolean(),
    marketplaceItemId: z.nullable(id),
    gigTitle: z.nullable(z.string()),
    /** The marketplace item's title (item purchases; null for a gig booking). */
    itemTitle: z.nullable(z.string()),
    /** What is bought, and so which process the order follows. */
    process: z.enum(ORDER_PROCESS_NAMES),
    /** When the provider (or seller) marked the service delivered (the item handed over): the escrow clock starts. */
    deliveredAt: z.nullable(isoDate),
    /** Not delivered by then, the customer may cancel for a full refund (capture + DELIVERY_CANCEL_AFTER_DAYS). */
    deliveryCancellableAt: z.nullable(isoDate),
    /** Not delivered by then, it is refunded automatically (capture + DELIVERY_REFUND_AFTER_DAYS). */
    deliveryRefundAt: z.nullable(isoDate),
    /** The gig's hourly price as charged, in dollars (kept even if the gig changes later). */
    price: z.number(),
    transactionFee: z.number(),
    authorisedAt: z.nullable(isoDate),
    cancelledAt: z.nullable(isoDate),
    /**
     * 'customer', 'authorisation_expired', 'payment_abandoned', 'gig_unavailable', 'provider_declined',
     * 'not_delivered' or 'delivery_expired' (cancelReasonText words it).
     */
    cancelReason: z.nullable(z.string()),
    /** Dollars refunded to the card so far (0 unless refunded; less than the total for a partial refund). */
    refundedAmount: z.number(),
    /** Which side of the order the signed-in viewer is on. */
    viewerRole: z.enum(['customer', 'provider']),
  }),
);
export type Order = z.infer<typeof order>;

/** Extra hours the provider asked to be paid for after the session (post-service payment). */
export const extraTime = lazySchema(() =>
  z.object({
    id,
    orderId: id,
    hours: z.number(),
    /** Dollars: hours × the order's hourly price, then the one fee rule. */
    price: z.number(),
    platformFee: z.number(),
    transactionFee: z.number(),
    amount: z.number(),
    status: z.enum(['requested', 'paid']),
    requestedAt: isoDate,
    paidAt: z.nullable(isoDate),
  }),
);
export type ExtraTime = z.infer<typeof extraTime>;

/** An order in GET /api/orders (My Orders): the order and its extra time, requested or paid, oldest first. */
export const orderListItem = lazySchema(() => z.extend(order, { extraTime: z.array(extraTime) }));
export type OrderListItem = z.infer<typeof orderListItem>;
export const orderList = lazySchema(() => z.array(orderListItem));

export const contact = lazySchema(() =>
  z.object({ name: z.string(), email: z.string(), phone: z.nullable(z.string()) }),
);

/** The customer's optional note to the provider: sent as the first message of the pair's conversation. */
export const bookingNote = lazySchema(() =>
  z.optional(freeText({ label: 'Your note', max: LIMITS.bookingNoteMax, multiline: true, required: false })),
);
/**
 * POST /api/create-payment-intent: a gig to book (`gigId`) or a marketplace item to buy
 * (`marketplaceItemId`), exactly one of them, and an optional note to the provider or seller.
 */
export const paymentIntentCreate = lazySchema(() =>
  z.object({ gigId: z.optional(id), marketplaceItemId: z.optional(id), note: bookingNote }).check(
    z.refine((b) => (b.gigId === undefined) !== (b.marketplaceItemId === undefined), {
      message: 'Choose a gig or an item to pay for',
    }),
  ),
);
export type PaymentIntentCreate = z.infer<typeof paymentIntentCreate>;
export const paymentIntentReply = lazySchema(() => z.object({ clientSecret: z.string() }));

export const paymentComplete = lazySchema(() =>
  z.object({ paymentIntentId: z.string().check(z.minLength(1)) }),
);
/**
 * The escrow's dates: before delivery only the delivery deadline's (cancellable from, refunded at);
 * from delivery the dispute deadline and the release date.
 */
export const escrowInfo = lazySchema(() =>
  z.object({
    escrowReleaseDate: z.nullable(isoDate),
    disputeDeadline: z.nullable(isoDate),
    deliveryCancellableAt: z.nullable(isoDate),
    deliveryRefundAt: z.nullable(isoDate),
  }),
);
/**
 * The parties' contacts are answered only once the payment is captured into escrow (docs/decisions/
 * contacts-after-capture.md): null while the card is only authorised (`nextStep: 'capture_payment'`).
 */
export const paymentCompleteReply = lazySchema(() =>
  z.object({
    provider: z.nullable(contact),
    customer: z.nullable(contact),
    orderId: id,
    paymentIntentId: z.string(),
    escrowEnabled: z.boolean(),
    escrowInfo: z.nullable(escrowInfo),
    nextStep: z.enum(['capture_payment', 'funds_held', 'none']),
  }),
);
export type PaymentCompleteReply = z.infer<typeof paymentCompleteReply>;

/** POST /api/orders/:id/cancel: the customer gives up before capture; the authorisation is voided. */
export const cancelOrderReply = order;

/**
 * A new order event for one of its parties (live event `order`): the order's id and status, the
 * transition that was taken and the gig's title.
 */
export const orderNotice = lazySchema(() =>
  z.object({
    orderId: id,
    status: orderStatus,
    transition: z.string(),
    gigTitle: z.nullable(z.string()),
    viewerRole: z.enum(['customer', 'provider']),
  }),
);
export type OrderNotice = z.infer<typeof orderNotice>;

export const capturePayment = lazySchema(() =>
  z.object({
    orderId: z.optional(id),
    paymentIntentId: z.optional(z.string().check(z.minLength(1))),
  }),
);
/** Captured into escrow: the dates, and now the parties' contacts. */
export const capturePaymentReply = lazySchema(() =>
  z.object({
    /** Null until the provider marks the service delivered (the escrow clock starts then). */
    escrowReleaseDate: z.nullable(isoDate),
    disputeDeadline: z.nullable(isoDate),
    deliveryCancellableAt: z.nullable(isoDate),
    deliveryRefundAt: z.nullable(isoDate),
    provider: contact,
    customer: contact,
  }),
);
export type CapturePaymentReply = z.infer<typeof capturePaymentReply>;

export const postServicePayment = lazySchema(() => z.object({ orderId: id }));
export const postServicePaymentReply = lazySchema(() =>
  z.object({ clientSecret: z.string(), amount: z.number() }),
);

export const confirmReceipt = lazySchema(() => z.object({ orderId: id }));
