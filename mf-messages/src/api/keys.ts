import { queryKeys } from '@campus/contracts';

/**
 * mf-messages' query keys: messaging is this remote's data, under contracts' `queryKeys.messages.all`
 * (the shell drops it all when the person signed in changes; the navbar's unread count is the shell's).
 */
export const messagingKeys = {
  ...queryKeys.messages,
  conversations: [...queryKeys.messages.all, 'conversations'] as const,
  conversation: (id: number) => [...queryKeys.messages.all, 'conversation', id] as const,
};
