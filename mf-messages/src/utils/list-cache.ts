import type { ChatMessage, ConversationListEntry } from '@campus/contracts';

export interface ListContext {
  /** The signed-in student. */
  me: number;
  /** The conversation the student is reading right now (open and the tab visible), if any. */
  reading: number | null;
}

/**
 * The conversation list after `message`: its conversation gets it as its last message and moves to the
 * top; a message from the other side counts as 'new' unless the student is reading that conversation.
 * A message seen before (by id) changes nothing. Null when the conversation is not in the list (a
 * conversation someone just started): the list must be read again.
 */
export function applyMessageToList(
  list: ConversationListEntry[],
  message: ChatMessage,
  { me, reading }: ListContext,
): ConversationListEntry[] | null {
  const entry = list.find((c) => c.id === message.conversationId);
  if (!entry) return null;
  if (entry.lastMessage && entry.lastMessage.id >= message.id) return list;
  const fromOther = message.senderId !== me;
  const updated: ConversationListEntry = {
    ...entry,
    lastMessage: message,
    unreadCount: fromOther && reading !== entry.id ? entry.unreadCount + 1 : entry.unreadCount,
  };
  return [updated, ...list.filter((c) => c !== entry)];
}

/** The student has read `conversationId`: no 'N new' on it. */
export function markListRead(list: ConversationListEntry[], conversationId: number): ConversationListEntry[] {
  const entry = list.find((c) => c.id === conversationId);
  if (!entry || entry.unreadCount === 0) return list;
  return list.map((c) => (c === entry ? { ...c, unreadCount: 0 } : c));
}
