import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api as endpoints, type ConversationDetail, type ConversationListEntry } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { messagingKeys } from './keys';
import { markListRead } from '../utils/list-cache';

/**
 * GET /api/conversations/{id}: without `before`, the latest page (and the other side's messages become
 * read); with `before` (a message id), the page just older than it. Messages are oldest first.
 */
export function getConversationPage(
  id: number,
  before?: number,
  signal?: AbortSignal,
  limit?: number,
): Promise<ConversationDetail> {
  return api.call(endpoints.conversation, { params: { id }, query: { before, limit }, signal });
}

/** The cached conversation: `pages[0]` is the latest page, each next page is older. */
export type ConversationPages = InfiniteData<ConversationDetail>;

/**
 * One conversation, latest page first; `fetchNextPage` loads older messages. Read again whenever it is
 * opened, and every `pollMs` when given (no live stream). Reading the latest page marks the
 * conversation read on the server, so its 'N new' in the list goes too.
 */
export const conversationQueryOptions = (id: number, pollMs: number | false = false) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.conversation(id),
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await getConversationPage(id, pageParam, signal);
      if (pageParam === undefined)
        client.setQueryData<ConversationListEntry[]>(messagingKeys.conversations, (list) =>
          list ? markListRead(list, id) : list,
        );
      return page;
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasOlder ? page.messages[0]?.id : undefined),
    staleTime: 0,
    refetchInterval: pollMs,
  });

export function useConversation(id: number, pollMs: number | false = false) {
  return useInfiniteQuery(conversationQueryOptions(id, pollMs));
}
