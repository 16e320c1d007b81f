import type { ChatMessage, ConversationDetail } from '@campus/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import { allMessages, insertMessage, markReadUpTo, pendingMessage, removeMessage } from './message-cache';

const message = (id: number, senderId = 7, content = `m${id}`): ChatMessage => ({
  id,
  conversationId: 3,
  senderId,
  content,
  createdAt: '2025-04-01T10:00:00.000Z',
  isRead: false,
});

const page = (messages: ChatMessage[], hasOlder = false): ConversationDetail => ({
  conversation: { id: 3, participantOneId: 1, participantTwoId: 7, createdAt: '2025-03-01T10:00:00.000Z' },
  otherParticipant: { id: 7, firstName: 'Maya', lastName: 'Chen', university: 'ASU' },
  messages,
  hasOlder,
});

/** The latest page first, as the infinite query keeps them. */
const pages = (...list: ConversationDetail[]): InfiniteData<ConversationDetail> => ({
  pages: list,
  pageParams: list.map((_, i) => (i === 0 ? undefined : i)),
});

const ids = (data: InfiniteData<ConversationDetail>) => allMessages(data).map((m) => m.id);

describe('the cached conversation', () => {
  const data = pages(page([message(5), message(6)]), page([message(3), message(4)], true));

  it('lists every message oldest first across pages', () => {
    expect(ids(data)).toEqual([3, 4, 5, 6]);
  });

  it('adds a new message once, in id order', () => {
    const once = insertMessage(data, message(8));
    expect(ids(once)).toEqual([3, 4, 5, 6, 8]);
    expect(insertMessage(once, message(8))).toBe(once);
    expect(insertMessage(once, message(4))).toBe(once);
    expect(ids(insertMessage(once, message(7)))).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('keeps pending messages last, in the order they were sent', () => {
    const a = pendingMessage({ conversationId: 3, senderId: 1, content: ' first ' });
    const b = pendingMessage({ conversationId: 3, senderId: 1, content: 'second' });
    expect(a.content).toBe('first');
    const sent = insertMessage(insertMessage(data, a), b);
    expect(ids(insertMessage(sent, message(9)))).toEqual([3, 4, 5, 6, 9, a.id, b.id]);
    expect(ids(removeMessage(sent, a.id))).toEqual([3, 4, 5, 6, b.id]);
  });

  it('lets the stored message take the place of its pending one', () => {
    const pending = pendingMessage({ conversationId: 3, senderId: 1, content: 'On my way' });
    const stored = insertMessage(insertMessage(data, pending), message(10, 1, 'On my way'));
    expect(ids(stored)).toEqual([3, 4, 5, 6, 10]);
    // someone else's message with the same words is not it
    expect(ids(insertMessage(insertMessage(data, pending), message(10, 7, 'On my way')))).toEqual([
      3,
      4,
      5,
      6,
      10,
      pending.id,
    ]);
  });

  it("marks the reader's incoming messages read up to the receipt", () => {
    const mixed = pages(page([message(5, 1), message(6, 7)]), page([message(3, 1), message(4, 7)]));
    const read = markReadUpTo(mixed, 7, 5);
    expect(allMessages(read).map((m) => [m.id, m.isRead])).toEqual([
      [3, true],
      [4, false],
      [5, true],
      [6, false],
    ]);
    expect(markReadUpTo(read, 7, 5)).toBe(read);
  });
});
