import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, type Review } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { gigKeys } from './keys';

/** GET /api/gigs/{id}/reviews */
export function getGigReviews(gigId: number, signal?: AbortSignal): Promise<Review[]> {
  return api.call(endpoints.gigReviews, { params: { id: gigId }, signal });
}

export const gigReviewsQueryOptions = (gigId: number) =>
  queryOptions({
    queryKey: gigKeys.reviews(gigId),
    queryFn: ({ signal }) => getGigReviews(gigId, signal),
  });

export function useGigReviews(gigId: number) {
  return useQuery(gigReviewsQueryOptions(gigId));
}
