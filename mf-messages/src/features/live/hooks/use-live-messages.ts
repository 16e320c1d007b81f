import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { streams, type ConversationListEntry } from '@campus/contracts';
import { useLiveEvent, useLiveStatus } from '@campus/shell/runtime';
import type { ConversationPages } from '../../../api/get-conversation';
import { messagingKeys } from '../../../api/keys';
import { useMarkRead } from '../../../api/mark-read';
import { applyMessageToList, markListRead } from '../../../utils/list-cache';
import { insertMessage, markReadUpTo } from '../../../utils/message-cache';
import { reapplyAfterFetch } from '../utils/when-fetched';
import { useTabVisible } from './use-tab-visible';

/**
 * Keeps the messaging caches current from the tab's live stream while the page is open:
 * - `message`: into its conversation (once: by id) and to the top of the list; one from the other side
 *   in the conversation the student is reading is marked read at once, elsewhere it counts as 'N new';
 * - `read`: the student read a conversation (maybe in another tab): no 'N new' on it; the other side
 *   read the student's messages: they are marked read;
 * - back after a drop: the list is read again (read receipts are not replayed; missed messages are).
 * Reading the open conversation again when the tab becomes visible marks what arrived meanwhile read.
 */
export function useLiveMessages(me: number, openId: number | null): void {
  const queryClient = useQueryClient();
  const markRead = useMarkRead();
  const visible = useTabVisible();
  const reading = visible ? openId : null;

  useLiveEvent(streams.events, 'message', (message) => {
    const id = message.conversationId;
    const conversationKey = messagingKeys.conversation(id);
    const intoConversation = () =>
      queryClient.setQueryData<ConversationPages>(conversationKey, (data) =>
        data ? insertMessage(data, message) : data,
      );
    intoConversation();
    reapplyAfterFetch(queryClient, conversationKey, intoConversation);

    const intoList = () => {
      const list = queryClient.getQueryData<ConversationListEntry[]>(messagingKeys.conversations);
      if (!list) return;
      const next = applyMessageToList(list, message, { me, reading });
      if (next) queryClient.setQueryData(messagingKeys.conversations, next);
      else void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
    };
    intoList();
    reapplyAfterFetch(queryClient, messagingKeys.conversations, intoList);

    if (message.senderId !== me && reading === id) markRead(id);
  });

  useLiveEvent(streams.events, 'read', ({ conversationId, readerId, lastReadId }) => {
    if (readerId === me) {
      const clear = () =>
        queryClient.setQueryData<ConversationListEntry[]>(messagingKeys.conversations, (list) =>
          list ? markListRead(list, conversationId) : list,
        );
      clear();
      reapplyAfterFetch(queryClient, messagingKeys.conversations, clear);
      return;
    }
    queryClient.setQueryData<ConversationPages>(messagingKeys.conversation(conversationId), (data) =>
      data ? markReadUpTo(data, readerId, lastReadId) : data,
    );
  });

  const status = useLiveStatus();
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (status === 'live' && was === 'reconnecting')
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
  }, [status, queryClient]);

  // Back to the tab with a conversation open: what arrived meanwhile is read now.
  const open = useRef(openId);
  useEffect(() => {
    open.current = openId;
  });
  useEffect(() => {
    const id = open.current;
    if (!visible || id === null) return;
    const list = queryClient.getQueryData<ConversationListEntry[]>(messagingKeys.conversations);
    if (list?.find((c) => c.id === id)?.unreadCount) markRead(id);
  }, [visible, queryClient, markRead]);
}
