import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, LIMITS, type Gig } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { profileKeys } from './keys';

/** GET /api/gigs?limit=5: the newest gigs on the marketplace (the first page only). */
export async function getRecentGigs(signal?: AbortSignal): Promise<Gig[]> {
  const page = await api.call(endpoints.gigs, { query: { limit: LIMITS.recentGigs }, signal });
  return page.items.slice(0, LIMITS.recentGigs);
}

/** Under ['gigs', 'list'] with every gig list, so a change to a gig refetches it too. */
export const recentGigsQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.recentGigs,
    queryFn: ({ signal }) => getRecentGigs(signal),
  });

/** Profile > Dashboard > Recent Gigs. */
export function useRecentGigs() {
  return useQuery(recentGigsQueryOptions());
}
