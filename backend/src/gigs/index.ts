/** The gigs domain as other domains see it: they import only from here (docs/decisions/layers.md). */
export { assertMayBookGig, bookingRefusal } from './policies';
export { gigExists } from './service';
