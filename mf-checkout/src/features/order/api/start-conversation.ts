import { useMutation } from '@tanstack/react-query';
import { api as endpoints, type ConversationListEntry } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** POST /api/conversations: opens the conversation with `userId`, creating it the first time. */
export function startConversation(userId: number): Promise<ConversationListEntry> {
  return api.call(endpoints.startConversation, { body: { userId } });
}

export function useStartConversation() {
  return useMutation({ mutationKey: ['conversations', 'start'], mutationFn: startConversation });
}
