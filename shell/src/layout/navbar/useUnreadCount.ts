import { useQuery } from '@tanstack/react-query';
import { useLiveStatus } from '@campus/shell/runtime';
import { UNREAD_FALLBACK_POLL_MS, unreadCountQuery } from '../../runtime/events/unread';

/**
 * How often the navbar's counts (unread messages, the bell's notifications) are asked for: never while
 * the live stream is open (its events keep them current), now and then while it is not.
 */
export function useFallbackPoll(): number | false {
  return useLiveStatus() === 'live' ? false : UNREAD_FALLBACK_POLL_MS;
}

/**
 * Unread messages of the signed-in user (0 for visitors or when the count cannot be loaded). The live
 * stream's `unread` events keep it current; while the stream is not open it is asked for now and then.
 */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({ ...unreadCountQuery, enabled, refetchInterval: useFallbackPoll() });
  return enabled ? (data?.count ?? 0) : 0;
}
