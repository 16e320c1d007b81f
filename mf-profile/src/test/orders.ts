import { orderListItem, type OrderListItem } from '@campus/contracts';

/**
 * An order as GET /api/orders returns it (checked against contracts' schema): a gig booking, in
 * escrow, the service delivered (the dispute deadline and the release date run from delivery).
 */
export function makeOrder(overrides: Partial<OrderListItem> = {}): OrderListItem {
  return orderListItem.parse({
    id: 12,
    gigId: 4,
    customerId: 7,
    providerId: 9,
    totalAmount: 26.4,
    platformFee: 1,
    status: 'payment_held',
    createdAt: '2025-03-14T15:00:00.000Z',
    completedAt: null,
    paymentIntentId: 'pi_123',
    paymentCapturedAt: '2025-03-15T15:00:00.000Z',
    deliveredAt: '2025-03-15T15:00:00.000Z',
    escrowReleaseDate: '2025-03-22T15:00:00.000Z',
    disputeDeadline: '2025-03-18T15:00:00.000Z',
    deliveryCancellableAt: null,
    deliveryRefundAt: null,
    disputeReason: null,
    disputeDetails: null,
    buyerConfirmedAt: null,
    fundsReleasedAt: null,
    refundedAt: null,
    process: 'gig-booking',
    isMarketplaceItem: false,
    marketplaceItemId: null,
    gigTitle: 'Calculus tutoring',
    itemTitle: null,
    price: 25,
    transactionFee: 0.4,
    authorisedAt: '2025-03-14T15:05:00.000Z',
    cancelledAt: null,
    cancelReason: null,
    viewerRole: 'customer',
    refundedAmount: 0,
    extraTime: [],
    ...overrides,
  });
}

/** What makes `makeOrder` an item purchase: a marketplace item bought, no gig. */
export const ITEM_PURCHASE = {
  process: 'item-purchase',
  isMarketplaceItem: true,
  marketplaceItemId: 31,
  itemTitle: 'Desk lamp, barely used',
  gigId: null,
  gigTitle: null,
  price: 18,
} as const satisfies Partial<OrderListItem>;

/**
 * Held in escrow and not delivered yet: no dispute deadline or release date, the delivery deadline's
 * dates instead (the customer may cancel from the first, refunded automatically at the second).
 */
export const AWAITING_DELIVERY = {
  status: 'payment_held',
  deliveredAt: null,
  escrowReleaseDate: null,
  disputeDeadline: null,
  deliveryCancellableAt: '2025-03-29T15:00:00.000Z',
  deliveryRefundAt: '2025-04-05T15:00:00.000Z',
} as const satisfies Partial<OrderListItem>;
