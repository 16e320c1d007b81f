import { sql } from 'drizzle-orm';
import { paths } from '@campus/contracts';
import { queryRows } from '../db/sql';
import type { Tx } from '../db/types';
import { addNotification } from './service';

/** The gig page's reviews section (mf-gigs' GigReviews: `aria-labelledby="gig-reviews"`). */
export const gigReviewsLink = (gigId: number) => `${paths.gig(gigId)}#gig-reviews`;

interface ReviewFacts {
  gigId: number;
  gigTitle: string;
  rating: number;
  reviewerId: number;
  providerId: number;
  reviewerName: string | null;
  providerName: string | null;
}

async function reviewFacts(tx: Tx, reviewId: number): Promise<ReviewFacts | undefined> {
  const [row] = await queryRows<ReviewFacts>(
    tx,
    sql`SELECT r.gig_id AS "gigId", g.title AS "gigTitle", r.rating, r.reviewer_id AS "reviewerId",
          r.provider_id AS "providerId", rv.first_name AS "reviewerName", p.first_name AS "providerName"
        FROM reviews r
        JOIN gigs g ON g.id = r.gig_id
        JOIN users rv ON rv.id = r.reviewer_id
        JOIN users p ON p.id = r.provider_id
        WHERE r.id = ${reviewId}`,
  );
  return row;
}

const stars = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/** A new review of a provider's gig: the provider is told, in the review's own transaction. */
export async function notifyNewReview(tx: Tx, reviewId: number): Promise<void> {
  const facts = await reviewFacts(tx, reviewId);
  if (!facts) return;
  await addNotification(tx, {
    userId: facts.providerId,
    kind: 'review',
    key: `review:${reviewId}`,
    text: `${facts.reviewerName ?? 'A customer'} reviewed ${facts.gigTitle}: ${stars(facts.rating)}`,
    link: gigReviewsLink(facts.gigId),
  });
}

/** The provider replied to a review: its author is told, in the reply's own transaction. */
export async function notifyReviewReply(tx: Tx, reviewId: number): Promise<void> {
  const facts = await reviewFacts(tx, reviewId);
  if (!facts) return;
  await addNotification(tx, {
    userId: facts.reviewerId,
    kind: 'review_reply',
    key: `review-reply:${reviewId}`,
    text: `${facts.providerName ?? 'The provider'} replied to your review of ${facts.gigTitle}`,
    link: gigReviewsLink(facts.gigId),
  });
}
