import type { ChatMessage, ReadReceipt } from '@campus/contracts';
import type { Tx } from '../db/types';
import type { LiveEventSource } from '../events/hub';
import { fitsLiveNotice, publishLive } from '../events/notify';
import { presentMessage } from './presenter';
import { findMessage, messagesAfter, newestMessageId, unreadCount } from './service';

/** A message's notice: the message, or only its id when it is too long to travel in the notification. */
type MessagePayload = ChatMessage | { id: number; senderId: number };

/** A new message: its conversation's two participants hear of it once the transaction commits. */
export async function publishMessage(
  tx: Tx,
  participants: [number, number],
  message: ChatMessage,
): Promise<void> {
  const full = { kind: 'message', participants, payload: message };
  await publishLive(
    tx,
    fitsLiveNotice(full) ? full : { ...full, payload: { id: message.id, senderId: message.senderId } },
  );
}

/** `receipt.readerId` read the other side's messages up to `receipt.lastReadId`. */
export async function publishRead(
  tx: Tx,
  participants: [number, number],
  receipt: ReadReceipt,
): Promise<void> {
  await publishLive(tx, { kind: 'read', participants, payload: receipt });
}

/**
 * Messaging's live events: the messages are the streams' replayable history (their ids the cursor),
 * read receipts and the unread count are state.
 */
export const messageLiveEvents: LiveEventSource = {
  history: {
    event: 'message',
    newestId: newestMessageId,
    after: async (db, userId, cursor, limit) =>
      (await messagesAfter(db, userId, cursor, limit)).map((row) => {
        const message = presentMessage(row);
        return { id: message.id, data: JSON.stringify(message) };
      }),
  },
  states: [
    { event: 'unread', read: async (db, userId) => JSON.stringify({ count: await unreadCount(db, userId) }) },
  ],
  kinds: [
    {
      kind: 'message',
      async deliver(payload, participants, { db, offerEntry, refresh }) {
        const sent = payload as MessagePayload;
        let message: ChatMessage;
        if ('content' in sent) message = sent;
        else {
          // too long for a notification: read it (in order: later notifications wait)
          const row = await findMessage(db, sent.id);
          if (!row) return;
          message = presentMessage(row);
        }
        offerEntry(participants, { id: message.id, data: JSON.stringify(message) });
        for (const id of participants) if (id !== message.senderId) refresh(id, 'unread');
      },
    },
    {
      kind: 'read',
      async deliver(payload, participants, { offer, refresh }) {
        const receipt = payload as ReadReceipt;
        offer(participants, 'read', JSON.stringify(receipt));
        refresh(receipt.readerId, 'unread');
      },
    },
  ],
};
