import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, type PublicConfig } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** GET /api/config: which payment provider the server uses, and Stripe's publishable key. */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.call(endpoints.config, { signal });
}

/** The shell's sign-in page reads the same key: one request per page load. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
