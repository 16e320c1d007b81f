import { useMutation } from '@tanstack/react-query';
import { api as endpoints, type ConversationListEntry } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/**
 * POST /api/conversations: opens the conversation with `userId` (created the first time) and sends
 * `message` in it; the reply is the conversation (its id is the Messages address).
 */
export function startConversation(body: { userId: number; message: string }): Promise<ConversationListEntry> {
  return api.call(endpoints.startConversation, { body });
}

/** Sends a message to a seller. Messages learns of it through the live event stream. */
export function useStartConversation() {
  return useMutation({ mutationKey: ['marketplace', 'contact-seller'], mutationFn: startConversation });
}
