import { lazySchema, z } from '../zod';
import { id, isoDate } from './common';
import { LIMITS } from '../constants';
import { freeText } from '../user-text';

export const review = lazySchema(() =>
  z.object({
    id,
    gigId: id,
    orderId: z.nullable(id),
    reviewerId: id,
    providerId: id,
    rating: z.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.starMax)),
    comment: z.nullable(z.string()),
    createdAt: isoDate,
    updatedAt: z.nullable(isoDate),
    /** The provider's one public reply. */
    reply: z.nullable(z.string()),
    repliedAt: z.nullable(isoDate),
    reviewer: z.nullable(z.object({ firstName: z.nullable(z.string()), lastName: z.nullable(z.string()) })),
  }),
);
export type Review = z.infer<typeof review>;
export const reviewList = lazySchema(() => z.array(review));

/** Whole stars, 1 to LIMITS.starMax (each check its own message: the schema's would cover them all). */
const rating = lazySchema(() =>
  z
    .number({ error: 'Rating is required' })
    .check(
      z.int('Rating must be a whole number of stars'),
      z.minimum(1, 'Rating must be at least 1 star'),
      z.maximum(LIMITS.starMax, `Rating must be at most ${LIMITS.starMax} stars`),
    ),
);

/** POST /api/reviews: the customer of a finished order reviews its provider. */
export const reviewCreate = lazySchema(() =>
  z.object({
    orderId: id,
    rating,
    comment: z.nullish(
      freeText({ label: 'Comment', max: LIMITS.reviewMax, multiline: true, required: false }),
    ),
  }),
);

/** A review can be edited by its author this long after it was written. */
export const REVIEW_EDIT_DAYS = 7;
/** PUT /api/reviews/:id */
export const reviewUpdate = lazySchema(() =>
  z.object({
    rating,
    comment: z.nullish(
      freeText({ label: 'Comment', max: LIMITS.reviewMax, multiline: true, required: false }),
    ),
  }),
);
/** POST /api/reviews/:id/reply: the provider's one public reply. */
export const reviewReply = lazySchema(() =>
  z.object({
    reply: freeText({ label: 'Reply', max: LIMITS.reviewMax, multiline: true }),
  }),
);
