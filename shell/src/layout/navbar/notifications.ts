import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import {
  api as endpoints,
  type Notification,
  type NotificationNotice,
  type NotificationPage,
} from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/**
 * The notification centre's one cache: GET /api/notifications, newest first, a page at a time (the bell
 * shows the start of the first page, /notifications every page loaded). Live `notification` events and
 * reads are written into it (`withNotice`, `withRead`) rather than fetched again.
 */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** How many the bell's list shows; the rest are on /notifications. */
export const BELL_LATEST = 6;

/** The cache's pages (whatever their page parameters: the hooks read them as `unknown`). */
export type NotificationPages<P = unknown> = InfiniteData<NotificationPage, P>;

export const notificationsQuery = infiniteQueryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: ({ pageParam, signal }) =>
    api.call(endpoints.notifications, {
      query: { cursor: pageParam, limit: NOTIFICATIONS_PAGE_SIZE },
      signal,
    }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  staleTime: 30_000,
});

/** The unread count: the newest page's (each page carries the count of all pages as it was read). */
export const unreadOf = (data: NotificationPages | undefined): number => data?.pages[0]?.unread ?? 0;

/** Every notification loaded, newest first. */
export const itemsOf = (data: NotificationPages | undefined): Notification[] =>
  data?.pages.flatMap((p) => p.items) ?? [];

/**
 * A live notification, put first (once: a notification already there is left as it is), with the
 * unread count it came with. The first page grows by one; the next pages start after its old last
 * notification, so nothing is shown twice or skipped.
 */
export function withNotice(
  data: NotificationPages,
  { notification, unread }: NotificationNotice,
): NotificationPages {
  const known = data.pages.some((p) => p.items.some((n) => n.id === notification.id));
  return {
    ...data,
    pages: data.pages.map((page, i) => ({
      ...page,
      unread,
      items: i === 0 && !known ? [notification, ...page.items] : page.items,
    })),
  };
}

/** What POST /api/notifications/read marks: these, every one up to an id, or all when neither. */
export interface ReadSelection {
  ids?: number[];
  upTo?: number;
}

const isSelected = (n: Notification, { ids, upTo }: ReadSelection): boolean =>
  (ids === undefined && upTo === undefined) ||
  (ids?.includes(n.id) ?? false) ||
  (upTo !== undefined && n.id <= upTo);

/** The notifications of `selection` read as of `at`, and the unread count the server answered. */
export function withRead<P>(
  data: NotificationPages<P>,
  selection: ReadSelection,
  unread: number,
  at: string,
): NotificationPages<P> {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread,
      items: page.items.map((n) =>
        n.readAt === null && isSelected(n, selection) ? { ...n, readAt: at } : n,
      ),
    })),
  };
}
