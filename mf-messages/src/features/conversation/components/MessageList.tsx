import styled from 'styled-components';
import type { ChatMessage } from '@campus/contracts';
import { Button, Icon, Spinner } from '@campus/ui';
import { useMessageScroll } from '../hooks/use-message-scroll';
import { MessageBubble } from './MessageBubble';
import type { MessageClock } from '../../../utils/use-message-clock';
import { PanelMessage } from '../../../components/PanelMessage';

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overflow-anchor: none;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.background};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 16px;
  list-style: none;
`;

const UpIcon = styled(Icon)`
  transform: rotate(180deg);
`;

const Older = styled.div`
  display: flex;
  justify-content: center;
  min-height: 34px;
  padding-top: 12px;
`;

export interface MessageListProps {
  messages: ChatMessage[];
  me: number;
  otherName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
  clock: MessageClock;
}

/** The conversation's messages, oldest at the top; older ones load on scrolling up (or the button). */
export function MessageList({
  messages,
  me,
  otherName,
  hasOlder,
  loadingOlder,
  loadOlder,
  clock,
}: MessageListProps) {
  const { ref, onScroll, showOlder } = useMessageScroll({ messages, me, hasOlder, loadingOlder, loadOlder });
  return (
    <Scroller ref={ref} onScroll={onScroll} tabIndex={0} role="log" aria-label={`Messages with ${otherName}`}>
      {hasOlder && (
        <Older>
          {loadingOlder ? (
            <Spinner size="sm" />
          ) : (
            <Button type="button" variant="ghost" size="sm" onClick={showOlder}>
              <UpIcon name="chevron-down" size={16} />
              Load older messages
            </Button>
          )}
        </Older>
      )}
      {messages.length === 0 ? (
        <PanelMessage icon="message-circle" text="No messages yet. Send one to start the conversation!" />
      ) : (
        <List>
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              mine={message.senderId === me}
              otherName={otherName}
              clock={clock}
            />
          ))}
        </List>
      )}
    </Scroller>
  );
}
