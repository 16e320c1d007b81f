import type { ChatMessage } from '@campus/contracts';
import type { Tx } from '../db/types';
import { publishMessage } from './live-events';
import { presentMessage } from './presenter';
import { insertMessage, openConversation, participantIds, type ConversationFacts } from './service';

/**
 * Posts a message inside `tx`: the insert and its live event, which both participants' streams get
 * once `tx` commits (and only if it does). The unread-mail job is the caller's to queue after the
 * commit (`scheduleUnreadMail`).
 */
export async function postMessage(
  tx: Tx,
  conversation: ConversationFacts,
  senderId: number,
  content: string,
): Promise<ChatMessage> {
  const message = presentMessage(await insertMessage(tx, conversation, senderId, content));
  await publishMessage(tx, participantIds(conversation), message);
  return message;
}

/** Posts a message from `senderId` to `recipientId` in their conversation, started if they have none yet. */
export async function postMessageTo(
  tx: Tx,
  senderId: number,
  recipientId: number,
  content: string,
): Promise<ChatMessage> {
  const { conversation } = await openConversation(tx, senderId, recipientId);
  return postMessage(tx, conversation, senderId, content);
}
