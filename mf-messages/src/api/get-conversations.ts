import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, type ConversationListEntry } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { messagingKeys } from './keys';
import { markListRead } from '../utils/list-cache';

/** GET /api/conversations: the signed-in student's conversations, newest activity first. */
export function getConversations(signal?: AbortSignal): Promise<ConversationListEntry[]> {
  return api.call(endpoints.conversations, { signal });
}

/**
 * Live events keep the list current while the page is open; it is read again whenever the page is
 * shown (what arrived while it was closed), and every `pollMs` when given (no live stream).
 */
export const conversationsQueryOptions = (pollMs: number | false = false) =>
  queryOptions({
    queryKey: messagingKeys.conversations,
    queryFn: ({ signal }) => getConversations(signal),
    staleTime: 0,
    refetchInterval: pollMs,
  });

/**
 * The list as shown while the student reads conversation `reading`: no 'N new' on it (it was read when
 * it opened, and what arrives while it is read is marked read at once), also when the list was
 * answered just before the conversation was marked read.
 */
export function useConversations(pollMs: number | false = false, reading: number | null = null) {
  return useQuery({
    ...conversationsQueryOptions(pollMs),
    select: (list: ConversationListEntry[]) => (reading === null ? list : markListRead(list, reading)),
  });
}
