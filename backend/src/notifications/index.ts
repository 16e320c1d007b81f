/** The notifications domain as other domains see it: they import only from here (docs/decisions/layers.md). */
export { notifyNewReview, notifyReviewReply } from './reviews';
export { addNotification } from './service';
