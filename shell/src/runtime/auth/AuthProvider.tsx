import { useCallback, useMemo, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { api as endpoints, type CurrentUser } from '@campus/contracts';
import { api } from '../api';
import { useToast } from '../toast/useToast';
import { userAtom } from './atoms';
import { AuthContext, type AuthActions } from './context';
import { authKeys, fetchMe } from './queries';
import { useSessionSync } from './useSessionSync';

export interface AuthProviderProps {
  children: ReactNode;
  /** Check the session with the server at start (off in component tests). */
  sync?: boolean;
}

/** Owns the session actions; the state itself lives in jotai atoms. */
export function AuthProvider({ children, sync = true }: AuthProviderProps) {
  const client = useQueryClient();
  const storeUser = useSetAtom(userAtom);
  const { toast } = useToast();
  useSessionSync(sync);

  const setUser = useCallback(
    (user: CurrentUser | null) => {
      storeUser(user);
      client.setQueryData(authKeys.status, { isAuthenticated: user !== null });
      client.setQueryData(authKeys.me, user);
    },
    [client, storeUser],
  );

  const refresh = useCallback(async () => {
    setUser(await fetchMe());
  }, [setUser]);

  const logout = useCallback(async () => {
    try {
      await api.call(endpoints.logout);
    } catch {
      toast({
        title: 'Logout failed',
        description: 'An error occurred while logging out.',
        variant: 'destructive',
      });
      return;
    }
    setUser(null);
    toast({ title: 'Logged out', description: 'You have been logged out successfully' });
  }, [setUser, toast]);

  const actions = useMemo<AuthActions>(() => ({ setUser, refresh, logout }), [setUser, refresh, logout]);
  return <AuthContext.Provider value={actions}>{children}</AuthContext.Provider>;
}
