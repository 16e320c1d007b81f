import { lazySchema, z } from '../zod';
import { id, idParam, isoDate, page, pageCursor, pageLimit } from './common';
import { freeText } from '../user-text';
import { formatCount } from '../format';
import { moneyAmount } from '../money';
import { GIG_STATUSES, LIMITS, SERVICE_CATEGORIES } from '../constants';

export const serviceCategory = lazySchema(() => z.enum(SERVICE_CATEGORIES));

/** The provider as embedded in a gig card (name and rating). */
export const gigProvider = lazySchema(() =>
  z.object({
    id,
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    university: z.string(),
    rating: z.number(),
    reviewCount: z.number().check(z.int()),
  }),
);

export const gig = lazySchema(() =>
  z.object({
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
  }),
);
export type Gig = z.infer<typeof gig>;
/** A page of gigs, newest first. */
export const gigPage = lazySchema(() => page(gig));
export type GigPage = z.infer<typeof gigPage>;

/** A price bound of the gig filters: $0 up to the highest hourly rate, in whole cents. */
const priceParam = (label: string) => moneyAmount({ label, min: 0, max: LIMITS.gigPriceMax, coerce: true });

/** GET /api/gigs query. */
export const gigQuery = lazySchema(() =>
  z.object({
    category: z.optional(serviceCategory),
    search: z.optional(freeText({ label: 'Search', max: 200, required: false })),
    minPrice: z.optional(priceParam('Minimum price')),
    maxPrice: z.optional(priceParam('Maximum price')),
    limit: pageLimit,
    cursor: z.optional(pageCursor),
    /**
     * One provider's gigs. Lists show active gigs only, except a signed-in provider's own list
     * (`providerId` = their id: Profile > My Gigs), which also has their paused ('inactive') gigs.
     */
    providerId: z.optional(idParam),
  }),
);
export type GigQuery = z.input<typeof gigQuery>;

/** The messages of the gig form's checks (POST /api/gigs and PUT /api/gigs/:id answer 400 with them). */
export const GIG_INPUT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title cannot exceed ${LIMITS.gigTitleMax} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description cannot exceed ${LIMITS.gigDescriptionMax} characters`,
  priceRequired: 'Hourly rate must be a number',
  priceTooLow: `Hourly rate must be at least $${LIMITS.gigPriceMin}`,
  priceTooHigh: `Hourly rate cannot exceed $${formatCount(LIMITS.gigPriceMax)}`,
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
export const gigCreate = lazySchema(() =>
  z.object({
    title: freeText({
      label: 'Title',
      max: LIMITS.gigTitleMax,
      messages: { required: M.titleRequired, tooLong: M.titleTooLong },
    }),
    description: freeText({
      label: 'Description',
      max: LIMITS.gigDescriptionMax,
      multiline: true,
      messages: { required: M.descriptionRequired, tooLong: M.descriptionTooLong },
    }),
    /** Hourly rate in dollars, in whole cents. */
    price: moneyAmount({
      label: 'Hourly rate',
      min: LIMITS.gigPriceMin,
      max: LIMITS.gigPriceMax,
      messages: { required: M.priceRequired, tooLow: M.priceTooLow, tooHigh: M.priceTooHigh },
    }),
    category: z.enum(SERVICE_CATEGORIES, { error: M.categoryRequired }),
    location: z.nullish(
      freeText({ label: 'Location', max: 200, required: false, messages: { tooLong: M.locationTooLong } }),
    ),
    tags: z.nullish(
      z
        .array(freeText({ label: 'Tags', max: 40, required: false, messages: { tooLong: M.tagTooLong } }))
        .check(z.maxLength(20, M.tooManyTags)),
    ),
    imageUrl: z.nullish(
      freeText({ label: 'Image URL', max: 500, required: false, messages: { tooLong: M.imageUrlTooLong } }),
    ),
    providerId: z.optional(id),
  }),
);
export type GigCreate = z.input<typeof gigCreate>;

/** PUT /api/gigs/:id: the same fields and checks as creation. */
export const gigUpdate = gigCreate;
export type GigUpdate = z.input<typeof gigUpdate>;

/** PUT /api/gigs/:id/status: pause ('inactive': out of browse and search, not bookable) or resume. */
export const gigStatusUpdate = lazySchema(() =>
  z.object({ status: z.enum(GIG_STATUSES, { error: M.statusInvalid }) }),
);
export type GigStatusUpdate = z.input<typeof gigStatusUpdate>;

export const created = lazySchema(() => z.object({ id }));

/** Gig filter state of the browse page. */
export interface GigFilters {
  category?: string;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
}
