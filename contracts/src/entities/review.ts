import { z } from '../zod';
import { id, isoDate } from './common';
import { LIMITS } from '../constants';

export const review = z.object({
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
});
export type Review = z.infer<typeof review>;
export const reviewList = z.array(review);

/** POST /api/reviews: the customer of a finished order reviews its provider. */
export const reviewCreate = z.object({
  orderId: id,
  rating: z.number({ error: 'Rating is required' }).check(z.int(), z.minimum(1), z.maximum(LIMITS.starMax)),
  comment: z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
});

/** A review can be edited by its author this long after it was written. */
export const REVIEW_EDIT_DAYS = 7;
/** PUT /api/reviews/:id */
export const reviewUpdate = z.object({
  rating: z.number({ error: 'Rating is required' }).check(z.int(), z.minimum(1), z.maximum(LIMITS.starMax)),
  comment: z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
});
/** POST /api/reviews/:id/reply: the provider's one public reply. */
export const reviewReply = z.object({
  reply: z
    .string({ error: 'Reply is required' })
    .check(z.trim(), z.minLength(1, 'Reply is required'), z.maxLength(2000)),
});
