import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { isApiError, MESSAGING_TEXTS, paths } from '@campus/contracts';
import { Button, Skeleton, VisuallyHidden } from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useConversation } from '../../../api/get-conversation';
import { useSendMessage } from '../../../api/send-message';
import { allMessages } from '../../../utils/message-cache';
import { useMessageClock } from '../../../utils/use-message-clock';
import { useFallbackPoll } from '../../live';
import { PanelMessage } from '../../../components/PanelMessage';
import { BareHeader, ConversationHeader } from './ConversationHeader';
import { Composer } from './Composer';
import { MessageList } from './MessageList';

const Column = styled.section`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

const SkeletonBubbles = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 14px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.background};
  > :nth-child(even) {
    align-self: flex-end;
  }
`;

function ConversationSkeleton() {
  return (
    <Column aria-busy="true">
      <VisuallyHidden role="status">Loading conversation</VisuallyHidden>
      <BareHeader>
        <Skeleton width={40} height={40} radius="50%" />
        <div style={{ flex: 1 }}>
          <Skeleton width={160} height={16} />
          <Skeleton width={120} height={12} style={{ marginTop: 6 }} />
        </div>
      </BareHeader>
      <SkeletonBubbles aria-hidden="true">
        <Skeleton width="55%" height={38} radius="18px" />
        <Skeleton width="40%" height={38} radius="18px" />
        <Skeleton width="62%" height={58} radius="18px" />
        <Skeleton width="30%" height={38} radius="18px" />
      </SkeletonBubbles>
    </Column>
  );
}

/** The message of a failed send (spec section 8): 'Error' with the server's words, or the fallback. */
function sendFailure(error: unknown): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : MESSAGING_TEXTS.sendFailed;
}

/** The right panel with a conversation open: header, messages, composer. */
export function ConversationView({ id, me }: { id: number; me: number }) {
  const poll = useFallbackPoll();
  const { data, dataUpdatedAt, error, isPending, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useConversation(id, poll);
  const clock = useMessageClock(dataUpdatedAt);
  const { mutateAsync, isPending: sending } = useSendMessage(id, me);
  const { toast } = useToast();

  const messages = useMemo(() => (data ? allMessages(data) : []), [data]);
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const send = useCallback(
    (content: string) =>
      mutateAsync({ conversationId: id, content }).catch((failure: unknown) => {
        toast({ title: 'Error', description: sendFailure(failure), variant: 'destructive' });
        throw failure;
      }),
    [id, mutateAsync, toast],
  );

  if (isPending) return <ConversationSkeleton />;
  const first = data?.pages[0];
  if (!first) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 403);
    return (
      <Column>
        <BareHeader />
        {missing ? (
          <PanelMessage
            icon="message-circle"
            title={MESSAGING_TEXTS.conversationNotFound}
            action={
              <Button as={Link} to={paths.messages()} variant="outline" size="sm">
                All conversations
              </Button>
            }
          />
        ) : (
          <PanelMessage
            icon="alert-circle"
            title="Messages could not be loaded."
            action={
              <Button type="button" variant="outline" size="sm" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          />
        )}
      </Column>
    );
  }

  const other = first.otherParticipant;
  return (
    <Column aria-label={`Conversation with ${other.firstName ?? 'student'}`}>
      <ConversationHeader other={other} />
      <MessageList
        messages={messages}
        me={me}
        otherName={other.firstName ?? 'Student'}
        hasOlder={hasNextPage}
        loadingOlder={isFetchingNextPage}
        loadOlder={loadOlder}
        clock={clock}
      />
      <Composer send={send} sending={sending} />
    </Column>
  );
}
