import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api as endpoints, type GigPage } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { profileKeys } from './keys';

/**
 * GET /api/gigs?providerId={own id}: one page of the signed-in student's gigs, newest first. Their own
 * list also holds their paused ('inactive') gigs, which browse never shows.
 */
export function getMyGigs(providerId: number, cursor?: string, signal?: AbortSignal): Promise<GigPage> {
  return api.call(endpoints.gigs, { query: { providerId, cursor }, signal });
}

/** Under ['gigs', 'list'] with every gig list, so a change to a gig refetches them all. */
export const myGigsQueryOptions = (providerId: number) =>
  infiniteQueryOptions({
    queryKey: profileKeys.myGigs(providerId),
    queryFn: ({ pageParam, signal }) => getMyGigs(providerId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Profile > My Gigs, a page at a time. */
export function useMyGigs(providerId: number) {
  return useInfiniteQuery(myGigsQueryOptions(providerId));
}
