import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { api as endpoints, queryKeys, streams, unreadCount } from '@campus/contracts';
import { api } from '../api';
import { authLoadingAtom, userAtom } from '../auth/atoms';
import type { LiveHub } from './hub';
import { liveStatusAtom } from './status';
import { UNREAD_COUNT_KEY } from './unread';

/** Every messaging query (the unread count here, the conversations of mf-messages) starts with this. */

/**
 * Opens the tab's live stream while a student is signed in (once the server has confirmed the session)
 * and closes it on sign-out or when another student signs in; the messaging caches of the student who
 * left are dropped then. The stream's code is downloaded only when it opens, so a visitor's first page
 * does not carry it. `unread` events keep the navbar's unread count current; every event goes to the hub.
 */
export function LiveEvents({ hub }: { hub: LiveHub }) {
  const signedIn = useAtomValue(userAtom)?.id ?? null;
  const checking = useAtomValue(authLoadingAtom);
  const userId = checking ? null : signedIn;
  const setStatus = useSetAtom(liveStatusAtom);
  const client = useQueryClient();

  useEffect(
    () =>
      hub.subscribe('unread', (data) => {
        const parsed = unreadCount.safeParse(data);
        if (!parsed.success) return;
        // The event is newer than a count being fetched: write it, then drop that fetch (a manual write
        // is what a cancelled fetch reverts to).
        client.setQueryData(UNREAD_COUNT_KEY, parsed.data);
        void client.cancelQueries({ queryKey: UNREAD_COUNT_KEY });
      }),
    [hub, client],
  );

  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') {
      setStatus('off');
      return;
    }
    let active = true;
    let close: () => void = () => undefined;
    setStatus('connecting');
    import('./connection').then(
      ({ openLiveConnection }) => {
        if (!active) return;
        const connection = openLiveConnection({
          url: streams.events.path,
          events: Object.keys(streams.events.events),
          emit: hub.emit,
          onStatus: (status) => active && setStatus(status),
          stillSignedIn: async () => (await api.call(endpoints.authStatus)).isAuthenticated,
        });
        close = () => connection.close();
      },
      (error: unknown) => {
        console.warn('Live updates could not be loaded', error);
        if (active) setStatus('off');
      },
    );
    return () => {
      active = false;
      close();
      setStatus('off');
    };
  }, [userId, hub, setStatus]);

  // The student changed (signed out, or another signed in): nothing of theirs stays in the cache.
  const previous = useRef(signedIn);
  useEffect(() => {
    if (previous.current !== null && previous.current !== signedIn)
      client.removeQueries({ queryKey: queryKeys.messages.all });
    previous.current = signedIn;
  }, [signedIn, client]);

  return null;
}
