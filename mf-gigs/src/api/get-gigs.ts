import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, type Gig, type ServiceCategory } from '@campus/contracts';
import { api } from '@campus/shell/kit';

/** The browse filter state (spec section 3: category, search, minPrice, maxPrice). */
export interface GigListFilters {
  category?: ServiceCategory;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
}

/** GET /api/gigs with the browse filters; the reply is parsed by contracts' gigList. */
export function getGigs(filters: GigListFilters, signal?: AbortSignal): Promise<Gig[]> {
  const { category, search, minPrice, maxPrice } = filters;
  return api.call(endpoints.gigs, { query: { category, search, minPrice, maxPrice }, signal });
}

export const gigsQueryOptions = (filters: GigListFilters) =>
  queryOptions({
    queryKey: ['gigs', 'list', filters],
    queryFn: ({ signal }) => getGigs(filters, signal),
  });

export function useGigs(filters: GigListFilters) {
  return useQuery(gigsQueryOptions(filters));
}
