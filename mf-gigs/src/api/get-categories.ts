import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** GET /api/categories: plain list of service category names. */
export function getCategories(signal?: AbortSignal): Promise<string[]> {
  return api.call(endpoints.categories, { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
