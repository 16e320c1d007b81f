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
  /**
   * The viewer is the gig's provider: they may edit, pause, resume and delete it (the detail page shows
   * 'This is your gig'). False for visitors. Absent (older servers, fixtures) reads as false.
   */
  canEdit: z._default(z.boolean(), false),
  /**
   * The viewer may book it: signed in, not its provider, and the gig is active (not paused). False for
   * visitors, who are sent to sign-in when they click Book (show the button when `status` is 'active'
   * and `canEdit` is false). Absent reads as false.
   */
  canBook: z._default(z.boolean(), false),
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
  /**
   * One provider's gigs. Lists show active gigs only, except a signed-in provider's own list
   * (`providerId` = their id: Profile > My Gigs), which also has their paused ('inactive') gigs.
   */
  providerId: z.optional(idParam),
});
export type GigQuery = z.input<typeof gigQuery>;

/** The messages of the gig form's checks (POST /api/gigs and PUT /api/gigs/:id answer 400 with them). */
export const GIG_INPUT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title cannot exceed ${LIMITS.gigTitleMax} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description cannot exceed ${LIMITS.gigDescriptionMax} characters`,
  priceRequired: 'Hourly rate must be a number',
  priceTooLow: `Hourly rate must be at least $${LIMITS.gigPriceMin}`,
  priceTooHigh: `Hourly rate cannot exceed $${LIMITS.gigPriceMax.toLocaleString('en-US')}`,
  categoryRequired: 'Please choose a category',
  locationTooLong: 'Location cannot exceed 200 characters',
  tagTooLong: 'Each tag can have at most 40 characters',
  tooManyTags: 'A gig can have at most 20 tags',
  imageUrlTooLong: 'Image URL is too long',
  statusInvalid: "Status must be 'active' or 'inactive'",
} as const;

const M = GIG_INPUT_MESSAGES;

/**
 * The gig form: POST /api/gigs and PUT /api/gigs/:id (which replaces every field: an absent location,
 * tags or imageUrl clears it). `providerId` is optional and, when sent, must be the caller's own id
 * (403 otherwise): the provider is always the signed-in student. Blank tags are dropped; a blank
 * location or imageUrl means none. `imageUrl` must be an upload of the caller's (`POST /api/upload`).
 */
export const gigCreate = z.object({
  title: z
    .string({ error: M.titleRequired })
    .check(
      z.trim(),
      z.minLength(1, M.titleRequired),
      z.maxLength(LIMITS.gigTitleMax, M.titleTooLong),
      singleLine('Title'),
    ),
  description: z
    .string({ error: M.descriptionRequired })
    .check(
      z.trim(),
      z.minLength(1, M.descriptionRequired),
      z.maxLength(LIMITS.gigDescriptionMax, M.descriptionTooLong),
    ),
  /** Hourly rate in dollars (rounded to the cent). */
  price: z
    .number({ error: M.priceRequired })
    .check(z.minimum(LIMITS.gigPriceMin, M.priceTooLow), z.maximum(LIMITS.gigPriceMax, M.priceTooHigh)),
  category: z.enum(SERVICE_CATEGORIES, { error: M.categoryRequired }),
  location: z.nullish(
    z.string().check(z.trim(), z.maxLength(200, M.locationTooLong), singleLine('Location')),
  ),
  tags: z.nullish(
    z
      .array(z.string().check(z.trim(), z.maxLength(40, M.tagTooLong), singleLine('Tags')))
      .check(z.maxLength(20, M.tooManyTags)),
  ),
  imageUrl: z.nullish(z.string().check(z.trim(), z.maxLength(500, M.imageUrlTooLong))),
  providerId: z.optional(id),
});
export type GigCreate = z.input<typeof gigCreate>;

/** PUT /api/gigs/:id: the same fields and checks as creation. */
export const gigUpdate = gigCreate;
export type GigUpdate = z.input<typeof gigUpdate>;

/** PUT /api/gigs/:id/status: pause ('inactive': out of browse and search, not bookable) or resume. */
export const gigStatusUpdate = z.object({ status: z.enum(GIG_STATUSES, { error: M.statusInvalid }) });
export type GigStatusUpdate = z.input<typeof gigStatusUpdate>;

export const created = z.object({ id });

/** Gig filter state of the browse page. */
export interface GigFilters {
  category?: string;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
}
