import { isApiError, api as endpoints, TIMINGS, type CurrentUser } from '@campus/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api';

export const authKeys = {
  status: ['auth', 'status'] as const,
  me: ['auth', 'me'] as const,
};

/** GET /api/auth/status, cached 30 s (spec section 4); one query for the shell and the remotes. */
export const authStatusQuery = {
  queryKey: authKeys.status,
  queryFn: () => api.call(endpoints.authStatus),
  staleTime: TIMINGS.authStatusCacheMs,
};

/** GET /api/me; a 401 means "nobody" and gives null. */
export async function fetchMe(): Promise<CurrentUser | null> {
  try {
    return await api.call(endpoints.me);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** Asks the server whether the session is signed in, using the 30-second cache. */
export function checkAuthStatus(client: QueryClient): Promise<{ isAuthenticated: boolean }> {
  return client.fetchQuery(authStatusQuery);
}
