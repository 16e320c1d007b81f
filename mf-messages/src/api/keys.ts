/** Query keys of messaging (the navbar's unread count, ['messages', 'unread-count'], is the shell's). */
export const messagingKeys = {
  conversations: ['messages', 'conversations'] as const,
  conversation: (id: number) => ['messages', 'conversation', id] as const,
};
