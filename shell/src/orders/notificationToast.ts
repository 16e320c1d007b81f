import type { Notification, NotificationKind } from '@campus/contracts';
import type { ToastOptions } from '@campus/shell/runtime';

const TITLES: Record<NotificationKind, string> = {
  order: 'Order update',
  review: 'New review',
  review_reply: 'Reply to your review',
};

/**
 * The toast a live notification deserves on the page the student has open: its title by kind and its
 * text (the process table's words, filled in), or null on the very page it links to, which shows the
 * change itself (the order page refreshes live).
 */
export function notificationToast(notification: Notification, pathname: string): ToastOptions | null {
  if (notification.link.split('#')[0] === pathname) return null;
  return { title: TITLES[notification.kind], description: notification.text };
}
