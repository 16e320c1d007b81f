import { queryOptions } from '@tanstack/react-query';
import { api as endpoints } from '@campus/contracts';
import { api } from '../api';

/** Query key of the signed-in student's unread-message count (the navbar badge). */
export const UNREAD_COUNT_KEY = ['messages', 'unread-count'] as const;

/**
 * GET /api/messages/unread-count. While the live stream is open its `unread` events keep this cache
 * current (LiveEvents.tsx); `fallbackPollMs` is how often it is asked for when the stream is not open.
 */
export const unreadCountQuery = queryOptions({
  queryKey: UNREAD_COUNT_KEY,
  queryFn: ({ signal }) => api.call(endpoints.unreadCount, { signal }),
  staleTime: 30_000,
});

/** How often the badge asks for the count while no live stream is open (the fallback, not the rule). */
export const UNREAD_FALLBACK_POLL_MS = 60_000;
