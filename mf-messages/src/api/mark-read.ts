import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getConversationPage } from './get-conversation';
import { messagingKeys } from './keys';
import { markListRead } from '../utils/list-cache';
import type { ConversationListEntry } from '@campus/contracts';

/**
 * Marks a conversation read on the server: opening it does that (GET /api/conversations/{id}), here
 * for one message only. Used when a message arrives in the conversation the student is looking at.
 */
export function markConversationRead(id: number): Promise<unknown> {
  return getConversationPage(id, undefined, undefined, 1);
}

/**
 * `markRead(id)`: one request at a time per conversation; a call while one runs asks for one more
 * after it (the messages that arrived meanwhile). The list's 'N new' goes to 0 at once.
 */
export function useMarkRead(): (id: number) => void {
  const queryClient = useQueryClient();
  const running = useRef(new Map<number, { again: boolean }>());
  return useCallback(
    (id: number) => {
      queryClient.setQueryData<ConversationListEntry[]>(messagingKeys.conversations, (list) =>
        list ? markListRead(list, id) : list,
      );
      const state = running.current.get(id);
      if (state) {
        state.again = true;
        return;
      }
      const mine = { again: false };
      running.current.set(id, mine);
      void (async () => {
        try {
          do {
            mine.again = false;
            await markConversationRead(id).catch((error: unknown) =>
              console.warn('Could not mark the conversation read', error),
            );
          } while (mine.again);
        } finally {
          running.current.delete(id);
        }
      })();
    },
    [queryClient],
  );
}
