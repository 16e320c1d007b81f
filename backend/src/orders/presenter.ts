import {
  toDollars,
  type Order,
  type OrderListItem,
  type OrderProcessName,
  type OrderStatus,
} from '@campus/contracts';
import type { OrderRow } from '../db/schema';
import { presentExtraTime, type ExtraTimeRow } from './extra-time';
import type { OrderTitles } from './service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * An order as one of its parties sees it (`viewerId` is the customer or the provider), with the title
 * of what it buys (`titles`: its gig's, or its marketplace item's; findOrder and listOrdersOf rows
 * carry both).
 */
export function presentOrder(order: OrderRow, titles: OrderTitles, viewerId: number): Order {
  return {
    id: order.id,
    gigId: order.gigId,
    customerId: order.customerId,
    providerId: order.providerId,
    totalAmount: toDollars(order.totalAmountCents),
    platformFee: toDollars(order.platformFeeCents),
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    completedAt: iso(order.completedAt),
    paymentIntentId: order.paymentIntentId,
    paymentCapturedAt: iso(order.paymentCapturedAt),
    escrowReleaseDate: iso(order.escrowReleaseDate),
    disputeDeadline: iso(order.disputeDeadline),
    disputeReason: order.disputeReason,
    disputeDetails: order.disputeDetails,
    buyerConfirmedAt: iso(order.buyerConfirmedAt),
    fundsReleasedAt: iso(order.fundsReleasedAt),
    refundedAt: iso(order.refundedAt),
    isMarketplaceItem: order.isMarketplaceItem,
    marketplaceItemId: order.marketplaceItemId,
    gigTitle: titles.gigTitle,
    itemTitle: titles.itemTitle,
    process: order.processName as OrderProcessName,
    deliveredAt: iso(order.deliveredAt),
    deliveryCancellableAt: iso(order.deliveryCancellableAt),
    deliveryRefundAt: iso(order.deliveryRefundAt),
    price: toDollars(order.priceCents),
    transactionFee: toDollars(order.transactionFeeCents),
    authorisedAt: iso(order.authorisedAt),
    cancelledAt: iso(order.cancelledAt),
    // a cancel the customer asked for is noted before the provider voids the intent: shown once cancelled
    cancelReason: order.status === 'cancelled' ? order.cancelReason : null,
    refundedAmount: toDollars(order.refundedCents),
    viewerRole: viewerId === order.customerId ? 'customer' : 'provider',
  };
}

/**
 * An order in GET /api/orders (My Orders): the order, what was refunded of it (a partial refund reads as
 * partial) and its extra time, requested or paid (`extraTime`: the order's requests, oldest first).
 */
export function presentOrderListItem(
  order: OrderRow,
  titles: OrderTitles,
  viewerId: number,
  extraTime: readonly ExtraTimeRow[],
): OrderListItem {
  return { ...presentOrder(order, titles, viewerId), extraTime: extraTime.map(presentExtraTime) };
}
