import { toDollars, type MarketplaceItem } from '@campus/contracts';
import type { Actor } from '../http/access';
import { mayEditItem } from './policies';
import type { ItemWithSeller } from './service';

/**
 * An item row (with its seller's public name and university) as the contract shows it to `viewer`
 * (undefined: a visitor): dollars, ISO dates, and whether the viewer may edit it.
 */
export function presentItem({ item, seller }: ItemWithSeller, viewer: Actor | undefined): MarketplaceItem {
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
    canEdit: mayEditItem(viewer, item),
  };
}
