import { toDollars, type MarketplaceItem } from '@campus/contracts';
import type { ItemWithSeller } from './service';

/** An item row (with its seller's public name and university) as the contract shows it. */
export function presentItem({ item, seller }: ItemWithSeller): MarketplaceItem {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    price: toDollars(item.priceCents),
    category: item.category as MarketplaceItem['category'],
    sellerId: item.sellerId,
    condition: item.condition as MarketplaceItem['condition'],
    location: item.location,
    status: item.status as MarketplaceItem['status'],
    createdAt: item.createdAt.toISOString(),
    images: item.images && item.images.length > 0 ? item.images : null,
    seller,
  };
}
