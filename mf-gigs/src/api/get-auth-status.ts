import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthStatus } from '@campus/contracts';
import { authStatusQuery } from '@campus/shell/runtime';

/** Asks the server on demand (the booking click), reusing a status fetched in the last 30 s. */
export function useFetchAuthStatus(): () => Promise<AuthStatus> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery(authStatusQuery), [queryClient]);
}
