import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api as endpoints, TIMINGS, type AuthStatus } from '@campus/contracts';
import { api } from '@campus/shell/kit';

/** GET /api/auth/status, cached 30 s (spec section 9); same key and shape as the shell's session check. */
export function getAuthStatus(signal?: AbortSignal): Promise<AuthStatus> {
  return api.call(endpoints.authStatus, { signal });
}

export const authStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'status'],
    queryFn: ({ signal }) => getAuthStatus(signal),
    staleTime: TIMINGS.authStatusCacheMs,
  });

/** Asks the server on demand (the booking click), reusing a status fetched in the last 30 s. */
export function useFetchAuthStatus(): () => Promise<AuthStatus> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery(authStatusQueryOptions()), [queryClient]);
}
