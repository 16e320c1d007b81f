import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@campus/contracts';
import { useAuth } from '@campus/shell/runtime';
import { useFetchAuthStatus } from '../../../api/get-auth-status';
import { useSyncSession } from '../../../api/sync-session';
import { bookingTarget } from '../utils/booking-target';

/** The booking click: checks the session with the server, then goes to checkout or to sign-in. */
export function useBookGig(gigId: number): { book(): Promise<void>; isChecking: boolean } {
  const navigate = useNavigate();
  const { user, isAuthenticated, refresh } = useAuth();
  const fetchAuthStatus = useFetchAuthStatus();
  const { mutateAsync: sync } = useSyncSession();
  const [isChecking, setChecking] = useState(false);

  const syncSession = useCallback(
    async (localUser: CurrentUser) => {
      try {
        await sync(localUser);
      } catch (error) {
        console.warn('Session sync failed', error);
        return false;
      }
      await refresh().catch(() => undefined);
      return true;
    },
    [sync, refresh],
  );

  const book = useCallback(async () => {
    setChecking(true);
    try {
      const target = await bookingTarget({
        gigId,
        localUser: user,
        locallyAuthenticated: isAuthenticated,
        fetchAuthStatus,
        syncSession,
      });
      navigate(target);
    } finally {
      setChecking(false);
    }
  }, [gigId, user, isAuthenticated, fetchAuthStatus, syncSession, navigate]);

  return { book, isChecking };
}
