import { REVIEW_EDIT_DAYS, type OrderStatus } from '@campus/contracts';
import type { OrderRow, ReviewRow } from '../db/schema';
import { policy } from '../http/access';
import { conflict, forbidden, notFound, type DomainError } from '../domain-errors';
import { ORDER_NOT_FOUND } from '../orders';
import { findReview } from './service';

/**
 * Who may review, edit and reply: pure rules (also for the order page's 'review' action, whose reason
 * is the refusal's message) and the route guards of `/api/reviews/:id`.
 */

export const REVIEW_NOT_FOUND = 'Review not found';
export const ONLY_CUSTOMER_REVIEWS = 'Only the customer of an order can review it';
export const REVIEW_NOT_RELEASED = 'You can review an order once it is released';
export const ALREADY_REVIEWED = 'You have already reviewed this order';
export const REVIEW_GIG_GONE = 'The gig of this order no longer exists';
/** Reviews are of providers' gigs: an item purchase is not reviewed. */
export const REVIEW_GIGS_ONLY = 'Only gig bookings can be reviewed';
export const NOT_YOUR_REVIEW = 'You can only edit your own reviews';
export const REVIEW_EDIT_CLOSED = `Reviews can be edited for ${REVIEW_EDIT_DAYS} days`;
export const ONLY_PROVIDER_REPLIES = 'Only the reviewed provider can reply to a review';
export const ALREADY_REPLIED = 'You have already replied to this review';

/**
 * An order whose money was released to its provider (confirmed, auto-released, paid out, or completed
 * with extra time): it can be reviewed, and the dashboard counts it as finished.
 */
export const RELEASED_STATUSES = [
  'confirmed_completed',
  'funds_released',
  'completed',
] as const satisfies readonly OrderStatus[];

export const isReleased = (status: string) => (RELEASED_STATUSES as readonly string[]).includes(status);

type ReviewableOrder = Pick<OrderRow, 'customerId' | 'providerId' | 'status' | 'gigId' | 'processName'>;

/** Why a review of `order` by `userId` is refused (see `reviewRefusalError`), or null when it may be written. */
export type ReviewRefusal = 'not found' | 'provider' | 'not released' | 'reviewed' | 'gig gone' | 'not a gig';

export function reviewRefusal(
  userId: number,
  order: ReviewableOrder,
  reviewed: boolean,
): ReviewRefusal | null {
  if (order.customerId !== userId) return order.providerId === userId ? 'provider' : 'not found';
  if (order.processName !== 'gig-booking') return 'not a gig';
  if (!isReleased(order.status)) return 'not released';
  if (reviewed) return 'reviewed';
  if (order.gigId === null) return 'gig gone';
  return null;
}

const REVIEW_ERRORS: Record<ReviewRefusal, () => DomainError> = {
  // an order exists only for its two parties
  'not found': () => notFound(ORDER_NOT_FOUND),
  provider: () => forbidden(ONLY_CUSTOMER_REVIEWS),
  'not released': () => conflict(REVIEW_NOT_RELEASED),
  reviewed: () => conflict(ALREADY_REVIEWED),
  'gig gone': () => conflict(REVIEW_GIG_GONE),
  'not a gig': () => conflict(REVIEW_GIGS_ONLY),
};

export const reviewRefusalError = (refusal: ReviewRefusal): DomainError => REVIEW_ERRORS[refusal]();

/** Throws 404, 403 or 409 `{ message }` unless `userId` may review `order` now. */
export function assertMayReview<O extends ReviewableOrder>(
  userId: number,
  order: O,
  reviewed: boolean,
): asserts order is O & { gigId: number } {
  const refusal = reviewRefusal(userId, order, reviewed);
  if (refusal) throw reviewRefusalError(refusal);
}

const DAY_MS = 86_400_000;

/** Its author may edit a review until REVIEW_EDIT_DAYS after it was written (that instant excluded). */
export const isReviewEditable = (review: Pick<ReviewRow, 'createdAt'>, now: Date): boolean =>
  now.getTime() < review.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS;

/** Route guard 'review author' (PUT /api/reviews/:id): 404 for an unknown review, 403 for anyone but its author. */
export const reviewAuthor = policy<{ id: number }>({
  name: 'review author',
  denied: NOT_YOUR_REVIEW,
  allows: async ({ actor, params, db }) => {
    const review = await findReview(db, params.id);
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    return review.reviewerId === actor.userId;
  },
});

/** Route guard 'reviewed provider' (POST /api/reviews/:id/reply): 404 for an unknown review, 403 for anyone else. */
export const reviewedProvider = policy<{ id: number }>({
  name: 'reviewed provider',
  denied: ONLY_PROVIDER_REPLIES,
  allows: async ({ actor, params, db }) => {
    const review = await findReview(db, params.id);
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    return review.providerId === actor.userId;
  },
});
