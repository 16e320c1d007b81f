import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api as endpoints, type Review } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { gigReviewsQueryOptions } from './get-gig-reviews';

export interface ReplyToReviewInput {
  reviewId: number;
  reply: string;
}

/** POST /api/reviews/{id}/reply: the gig's provider answers a review in public, once (409 after). */
export function replyToReview({ reviewId, reply }: ReplyToReviewInput): Promise<Review> {
  return api.call(endpoints.replyToReview, { params: { id: reviewId }, body: { reply } });
}

/** Replies, then settles once the gig's reviews have been refetched (the reply shows under its review). */
export function useReplyToReview(gigId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', 'reply'],
    mutationFn: replyToReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gigReviewsQueryOptions(gigId).queryKey }),
  });
}
