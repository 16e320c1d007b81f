import { api as endpoints, type Review } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { useOrderMutation } from '../../../api/order-mutation';

export interface UpdateReviewInput {
  reviewId: number;
  rating: number;
  comment: string | null;
}

/** PUT /api/reviews/{id}: its author edits a review (within REVIEW_EDIT_DAYS of writing it). */
export function updateReview({ reviewId, rating, comment }: UpdateReviewInput): Promise<Review> {
  return api.call(endpoints.updateReview, { params: { id: reviewId }, body: { rating, comment } });
}

export const useUpdateReview = () => useOrderMutation('update-review', updateReview);
