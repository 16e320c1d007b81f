import { z } from 'zod';
import { id, isoDate } from './common';
import { LIMITS } from '../constants';

export const participant = z.object({
  id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  university: z.string(),
});

export const conversation = z.object({
  id,
  participantOneId: id,
  participantTwoId: id,
  createdAt: isoDate,
});
export const conversationListEntry = conversation.extend({
  otherParticipant: participant,
  unreadCount: z.number().int().min(0),
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
  content: z.string().trim().min(1, 'Message cannot be empty').max(LIMITS.messageMax),
});
/** Start (or reopen) the conversation with another user. */
export const conversationCreate = z.object({ otherUserId: id });
export const unreadCount = z.object({ count: z.number().int().min(0) });
