import { LIMITS, MESSAGING_TEXTS } from '@campus/contracts';
import type { ThrottleKey } from '../auth';
import { policy, type Actor } from '../http/access';
import { forbidden, invalid, notFound } from '../domain-errors';
import { findConversation, isParticipant, type ConversationFacts } from './service';

/**
 * Who may do what in messaging: only a conversation's two participants read it or write in it (403 for
 * anyone else, 404 for an unknown conversation); nobody talks to themselves; sending is rate limited
 * per student.
 */

/** The conversation `id` for a participant: 404 when there is none, 403 for anyone but its two users. */
export function assertParticipant(
  actor: Actor,
  conversation: ConversationFacts | undefined,
): asserts conversation is ConversationFacts {
  if (!conversation) throw notFound(MESSAGING_TEXTS.conversationNotFound);
  if (!isParticipant(conversation, actor.userId)) throw forbidden(MESSAGING_TEXTS.notParticipant);
}

/**
 * Route guard 'conversation participant' (`/api/conversations/:id`): 404 for an unknown conversation,
 * 403 for anyone but its two participants (a visitor gets 401 before this runs).
 */
export const conversationParticipant = policy<{ id: number }>({
  name: 'conversation participant',
  denied: MESSAGING_TEXTS.notParticipant,
  allows: async ({ actor, params, db }) => {
    const conversation = await findConversation(db, params.id);
    if (!conversation) throw notFound(MESSAGING_TEXTS.conversationNotFound);
    return isParticipant(conversation, actor.userId);
  },
});

/** A conversation needs two people: starting one with yourself is a 400. */
export function assertNotSelf(actor: Actor, userId: number): void {
  if (userId === actor.userId) throw invalid(MESSAGING_TEXTS.self);
}

/** Messages one student may send per minute (and conversation starts with a first message), then 429. */
export const MESSAGE_SEND_RULE = { limit: LIMITS.messagesPerMinute, windowMs: 60_000 };

/** The send counter of a student (counted in the shared throttle table, so every instance agrees). */
export const messageSendKeys = (actor: Actor): ThrottleKey[] => [
  { key: `message:user:${actor.userId}`, rule: MESSAGE_SEND_RULE },
];
