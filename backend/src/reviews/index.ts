/** The reviews domain as other domains see it: they import only from here (docs/decisions/layers.md). */
export { RELEASED_STATUSES, reviewRefusal, reviewRefusalError } from './policies';
export { presentReview } from './presenter';
export { recomputeProviderRatings, type ReviewWithReviewer } from './service';
