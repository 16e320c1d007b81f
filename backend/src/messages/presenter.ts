import type { ChatMessage, Conversation, ConversationListEntry, Participant } from '@campus/contracts';
import type { ConversationEntryRow, ConversationFacts, MessageRowData, ParticipantRow } from './service';

export const presentConversation = (c: ConversationFacts): Conversation => ({
  id: c.id,
  participantOneId: c.participantOneId,
  participantTwoId: c.participantTwoId,
  createdAt: c.createdAt,
});

export const presentMessage = (m: MessageRowData): ChatMessage => ({
  id: m.id,
  conversationId: m.conversationId,
  senderId: m.senderId,
  content: m.content,
  createdAt: m.createdAt,
  isRead: m.isRead,
});

/** Only the name and university: never the e-mail, username or phone of the other participant. */
export const presentParticipant = (u: ParticipantRow): Participant => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  university: u.university,
});

export const presentConversationEntry = (row: ConversationEntryRow): ConversationListEntry => ({
  ...presentConversation(row),
  otherParticipant: presentParticipant(row.other),
  unreadCount: row.unreadCount,
  lastMessage: row.lastMessage ? presentMessage(row.lastMessage) : null,
});
