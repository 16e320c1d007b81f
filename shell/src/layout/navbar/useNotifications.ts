import { useEffect, useRef } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api as endpoints, streams } from '@campus/contracts';
import { api, useLiveEvent, useLiveStatus } from '@campus/shell/runtime';
import {
  itemsOf,
  NOTIFICATIONS_KEY,
  notificationsQuery,
  unreadOf,
  withNotice,
  withRead,
  type NotificationPages,
  type ReadSelection,
} from './notifications';
import { useFallbackPoll } from './useUnreadCount';

/**
 * The signed-in student's notifications (the bell and /notifications share the cache), their unread
 * count (0 for visitors), and `markRead`, which answers with the count left. Asked for now and then only
 * while the live stream is not open, as the unread-message count is.
 */
export function useNotifications(enabled: boolean) {
  const client = useQueryClient();
  const query = useInfiniteQuery({ ...notificationsQuery, enabled, refetchInterval: useFallbackPoll() });
  const read = useMutation({
    mutationFn: (selection: ReadSelection) => api.call(endpoints.readNotifications, { body: selection }),
    onSuccess: ({ unread }, selection) =>
      client.setQueryData<NotificationPages>(
        NOTIFICATIONS_KEY,
        (data) => data && withRead(data, selection, unread, new Date().toISOString()),
      ),
  });
  return {
    query,
    items: enabled ? itemsOf(query.data) : [],
    unread: enabled ? unreadOf(query.data) : 0,
    markRead: read.mutate,
    marking: read.isPending,
  };
}

/**
 * `useNotifications`, kept current by the live stream (the navbar's bell, mounted on every page): each
 * `notification` event is put into the cache with its unread count, and whenever the stream (re)opens
 * the list is read again, since what arrived while it was closed is not replayed.
 */
export function useNotificationFeed(enabled: boolean) {
  const client = useQueryClient();
  const feed = useNotifications(enabled);
  useLiveEvent(streams.events, 'notification', (notice) => {
    if (!enabled) return;
    if (client.getQueryData(NOTIFICATIONS_KEY))
      client.setQueryData<NotificationPages>(NOTIFICATIONS_KEY, (data) => data && withNotice(data, notice));
    else void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  });
  const status = useLiveStatus();
  const previous = useRef(status);
  useEffect(() => {
    const opened = status === 'live' && previous.current !== 'live';
    previous.current = status;
    if (enabled && opened) void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [enabled, status, client]);
  return feed;
}
