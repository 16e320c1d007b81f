import { z } from '../zod';
import { id, isoDate } from './common';
import { LIMITS } from '../constants';

export const participant = z.object({
  id,
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  university: z.string(),
});

export const conversation = z.object({
  id,
  participantOneId: id,
  participantTwoId: id,
  createdAt: isoDate,
});
export const conversationListEntry = z.extend(conversation, {
  otherParticipant: participant,
  unreadCount: z.number().check(z.int(), z.minimum(0)),
});
export const conversationList = z.array(conversationListEntry);

export const message = z.object({
  id,
  conversationId: id,
  senderId: id,
  content: z.string(),
  createdAt: isoDate,
  isRead: z.boolean(),
});
export type ChatMessage = z.infer<typeof message>;

export const conversationDetail = z.object({
  conversation,
  otherParticipant: participant,
  messages: z.array(message),
});

export const messageCreate = z.object({
  conversationId: id,
  content: z
    .string()
    .check(z.trim(), z.minLength(1, 'Message cannot be empty'), z.maxLength(LIMITS.messageMax)),
});
/** Start (or reopen) the conversation with another user. */
export const conversationCreate = z.object({ otherUserId: id });
export const unreadCount = z.object({ count: z.number().check(z.int(), z.minimum(0)) });
