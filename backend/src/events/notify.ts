import { sql } from 'drizzle-orm';
import type { ChatMessage, NotificationNotice, OrderNotice, ReadReceipt } from '@campus/contracts';
import type { Tx } from '../db/types';

/**
 * Live events cross backend instances as PostgreSQL notifications on one channel: a write publishes
 * inside its own transaction (`pg_notify`), so the notification is delivered when, and only if, the
 * transaction commits, in commit order, to every instance's hub (hub.ts), which passes it to the
 * streams of the users it concerns.
 */
export const LIVE_CHANNEL = 'campus_live';

/**
 * A notification's payload must stay under 8000 bytes: a message whose JSON would not fit travels as
 * its id, and each hub that has a stream for it reads it from the database.
 */
const PAYLOAD_MAX_BYTES = 7500;

/** What one notification says (JSON). */
export type LiveNotice =
  | {
      kind: 'message';
      /** The conversation's two participants. */
      participants: [number, number];
      /** The message, or only its id when it is too long to travel in the notification. */
      message: ChatMessage | { id: number; senderId: number };
    }
  | { kind: 'read'; participants: [number, number]; receipt: ReadReceipt }
  /** An order's transition, for one of its parties (`participants` is that one user). */
  | { kind: 'order'; participants: [number]; notice: OrderNotice }
  /** A new entry of one user's notification centre (notifications/service.ts), with their unread count. */
  | { kind: 'notification'; participants: [number]; notice: NotificationNotice };

async function notify(tx: Tx, notice: LiveNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** A new message: its conversation's two participants hear of it once the transaction commits. */
export async function publishMessage(
  tx: Tx,
  participants: [number, number],
  message: ChatMessage,
): Promise<void> {
  const full: LiveNotice = { kind: 'message', participants, message };
  const fits = Buffer.byteLength(JSON.stringify(full)) <= PAYLOAD_MAX_BYTES;
  await notify(tx, fits ? full : { ...full, message: { id: message.id, senderId: message.senderId } });
}

/** `receipt.readerId` read the other side's messages up to `receipt.lastReadId`. */
export async function publishRead(
  tx: Tx,
  participants: [number, number],
  receipt: ReadReceipt,
): Promise<void> {
  await notify(tx, { kind: 'read', participants, receipt });
}

/** An order took a transition that concerns `userId` (orders/notifications.ts decides who). */
export async function publishOrderNotice(tx: Tx, userId: number, notice: OrderNotice): Promise<void> {
  await notify(tx, { kind: 'order', participants: [userId], notice });
}

/** A new notification for `userId` (notifications/service.ts writes it in the same transaction). */
export async function publishNotification(tx: Tx, userId: number, notice: NotificationNotice): Promise<void> {
  await notify(tx, { kind: 'notification', participants: [userId], notice });
}
