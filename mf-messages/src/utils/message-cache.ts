import type { ChatMessage, ConversationDetail } from '@campus/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * The cached pages of one conversation (`pages[0]` the latest, then older ones), updated by the live
 * stream and by sending. Messages are kept once each (by id), in id order, which is the order they were
 * sent; pending messages (sent, not yet stored: negative ids) come last.
 */
type Pages = InfiniteData<ConversationDetail>;

let lastPendingId = 0;

/** A message being sent: shown at once, with a negative id until the server has stored it. */
export function pendingMessage({
  conversationId,
  senderId,
  content,
}: Pick<ChatMessage, 'conversationId' | 'senderId' | 'content'>): ChatMessage {
  return {
    id: --lastPendingId,
    conversationId,
    senderId,
    content: content.trim(),
    createdAt: new Date().toISOString(),
    isRead: false,
  };
}

export const isPending = (message: Pick<ChatMessage, 'id'>) => message.id < 0;

/** Stored messages by id, then pending ones in the order they were sent. */
function byId(a: ChatMessage, b: ChatMessage): number {
  if (isPending(a) !== isPending(b)) return isPending(a) ? 1 : -1;
  return isPending(a) ? b.id - a.id : a.id - b.id;
}

export function hasMessage(data: Pages, id: number): boolean {
  return data.pages.some((page) => page.messages.some((m) => m.id === id));
}

/**
 * Adds `message` to the latest page, unless it is there already (the same id). A stored message takes
 * the place of the pending one it is (same sender and text): the stream can deliver a message before
 * its send is answered, and it shows once.
 */
export function insertMessage(data: Pages, message: ChatMessage): Pages {
  const [latest, ...older] = data.pages;
  if (!latest || hasMessage(data, message.id)) return data;
  const stands = isPending(message)
    ? -1
    : latest.messages.findIndex(
        (m) => isPending(m) && m.senderId === message.senderId && m.content === message.content.trim(),
      );
  const kept = stands < 0 ? latest.messages : latest.messages.filter((_, i) => i !== stands);
  const messages = [...kept, message].sort(byId);
  return { ...data, pages: [{ ...latest, messages }, ...older] };
}

export function removeMessage(data: Pages, id: number): Pages {
  if (!hasMessage(data, id)) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.messages.some((m) => m.id === id)
        ? { ...page, messages: page.messages.filter((m) => m.id !== id) }
        : page,
    ),
  };
}

/** A read receipt: `readerId` has read the other side's messages up to `lastReadId`. */
export function markReadUpTo(data: Pages, readerId: number, lastReadId: number): Pages {
  const unread = (m: ChatMessage) =>
    !m.isRead && !isPending(m) && m.senderId !== readerId && m.id <= lastReadId;
  if (!data.pages.some((page) => page.messages.some(unread))) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.messages.some(unread)
        ? { ...page, messages: page.messages.map((m) => (unread(m) ? { ...m, isRead: true } : m)) }
        : page,
    ),
  };
}

/** Every message of the cached pages, oldest first (the order the conversation shows them). */
export function allMessages(data: Pages): ChatMessage[] {
  return [...data.pages].reverse().flatMap((page) => page.messages);
}
