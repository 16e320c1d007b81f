import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, queryKeys, type Gig } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** GET /api/gigs/{id} */
export function getGig(id: number, signal?: AbortSignal): Promise<Gig> {
  return api.call(endpoints.gig, { params: { id }, signal });
}

/** mf-gigs' key of the gig (contracts' queryKeys): a student coming from the gig finds it already loaded. */
export const gigQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.gigs.detail(id),
    queryFn: ({ signal }) => getGig(id, signal),
  });

export function useGig(id: number) {
  return useQuery(gigQueryOptions(id));
}
