import { useEffect, useRef } from 'react';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { api as endpoints, type GigPage, type ServiceCategory } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { gigKeys } from './keys';

/** The browse filter state (spec section 3: category, search, minPrice, maxPrice). */
export interface GigListFilters {
  category?: ServiceCategory;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
}

/**
 * GET /api/gigs with the browse filters: one page (server's page size), from `cursor` or from the
 * start without one; the reply is parsed by contracts' gigPage.
 */
export function getGigs(filters: GigListFilters, cursor?: string, signal?: AbortSignal): Promise<GigPage> {
  const { category, search, minPrice, maxPrice } = filters;
  return api.call(endpoints.gigs, { query: { category, search, minPrice, maxPrice, cursor }, signal });
}

/**
 * The pages of one filter combination, fetched one after the other (pageParam = the previous page's
 * nextCursor). Under ['gigs', 'list'] with the gig list queries, in an entry of its own: a plain list
 * query (the home page's featured gigs) never shares a cache entry with these pages.
 */
export const gigsQueryOptions = (filters: GigListFilters) =>
  infiniteQueryOptions({
    queryKey: gigKeys.pages(filters),
    queryFn: ({ pageParam, signal }) => getGigs(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

const sameFilters = (a: GigListFilters, b: GigListFilters) =>
  a.category === b.category &&
  a.search === b.search &&
  a.minPrice === b.minPrice &&
  a.maxPrice === b.maxPrice;

/** Keeps only the first page of a cached list (the pages 'Load more' added are dropped). */
function keepFirstPage(data: InfiniteData<GigPage, unknown> | undefined) {
  if (!data || data.pages.length <= 1) return data;
  return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
}

/**
 * The gigs matching the filters, a page at a time. A filter change starts again from the first page:
 * the list being left keeps only its first page (after any page still loading for it is cancelled),
 * so coming back to those filters (Clear all, a second click on a chip, the browser's Back) shows
 * page one again rather than every page loaded before.
 */
export function useGigs(filters: GigListFilters) {
  const client = useQueryClient();
  const shown = useRef(filters);
  useEffect(() => {
    const left = shown.current;
    shown.current = filters;
    if (sameFilters(left, filters)) return;
    const { queryKey } = gigsQueryOptions(left);
    void client
      .cancelQueries({ queryKey, exact: true })
      .then(() => client.setQueryData(queryKey, keepFirstPage));
  }, [client, filters]);
  return useInfiniteQuery(gigsQueryOptions(filters));
}
