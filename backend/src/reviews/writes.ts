import { and, eq, isNull } from 'drizzle-orm';
import { PG, pgErrorCode } from '../db/errors';
import { orders, reviews } from '../db/schema';
import type { Tx } from '../db/types';
import { conflict, notFound } from '../domain-errors';
import { notifyNewReview, notifyReviewReply } from '../notifications';
import { ORDER_NOT_FOUND } from '../orders';
import {
  ALREADY_REPLIED,
  ALREADY_REVIEWED,
  assertMayReview,
  REVIEW_EDIT_CLOSED,
  REVIEW_NOT_FOUND,
  isReviewEditable,
} from './policies';
import { findReview, findReviewOfOrder, recomputeProviderRatings } from './service';

/** A review's rating and comment, as the contracts' `reviewUpdate` parsed them. */
export interface ReviewInput {
  rating: number;
  comment?: string | null | undefined;
}

const commentOf = (comment: string | null | undefined) => comment || null;

/**
 * The customer of a released order reviews its provider; the provider's rating and review count are
 * recomputed, and the provider notified, in the same transaction. Returns the review's id.
 */
export async function createReview(
  tx: Tx,
  reviewerId: number,
  input: ReviewInput & { orderId: number },
  now: Date,
): Promise<number> {
  // shared: the order cannot move out of its released status while it is being reviewed
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('share');
  if (!order) throw notFound(ORDER_NOT_FOUND);
  assertMayReview(reviewerId, order, (await findReviewOfOrder(tx, order.id)) !== undefined);
  let id: number;
  try {
    const [row] = await tx
      .insert(reviews)
      .values({
        gigId: order.gigId,
        orderId: order.id,
        reviewerId,
        providerId: order.providerId,
        rating: input.rating,
        comment: commentOf(input.comment),
        createdAt: now,
      })
      .returning({ id: reviews.id });
    if (!row) throw new Error('review insert returned no row');
    id = row.id;
  } catch (err) {
    // a concurrent review of the same order committed first (reviews_order_unique)
    if (pgErrorCode(err) === PG.uniqueViolation) throw conflict(ALREADY_REVIEWED);
    throw err;
  }
  await recomputeProviderRatings(tx, [order.providerId]);
  await notifyNewReview(tx, id);
  return id;
}

/**
 * Its author changes a review's rating and comment, within REVIEW_EDIT_DAYS of writing it (the route's
 * 'review author' policy has checked the author).
 */
export async function editReview(tx: Tx, id: number, input: ReviewInput, now: Date): Promise<void> {
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  if (!isReviewEditable(review, now)) throw conflict(REVIEW_EDIT_CLOSED);
  await tx
    .update(reviews)
    .set({ rating: input.rating, comment: commentOf(input.comment), updatedAt: now })
    .where(eq(reviews.id, id));
  await recomputeProviderRatings(tx, [review.providerId]);
}

/**
 * The reviewed provider's one public reply (the route's 'reviewed provider' policy has checked who); the
 * review's author is notified in the same transaction.
 */
export async function replyToReview(tx: Tx, id: number, reply: string, now: Date): Promise<void> {
  const [row] = await tx
    .update(reviews)
    .set({ reply, repliedAt: now })
    .where(and(eq(reviews.id, id), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  if (row) {
    await notifyReviewReply(tx, id);
    return;
  }
  if (!(await findReview(tx, id))) throw notFound(REVIEW_NOT_FOUND);
  throw conflict(ALREADY_REPLIED);
}
