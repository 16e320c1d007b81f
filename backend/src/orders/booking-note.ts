import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ChatMessage } from '@campus/contracts';
import { orders } from '../db/schema';
import type { Tx } from '../db/types';
import { postMessageTo } from '../messages';

/**
 * The customer's note to the provider (or seller), given at checkout (POST /api/create-payment-intent
 * `note`, kept on the order as `booking_note`): posted as a message from the customer to the provider
 * in their conversation (started if they have none), where the provider already talks. It is posted at
 * authorisation, not at checkout: a checkout never paid is not an order for the provider, so it sends
 * nothing. Call it from the transaction that authorises the order (the interpreter's `authorise`): the
 * message and its live event then commit with the authorisation, or not at all.
 *
 * Once per order, whoever authorises and however often: the note is claimed by stamping
 * `booking_note_sent_at` in the same statement that reads it (a replay, a webhook racing the
 * completion call, finds it stamped and posts nothing). The message posted, or null when there was no
 * note or it was posted already; the caller queues its unread-mail job once the transaction committed
 * (`scheduleUnreadMail`), as for any message.
 */
export async function postBookingNote(tx: Tx, orderId: number, at: Date): Promise<ChatMessage | null> {
  const [claimed] = await tx
    .update(orders)
    .set({ bookingNoteSentAt: at })
    .where(and(eq(orders.id, orderId), isNotNull(orders.bookingNote), isNull(orders.bookingNoteSentAt)))
    .returning({ note: orders.bookingNote, customerId: orders.customerId, providerId: orders.providerId });
  if (!claimed?.note) return null;
  return postMessageTo(tx, claimed.customerId, claimed.providerId, claimed.note);
}
