import type { ChatMessage, ConversationListEntry } from '@campus/contracts';
import { applyMessageToList, markListRead } from './list-cache';

const ME = 1;
const message = (id: number, conversationId: number, senderId = 7): ChatMessage => ({
  id,
  conversationId,
  senderId,
  content: `m${id}`,
  createdAt: '2025-04-01T10:00:00.000Z',
  isRead: false,
});
const entry = (id: number, last: number, unreadCount = 0): ConversationListEntry => ({
  id,
  participantOneId: ME,
  participantTwoId: 7,
  createdAt: '2025-03-01T10:00:00.000Z',
  otherParticipant: { id: 7, firstName: 'Maya', lastName: 'Chen', university: 'ASU' },
  unreadCount,
  lastMessage: message(last, id),
});

describe('the cached conversation list', () => {
  const list = [entry(1, 20), entry(2, 10, 1)];

  it("moves a conversation with a new message to the top and counts it as 'new'", () => {
    const next = applyMessageToList(list, message(21, 2), { me: ME, reading: null });
    expect(next?.map((c) => [c.id, c.unreadCount, c.lastMessage?.id])).toEqual([
      [2, 2, 21],
      [1, 0, 20],
    ]);
  });

  it("does not count the student's own message, nor one in the conversation being read", () => {
    expect(applyMessageToList(list, message(21, 2, ME), { me: ME, reading: null })?.[0]?.unreadCount).toBe(1);
    expect(applyMessageToList(list, message(21, 2), { me: ME, reading: 2 })?.[0]?.unreadCount).toBe(1);
  });

  it('changes nothing for a message it has seen', () => {
    expect(applyMessageToList(list, message(10, 2), { me: ME, reading: null })).toBe(list);
  });

  it('says when the conversation is not in the list', () => {
    expect(applyMessageToList(list, message(30, 9), { me: ME, reading: null })).toBeNull();
  });

  it("clears a conversation's 'N new'", () => {
    expect(markListRead(list, 2).map((c) => c.unreadCount)).toEqual([0, 0]);
    expect(markListRead(list, 1)).toBe(list);
  });
});
