import { useContext, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { CurrentUser } from '@campus/contracts';
import { authLoadingAtom, userAtom } from './atoms';
import { AuthContext } from './context';

export interface AuthState {
  user: CurrentUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  setUser(user: CurrentUser | null): void;
  logout(): Promise<void>;
  refresh(): Promise<void>;
}

/** The session: who is signed in, and the actions on it. */
export function useAuth(): AuthState {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error('useAuth must be used within an AuthProvider');
  const user = useAtomValue(userAtom);
  const isLoading = useAtomValue(authLoadingAtom);
  return useMemo(
    () => ({ user, isAuthenticated: user !== null, isLoading, ...actions }),
    [user, isLoading, actions],
  );
}
