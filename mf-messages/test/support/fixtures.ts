import {
  conversationDetail,
  conversationListEntry,
  message as messageSchema,
  type ChatMessage,
  type ConversationDetail,
  type ConversationListEntry,
  type Participant,
} from '@campus/contracts';

/** The signed-in student of these tests (makeTestUser's default id) and the people they talk to. */
export const ME = 1;
export const MAYA: Participant = {
  id: 7,
  firstName: 'Maya',
  lastName: 'Chen',
  university: 'Arizona State University',
};
export const SAM: Participant = {
  id: 9,
  firstName: 'Sam',
  lastName: 'Ortiz',
  university: 'University of Washington',
};

let clock = Date.parse('2025-04-01T15:00:00.000Z');

/** Schema-valid records, as the backend sends them. */
export function makeMessage(overrides: Partial<ChatMessage> & Pick<ChatMessage, 'id'>): ChatMessage {
  clock += 60_000;
  return messageSchema.parse({
    conversationId: 3,
    senderId: MAYA.id,
    content: `Message ${overrides.id}`,
    createdAt: new Date(clock).toISOString(),
    isRead: false,
    ...overrides,
  });
}

export function makeEntry(
  overrides: Partial<ConversationListEntry> & Pick<ConversationListEntry, 'id'>,
): ConversationListEntry {
  const other = overrides.otherParticipant ?? MAYA;
  return conversationListEntry.parse({
    participantOneId: Math.min(ME, other.id),
    participantTwoId: Math.max(ME, other.id),
    createdAt: '2025-03-01T10:00:00.000Z',
    otherParticipant: other,
    unreadCount: 0,
    lastMessage: null,
    ...overrides,
  });
}

export function makeDetail(
  id: number,
  messages: ChatMessage[],
  { other = MAYA, hasOlder = false }: { other?: Participant; hasOlder?: boolean } = {},
): ConversationDetail {
  return conversationDetail.parse({
    conversation: {
      id,
      participantOneId: Math.min(ME, other.id),
      participantTwoId: Math.max(ME, other.id),
      createdAt: '2025-03-01T10:00:00.000Z',
    },
    otherParticipant: other,
    messages,
    hasOlder,
  });
}
