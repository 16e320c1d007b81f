import { api as endpoints, type Review } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { useOrderMutation } from '../../../api/order-mutation';

export interface CreateReviewInput {
  orderId: number;
  rating: number;
  comment: string | null;
}

/** POST /api/reviews: the customer of a finished order reviews its provider. */
export function createReview(body: CreateReviewInput): Promise<Review> {
  return api.call(endpoints.createReview, { body });
}

export const useCreateReview = () => useOrderMutation('create-review', createReview);
