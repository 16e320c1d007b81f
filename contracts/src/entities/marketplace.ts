import { lazySchema, z } from '../zod';
import { id, isoDate, page, pageCursor, pageLimit } from './common';
import { freeText } from '../user-text';
import { formatCount } from '../format';
import { moneyAmount } from '../money';
import { ITEM_CATEGORIES, ITEM_CONDITIONS, ITEM_STATUSES, LIMITS } from '../constants';

export const itemCategory = lazySchema(() => z.enum(ITEM_CATEGORIES));
export const itemCondition = lazySchema(() => z.enum(ITEM_CONDITIONS));
export const itemStatus = lazySchema(() => z.enum(ITEM_STATUSES));

/** The seller as embedded in an item (public fields only). */
export const itemSeller = lazySchema(() =>
  z.object({
    id,
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    university: z.string(),
  }),
);

export const marketplaceItem = lazySchema(() =>
  z.object({
    id,
    title: z.string(),
    description: z.string(),
    /** Dollars. */
    price: z.number(),
    category: itemCategory,
    sellerId: id,
    condition: itemCondition,
    location: z.nullable(z.string()),
    status: itemStatus,
    createdAt: isoDate,
    /**
     * Display URLs of the item's photos (`/uploads/<key>.webp`; `thumbnailUrl` gives each one's
     * thumbnail), the first being the cover; null when none.
     */
    images: z.nullable(z.array(z.string())),
    seller: z.nullable(itemSeller),
    /**
     * The viewer is the item's seller: they may edit it, change its status and delete it (the list's
     * 'Your listing' badge, the detail page's 'Edit Listing' / 'Delete Listing'; others see 'Contact
     * Seller'). False for visitors. Absent (older servers, fixtures) reads as false.
     */
    canEdit: z._default(z.boolean(), false),
  }),
);
export type MarketplaceItem = z.infer<typeof marketplaceItem>;
/** A page of items, newest first. */
export const marketplaceItemPage = lazySchema(() => page(marketplaceItem));
export type MarketplaceItemPage = z.infer<typeof marketplaceItemPage>;

/**
 * The messages of the item form's checks: POST /api/marketplace and PUT /api/marketplace/:id answer
 * 400 `{ message, issues: [{ path, message }] }` with them (the price texts are the spec's).
 */
