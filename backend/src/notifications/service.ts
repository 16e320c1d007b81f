import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  LIMITS,
  MAX_ID,
  type Notification,
  type NotificationKind,
  type NotificationNotice,
} from '@campus/contracts';
import { notifications } from '../db/schema';
import type { DbOrTx, Tx } from '../db/types';
import { publishLive } from '../events/notify';
import { invalid } from '../domain-errors';
import { presentNotification, type NotificationRow } from './presenter';

/**
 * The notification centre (the navbar's bell): one row per user and thing told of (`key`), written in
 * the transaction of the event it tells of, with a live `notification` event published in the same
 * transaction (events/notify.ts), so both exist if and only if the event committed. The unique
 * (user_id, key) makes a replayed event add nothing: none lost, none twice.
 */
export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** What it tells of, unique per user: 'order-event:41', 'review:7', 'review-reply:7'. */
  key: string;
  orderId?: number | null;
  transition?: string | null;
  text: string;
  /** Where it leads in the app ('/orders/12'). */
  link: string;
}

/**
 * Adds the notification in the caller's transaction and tells the user's open tabs once it commits.
 * Returns it, or null when the user was already told of `key` (nothing is published then).
 */
export async function addNotification(tx: Tx, input: NewNotification): Promise<Notification | null> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      key: input.key,
      orderId: input.orderId ?? null,
      transition: input.transition ?? null,
      text: input.text,
      link: input.link,
    })
    .onConflictDoNothing({ target: [notifications.userId, notifications.key] })
    .returning();
  if (!row) return null;
  const notification = presentNotification(row);
  const notice: NotificationNotice = { notification, unread: await unreadNotifications(tx, input.userId) };
  // its live event (notifications/live-events.ts), heard once the transaction commits
  await publishLive(tx, { kind: 'notification', participants: [input.userId], payload: notice });
  return notification;
}

/** The user's unread notifications, all pages. */
export async function unreadNotifications(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * A page's cursor: the id of its last notification, base64url-encoded (the contracts' `pageCursor`
 * format, opaque to clients). Notifications are listed newest first by id alone: ids are given in
 * insertion order, and the (user_id, id) index serves the range.
 */
export const encodeNotificationCursor = (id: number): string => Buffer.from(`n${id}`).toString('base64url');

export function decodeNotificationCursor(cursor: string): number {
  const match = /^n(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw invalid('Invalid cursor');
  return id;
}

export interface NotificationList {
  items: Notification[];
  nextCursor: string | null;
  unread: number;
}

/** The user's notifications, newest first, `limit` from after `cursor`, with their unread count. */
export async function listNotifications(
  db: DbOrTx,
  userId: number,
  { cursor, limit = LIMITS.pageSize }: { cursor?: string | undefined; limit?: number | undefined },
): Promise<NotificationList> {
  const before = cursor === undefined ? undefined : decodeNotificationCursor(cursor);
  const rows: NotificationRow[] = await db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), before === undefined ? undefined : lt(notifications.id, before)),
    )
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(presentNotification);
  const last = items[limit - 1];
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeNotificationCursor(last.id) : null,
    unread: await unreadNotifications(db, userId),
  };
}

/** Which of the user's notifications to mark read: `ids`, every one up to `upTo`, or all when neither. */
export interface ReadSelection {
  ids?: number[] | undefined;
  upTo?: number | undefined;
}

/** Marks the user's unread notifications of `selection` read (others' are never touched); the unread left. */
export async function markNotificationsRead(
  tx: Tx,
  userId: number,
  selection: ReadSelection,
): Promise<number> {
  const named: SQL[] = [];
  if (selection.ids)
    named.push(selection.ids.length > 0 ? inArray(notifications.id, selection.ids) : sql`false`);
  if (selection.upTo !== undefined) named.push(lte(notifications.id, selection.upTo));
  await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), or(...named)));
  return unreadNotifications(tx, userId);
}
