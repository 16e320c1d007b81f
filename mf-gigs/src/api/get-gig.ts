import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, type Gig } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { gigKeys } from './keys';

/** GET /api/gigs/{id} */
export function getGig(id: number, signal?: AbortSignal): Promise<Gig> {
  return api.call(endpoints.gig, { params: { id }, signal });
}

export const gigQueryOptions = (id: number) =>
  queryOptions({
    queryKey: gigKeys.detail(id),
    queryFn: ({ signal }) => getGig(id, signal),
  });

export function useGig(id: number) {
  return useQuery(gigQueryOptions(id));
}
