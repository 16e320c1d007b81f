import type { Notification, NotificationPage } from '@campus/contracts';

/** Test data of the notification centre's components: a notification (an order's, unread by default). */
export const testNotification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'order',
  text: `Order #${id} (Calculus tutoring) was marked delivered: confirm or dispute it`,
  orderId: id,
  transition: 'deliver',
  link: `/orders/${id}`,
  createdAt: '2026-11-27T10:00:00.000Z',
  readAt: null,
  ...overrides,
});

/** A reply of GET /api/notifications. */
export const testNotificationPage = (
  items: Notification[],
  unread: number,
  nextCursor: string | null = null,
): NotificationPage => ({ items, unread, nextCursor });
