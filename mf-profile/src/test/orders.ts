import { orderListItem, type OrderListItem } from '@campus/contracts';

/** An order as GET /api/orders returns it (checked against contracts' schema): booked, in escrow. */
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
    escrowReleaseDate: '2025-03-22T15:00:00.000Z',
    disputeDeadline: '2025-03-18T15:00:00.000Z',
    disputeReason: null,
    disputeDetails: null,
    buyerConfirmedAt: null,
    fundsReleasedAt: null,
    refundedAt: null,
    isMarketplaceItem: false,
    marketplaceItemId: null,
    gigTitle: 'Calculus tutoring',
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
