import { z } from 'zod';
import { id, isoDate } from './common';
import { LIMITS } from '../constants';

export const review = z.object({
  id,
  gigId: id,
  orderId: id.nullable(),
  reviewerId: id,
  providerId: id,
  rating: z.number().int().min(1).max(LIMITS.starMax),
  comment: z.string().nullable(),
  createdAt: isoDate,
  reviewer: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
});
export type Review = z.infer<typeof review>;
export const reviewList = z.array(review);

/** POST /api/reviews: the customer of a finished order reviews its provider. */
export const reviewCreate = z.object({
  orderId: id,
  rating: z.number({ error: 'Rating is required' }).int().min(1).max(LIMITS.starMax),
  comment: z.string().trim().max(2000).nullish(),
});