export const ITEM_INPUT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title cannot exceed ${LIMITS.itemTitleMax} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description cannot exceed ${LIMITS.itemDescriptionMax} characters`,
  priceRequired: 'Price must be a number',
  priceTooLow: 'Price must be at least $0.01',
  priceTooHigh: 'Price cannot exceed $10,000',
  categoryRequired: 'Please choose a category',
  conditionRequired: 'Please choose a condition',
  locationTooLong: 'Location cannot exceed 200 characters',
  tooManyImages: `An item can have at most ${LIMITS.itemImagesMax} photos`,
  imageUrlTooLong: 'Image URL is too long',
  statusInvalid: "Status must be 'available', 'pending' or 'sold'",
} as const;

const M = ITEM_INPUT_MESSAGES;

const price = lazySchema(() =>
  moneyAmount({
    label: 'Price',
    min: LIMITS.itemPriceMin,
    max: LIMITS.itemPriceMax,
    messages: { required: M.priceRequired, tooLow: M.priceTooLow, tooHigh: M.priceTooHigh },
  }),
);

/**
 * Images: display URLs of the caller's own uploads (`POST /api/upload`'s `file.url`), at most
 * LIMITS.itemImagesMax, first is the cover. Blank entries are ignored and a repeated URL kept once;
 * null when none.
 */
const images = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.nullish(
        z.array(
          freeText({
            label: 'Image URL',
            max: 500,
            required: false,
            messages: { tooLong: M.imageUrlTooLong },
          }),
        ),
      ),
      z.transform((list: string[] | null | undefined) => {
        const kept = [...new Set((list ?? []).filter(Boolean))];
        return kept.length ? kept : null;
      }),
    ),
    z.nullable(z.array(z.string()).check(z.maxLength(LIMITS.itemImagesMax, M.tooManyImages))),
  ),
);

const itemStatusInput = lazySchema(() => z.enum(ITEM_STATUSES, { error: M.statusInvalid }));

/** The fields of a new or edited item (a function: built with the schema that uses them, see lazySchema). */
const itemFields = () => ({
  title: freeText({
    label: 'Title',
    max: LIMITS.itemTitleMax,
    messages: { required: M.titleRequired, tooLong: M.titleTooLong },
  }),
  description: freeText({
    label: 'Description',
    max: LIMITS.itemDescriptionMax,
    multiline: true,
    messages: { required: M.descriptionRequired, tooLong: M.descriptionTooLong },
  }),
  /** Dollars, in whole cents. */
  price,
  category: z.enum(ITEM_CATEGORIES, { error: M.categoryRequired }),
  condition: z.enum(ITEM_CONDITIONS, { error: M.conditionRequired }),
  /** Blank means none. */
  location: z.nullish(
    freeText({ label: 'Location', max: 200, required: false, messages: { tooLong: M.locationTooLong } }),
  ),
  images,
  /** Optional; when sent it must be the caller's own id (403 otherwise): the seller is always the caller. */
  sellerId: z.optional(id),
});

/** POST /api/marketplace: a new item is always 'available' (spec section 4); a `status` sent is ignored. */
export const marketplaceItemCreate = lazySchema(() => z.object(itemFields()));
export type MarketplaceItemCreate = z.input<typeof marketplaceItemCreate>;

/**
 * PUT /api/marketplace/:id: replaces every field (an absent location or images clears it), and
 * `status` when sent (the edit form's status select); an absent `status` keeps the item's.
 */
export const marketplaceItemUpdate = lazySchema(() =>
  z.object({ ...itemFields(), status: z.optional(itemStatusInput) }),
);
export type MarketplaceItemUpdate = z.input<typeof marketplaceItemUpdate>;

/** The item form (the update shape, which also reads as a creation). */
export const marketplaceItemInput = marketplaceItemUpdate;
export type MarketplaceItemInput = z.input<typeof marketplaceItemInput>;

/** PUT /api/marketplace/:id/status: the seller marks the item available, pending or sold. */
export const marketplaceItemStatusUpdate = lazySchema(() => z.object({ status: itemStatusInput }));
export type MarketplaceItemStatusUpdate = z.input<typeof marketplaceItemStatusUpdate>;

/** The messages of GET /api/marketplace's price bounds (400). */
export const ITEM_FILTER_MESSAGES = {
  minPrice: `Minimum price must be between $0 and $${formatCount(LIMITS.itemPriceMax)}`,
  maxPrice: `Maximum price must be between $0 and $${formatCount(LIMITS.itemPriceMax)}`,
  minAboveMax: 'Minimum price cannot be more than the maximum price',
} as const;

/** A price filter: $0 up to the highest price an item can have, in whole cents. */
const itemPriceParam = (label: string, message: string) =>
  moneyAmount({
    label,
    min: 0,
    max: LIMITS.itemPriceMax,
    coerce: true,
    messages: { required: message, tooLow: message, tooHigh: message },
  });

/**
 * GET /api/marketplace query. Every status is listed (sold items too: the list shows them with a
 * 'Sold' badge). Filters combine (and); a price range is inclusive and its minimum may not exceed its
 * maximum (400).
 */
export const marketplaceQuery = lazySchema(() =>
  z
    .object({
      category: z.optional(itemCategory),
      condition: z.optional(itemCondition),
      minPrice: z.optional(itemPriceParam('Minimum price', ITEM_FILTER_MESSAGES.minPrice)),
      maxPrice: z.optional(itemPriceParam('Maximum price', ITEM_FILTER_MESSAGES.maxPrice)),
      search: z.optional(freeText({ label: 'Search', max: 200, required: false })),
      limit: pageLimit,
      cursor: z.optional(pageCursor),
    })
    .check(
      z.refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
        message: ITEM_FILTER_MESSAGES.minAboveMax,
        path: ['maxPrice'],
      }),
    ),
);
export type MarketplaceQuery = z.input<typeof marketplaceQuery>;
