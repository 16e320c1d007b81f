import { z } from '../zod';
import { id, isoDate, page, pageCursor, pageLimit, singleLine } from './common';
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
  location: z.nullable(z.string()),
  status: itemStatus,
  createdAt: isoDate,
  images: z.nullable(z.array(z.string())),
  seller: z.nullable(
    z.object({
      id,
      firstName: z.nullable(z.string()),
      lastName: z.nullable(z.string()),
      university: z.string(),
    }),
  ),
});
export type MarketplaceItem = z.infer<typeof marketplaceItem>;
/** A page of items, newest first. */
export const marketplaceItemPage = page(marketplaceItem);
export type MarketplaceItemPage = z.infer<typeof marketplaceItemPage>;

const price = z
  .number({ error: 'Price must be at least $0.01' })
  .check(
    z.minimum(LIMITS.itemPriceMin, 'Price must be at least $0.01'),
    z.maximum(LIMITS.itemPriceMax, 'Price cannot exceed $10,000'),
  );

/** Images: blank entries ignored; null when none. */
const images = z.pipe(
  z.nullish(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(10))),
  z.transform((list: string[] | null | undefined) => {
    const kept = (list ?? []).map((s) => s.trim()).filter(Boolean);
    return kept.length ? kept : null;
  }),
);

export const marketplaceItemInput = z.object({
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(120), singleLine('Title')),
  description: z.string().check(z.trim(), z.minLength(1, 'Description is required'), z.maxLength(5000)),
  price,
  category: itemCategory,
  condition: itemCondition,
  location: z.nullish(z.string().check(z.trim(), z.maxLength(200), singleLine('Location'))),
  status: z.optional(itemStatus),
  images,
});
export type MarketplaceItemInput = z.input<typeof marketplaceItemInput>;

/** A price filter: 0 up to the highest price an item can have. */
const itemPriceParam = z.coerce.number().check(z.minimum(0), z.maximum(LIMITS.itemPriceMax));

export const marketplaceQuery = z.object({
  category: z.optional(itemCategory),
  condition: z.optional(itemCondition),
  minPrice: z.optional(itemPriceParam),
  maxPrice: z.optional(itemPriceParam),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  limit: pageLimit,
  cursor: z.optional(pageCursor),
});
export type MarketplaceQuery = z.input<typeof marketplaceQuery>;
