import { useEffect } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { api as endpoints } from '@campus/contracts';
import { api } from '../api';
import { authLoadingAtom, userAtom } from './atoms';
import { authKeys, checkAuthStatus, fetchMe } from './queries';
import { readStoredUser } from './storage';

/**
 * Start-up session check (spec section 4): ask the server whether the session is signed in; if so fetch
 * and store the current user (a failed fetch clears it); if not, but a user is stored locally, try to
 * restore the session once, and clear the local user when the server refuses.
 */
export function useSessionSync(enabled: boolean): void {
  const client = useQueryClient();
  const setUser = useSetAtom(userAtom);
  const setLoading = useSetAtom(authLoadingAtom);
  const store = useStore();

  useEffect(() => {
    if (!enabled) {
      setLoading(false);
      return;
    }
    // A server-rendered page starts from the session the server checked (seedSession): nothing to ask,
    // unless the server saw nobody while a user is stored here (the restore below is still due).
    if (!store.get(authLoadingAtom) && (store.get(userAtom) !== null || readStoredUser() === null)) return;
    let active = true;
    const apply = (fn: () => void) => active && fn();
    (async () => {
      try {
        const status = await checkAuthStatus(client);
        if (status.isAuthenticated) {
          const me = await fetchMe().catch(() => null);
          apply(() => setUser(me));
          return;
        }
        const stored = readStoredUser();
        if (!stored) return;
        try {
          await api.call(endpoints.syncSession, { body: { userData: stored } });
          const me = await fetchMe();
          client.setQueryData(authKeys.status, { isAuthenticated: me !== null });
          apply(() => setUser(me));
        } catch (error) {
          console.warn('Session sync failed', error);
          apply(() => setUser(null));
        }
      } catch (error) {
        // The server could not be asked: the locally stored user stands until it can.
        console.warn('Auth status check failed', error);
      } finally {
        apply(() => setLoading(false));
      }
    })();
    return () => {
      active = false;
    };
  }, [enabled, client, setUser, setLoading, store]);
}
