import type { Review } from '@campus/contracts';
import type { ReviewWithReviewer } from './service';

export function presentReview({ review, reviewer }: ReviewWithReviewer): Review {
  return {
    id: review.id,
    gigId: review.gigId,
    orderId: review.orderId,
    reviewerId: review.reviewerId,
    providerId: review.providerId,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt?.toISOString() ?? null,
    reply: review.reply,
    repliedAt: review.repliedAt?.toISOString() ?? null,
    reviewer: reviewer ? { firstName: reviewer.firstName, lastName: reviewer.lastName } : null,
  };
}
