import { z } from 'zod';
import { id, idParam, isoDate } from './common';
import { GIG_STATUSES, LIMITS, SERVICE_CATEGORIES } from '../constants';

export const serviceCategory = z.enum(SERVICE_CATEGORIES);

/** The provider as embedded in a gig card (name and rating). */
export const gigProvider = z.object({
  id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  university: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
});

export const gig = z.object({
  id,
  title: z.string(),
  description: z.string(),
  /** Hourly price in dollars. */
  price: z.number(),
  category: serviceCategory,
  providerId: id,
  location: z.string().nullable(),
  status: z.enum(GIG_STATUSES),
  createdAt: isoDate,
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  provider: gigProvider.nullable(),
});
export type Gig = z.infer<typeof gig>;
export const gigList = z.array(gig);

const priceParam = z.coerce.number().min(0).max(LIMITS.gigPriceMax);

/** GET /api/gigs query. */
export const gigQuery = z.object({
  category: serviceCategory.optional(),
  search: z.string().trim().max(200).optional(),
  minPrice: priceParam.optional(),
  maxPrice: priceParam.optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.listMax).optional(),
  providerId: idParam.optional(),
});
export type GigQuery = z.input<typeof gigQuery>;

/** POST /api/gigs. providerId is taken from the session; a different one is refused. */
export const gigCreate = z.object({
  title: z.string().trim().min(1, 'Title is required').max(LIMITS.gigTitleMax),
  description: z.string().trim().min(1, 'Description is required').max(LIMITS.gigDescriptionMax),
  price: z.number().min(0).max(LIMITS.gigPriceMax),
  category: serviceCategory,
  location: z.string().trim().max(200).nullish(),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).nullish(),
  imageUrl: z.string().max(500).nullish(),
  providerId: id.optional(),
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
