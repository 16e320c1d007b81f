import type { Notification, NotificationKind } from '@campus/contracts';
import type { notifications } from '../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** A notification row as the notification centre shows it (contracts' `notification`). */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    // the table's check constraint holds it to NOTIFICATION_KINDS
    kind: row.kind as NotificationKind,
    text: row.text,
    orderId: row.orderId,
    transition: row.transition,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
