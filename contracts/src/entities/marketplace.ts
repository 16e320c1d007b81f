import { z } from 'zod';
import { id, isoDate } from './common';
import { ITEM_CATEGORIES, ITEM_CONDITIONS, ITEM_STATUSES, LIMITS } from '../constants';

export const itemCategory = z.enum(ITEM_CATEGORIES);
export const itemCondition = z.enum(ITEM_CONDITIONS);
export const itemStatus = z.enum(ITEM_STATUSES);

export const marketplaceItem = z.object({
  id,
  title: z.string(),
  description: z.string(),
  price: z.number(),
  category: itemCategory,
  sellerId: id,
  condition: itemCondition,
  location: z.string().nullable(),
  status: itemStatus,
  createdAt: isoDate,
  images: z.array(z.string()).nullable(),
  seller: z
    .object({ id, firstName: z.string().nullable(), lastName: z.string().nullable(), university: z.string() })
    .nullable(),
});
export type MarketplaceItem = z.infer<typeof marketplaceItem>;
export const marketplaceItemList = z.array(marketplaceItem);

const price = z
  .number({ error: 'Price must be at least $0.01' })
  .min(LIMITS.itemPriceMin, 'Price must be at least $0.01')
  .max(LIMITS.itemPriceMax, 'Price cannot exceed $10,000');

/** Images: blank entries ignored; null when none. */
const images = z
  .array(z.string().max(500))
  .max(10)
  .nullish()
  .transform((list) => {
    const kept = (list ?? []).map((s) => s.trim()).filter(Boolean);
    return kept.length ? kept : null;
  });

export const marketplaceItemInput = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120),
  description: z.string().trim().min(1, 'Description is required').max(5000),
  price,
  category: itemCategory,
  condition: itemCondition,
  location: z.string().trim().max(200).nullish(),
  status: itemStatus.optional(),
  images,
});
export type MarketplaceItemInput = z.input<typeof marketplaceItemInput>;

export const marketplaceQuery = z.object({
  category: itemCategory.optional(),
  condition: itemCondition.optional(),
  minPrice: z.coerce.number().min(0).optional(),
  maxPrice: z.coerce.number().min(0).optional(),
  search: z.string().trim().max(200).optional(),
});
export type MarketplaceQuery = z.input<typeof marketplaceQuery>;
