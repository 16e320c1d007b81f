import { useQuery } from '@tanstack/react-query';
import { api as endpoints } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** Query key of the unread-message count; mf-messages updates or invalidates it when messages are read. */
export const UNREAD_COUNT_KEY = ['messages', 'unread-count'] as const;

/** Unread messages of the signed-in user (0 for visitors or when the count cannot be loaded). */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: () => api.call(endpoints.unreadCount),
    enabled,
    staleTime: 30_000,
  });
  return enabled ? (data?.count ?? 0) : 0;
}
