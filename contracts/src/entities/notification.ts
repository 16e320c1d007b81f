import { lazySchema, z } from '../zod';
import { id, isoDate, page, pageCursor, pageLimit } from './common';

/** What a notification tells of: an order's transition (the processes declare them) or a review. */
export const NOTIFICATION_KINDS = ['order', 'review', 'review_reply'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One entry of the notification centre (the navbar's bell). */
export const notification = lazySchema(() =>
  z.object({
    id,
    kind: z.enum(NOTIFICATION_KINDS),
    /** The words of the process table (or the review's), filled in: 'Order #12 (Calculus tutoring) was marked delivered …'. */
    text: z.string(),
    /** The order it is about (order notifications). */
    orderId: z.nullable(id),
    /** The order's transition it tells of (order notifications). */
    transition: z.nullable(z.string()),
    /** Where it leads in the app: '/orders/12', '/gigs/4#reviews'. */
    link: z.string(),
    createdAt: isoDate,
    readAt: z.nullable(isoDate),
  }),
);
export type Notification = z.infer<typeof notification>;

/** GET /api/notifications: newest first, keyset-paged (`?cursor=`, `?limit=`). */
export const notificationQuery = lazySchema(() =>
  z.object({ cursor: z.optional(pageCursor), limit: pageLimit }),
);
export const notificationPage = lazySchema(() =>
  z.extend(page(notification), {
    /** Unread notifications of the viewer, all pages. */
    unread: z.number().check(z.int(), z.minimum(0)),
  }),
);
export type NotificationPage = z.infer<typeof notificationPage>;

/** POST /api/notifications/read: these (`ids`), or every one up to and including `upTo`, or all when empty. */
export const notificationsRead = lazySchema(() =>
  z.object({
    ids: z.optional(z.array(id).check(z.maxLength(100))),
    upTo: z.optional(id),
  }),
);
export const notificationsReadReply = lazySchema(() =>
  z.object({ unread: z.number().check(z.int(), z.minimum(0)) }),
);

/** Live event `notification`: a new notification for the signed-in user, and their unread count. */
export const notificationNotice = lazySchema(() => z.object({ notification, unread: z.number() }));
export type NotificationNotice = z.infer<typeof notificationNotice>;
