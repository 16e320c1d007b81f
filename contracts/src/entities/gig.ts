import { z } from '../zod';
import { id, idParam, isoDate, page, pageCursor, pageLimit, singleLine } from './common';
import { GIG_STATUSES, LIMITS, SERVICE_CATEGORIES } from '../constants';

export const serviceCategory = z.enum(SERVICE_CATEGORIES);

/** The provider as embedded in a gig card (name and rating). */
export const gigProvider = z.object({
  id,
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  university: z.string(),
  rating: z.number(),
  reviewCount: z.number().check(z.int()),
});

export const gig = z.object({
  id,
  title: z.string(),
  description: z.string(),
  /** Hourly price in dollars. */
  price: z.number(),
  category: serviceCategory,
  providerId: id,
  location: z.nullable(z.string()),
  status: z.enum(GIG_STATUSES),
  createdAt: isoDate,
  tags: z.array(z.string()),
  imageUrl: z.nullable(z.string()),
  provider: z.nullable(gigProvider),
});
export type Gig = z.infer<typeof gig>;
/** A page of gigs, newest first. */
export const gigPage = page(gig);
export type GigPage = z.infer<typeof gigPage>;

const priceParam = z.coerce.number().check(z.minimum(0), z.maximum(LIMITS.gigPriceMax));

/** GET /api/gigs query. */
export const gigQuery = z.object({
  category: z.optional(serviceCategory),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  minPrice: z.optional(priceParam),
  maxPrice: z.optional(priceParam),
  limit: pageLimit,
  cursor: z.optional(pageCursor),
  providerId: z.optional(idParam),
});
export type GigQuery = z.input<typeof gigQuery>;

/** POST /api/gigs. providerId is taken from the session; a different one is refused. */
export const gigCreate = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Title is required'),
      z.maxLength(LIMITS.gigTitleMax),
      singleLine('Title'),
    ),
  description: z
    .string()
    .check(z.trim(), z.minLength(1, 'Description is required'), z.maxLength(LIMITS.gigDescriptionMax)),
  price: z.number().check(z.minimum(0), z.maximum(LIMITS.gigPriceMax)),
  category: serviceCategory,
  location: z.nullish(z.string().check(z.trim(), z.maxLength(200), singleLine('Location'))),
  tags: z.nullish(
    z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40), singleLine('Tags')))
      .check(z.maxLength(20)),
  ),
  imageUrl: z.nullish(z.string().check(z.maxLength(500))),
  providerId: z.optional(id),
});
export type GigCreate = z.input<typeof gigCreate>;

export const created = z.object({ id });

/** Gig filter state of the browse page. */
export interface GigFilters {
  category?: string;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
}
