import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api as endpoints, type ChatMessage, type ConversationListEntry } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import type { ConversationPages } from './get-conversation';
import { messagingKeys } from './keys';
import { insertMessage, pendingMessage, removeMessage } from '../utils/message-cache';
import { applyMessageToList } from '../utils/list-cache';

export interface SendMessageInput {
  conversationId: number;
  content: string;
}

/** POST /api/messages: the message as stored (201). */
export function sendMessage(body: SendMessageInput): Promise<ChatMessage> {
  return api.call(endpoints.sendMessage, { body });
}

/**
 * Sends a message in `conversationId` as `senderId`. It shows at once (a pending message with a
 * negative id at the end of the conversation), is replaced by the stored one when the server answers
 * (once, even if the live stream delivered it first), and is taken out again when the send fails.
 */
export function useSendMessage(conversationId: number, senderId: number) {
  const queryClient = useQueryClient();
  const key = messagingKeys.conversation(conversationId);
  const update = (fn: (data: ConversationPages) => ConversationPages) =>
    queryClient.setQueryData<ConversationPages>(key, (data) => (data ? fn(data) : data));

  return useMutation({
    mutationKey: ['messages', 'send', conversationId],
    mutationFn: sendMessage,
    onMutate: async ({ content }) => {
      // A refetch under way would bring the page back without the pending message.
      await queryClient.cancelQueries({ queryKey: key });
      const pending = pendingMessage({ conversationId, senderId, content });
      update((data) => insertMessage(data, pending));
      return { pendingId: pending.id };
    },
    onSuccess: (message, _input, context) => {
      update((data) => insertMessage(removeMessage(data, context.pendingId), message));
      queryClient.setQueryData<ConversationListEntry[]>(messagingKeys.conversations, (list) =>
        list ? (applyMessageToList(list, message, { me: senderId, reading: null }) ?? list) : list,
      );
    },
    onError: (_error, _input, context) => {
      if (context) update((data) => removeMessage(data, context.pendingId));
    },
  });
}
