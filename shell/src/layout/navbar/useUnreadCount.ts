import { useQuery } from '@tanstack/react-query';
import { useLiveStatus } from '@campus/shell/runtime';
import { UNREAD_FALLBACK_POLL_MS, unreadCountQuery } from '../../runtime/events/unread';

/**
 * Unread messages of the signed-in user (0 for visitors or when the count cannot be loaded). The live
 * stream's `unread` events keep it current; while the stream is not open it is asked for now and then.
 */
export function useUnreadCount(enabled: boolean): number {
  const live = useLiveStatus() === 'live';
  const { data } = useQuery({
    ...unreadCountQuery,
    enabled,
    refetchInterval: live ? false : UNREAD_FALLBACK_POLL_MS,
  });
  return enabled ? (data?.count ?? 0) : 0;
}
