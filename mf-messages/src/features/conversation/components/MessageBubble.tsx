import styled, { css } from 'styled-components';
import type { ChatMessage } from '@campus/contracts';
import { focusRing, VisuallyHidden } from '@campus/ui';
import { isPending } from '../../../utils/message-cache';
import { messageTime, messageTimeFull } from '../../../utils/message-time';
import type { MessageClock } from '../../../utils/use-message-clock';
import { MessageText } from './MessageText';

const Item = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: 4px;
  max-width: min(78%, 560px);
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
`;

const Bubble = styled.p<{ $mine: boolean; $pending: boolean }>`
  margin: 0;
  padding: 9px 14px;
  font-size: 0.9375rem;
  line-height: 1.45;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  opacity: ${({ $pending }) => ($pending ? 0.7 : 1)};
  ${({ $mine, theme }) =>
    $mine
      ? css`
          border-radius: 18px 18px 4px 18px;
          background: ${theme.colors.primary};
          color: #fff;
          a {
            color: #fff;
          }
        `
      : css`
          border-radius: 18px 18px 18px 4px;
          border: 1px solid ${theme.colors.border};
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          a {
            color: ${theme.colors.primary};
          }
        `}
  a {
    text-decoration: underline;
    text-underline-offset: 2px;
    border-radius: 2px;
  }
  a:focus-visible {
    ${focusRing}
  }
`;

const Time = styled.time`
  padding: 0 6px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Sending = styled.span`
  padding: 0 6px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  /** Who the other person is, for screen readers ('Maya: ...'). */
  otherName: string;
  clock: MessageClock;
}

/** One message: the student's own on the right, the other person's on the left, each with its time. */
export function MessageBubble({ message, mine, otherName, clock }: MessageBubbleProps) {
  const pending = isPending(message);
  return (
    <Item $mine={mine} data-message-id={pending ? undefined : message.id}>
      <Bubble $mine={mine} $pending={pending}>
        <VisuallyHidden>{mine ? 'You' : otherName}: </VisuallyHidden>
        <MessageText content={message.content} />
      </Bubble>
      {pending ? (
        <Sending>Sending...</Sending>
      ) : (
        <Time dateTime={message.createdAt} title={messageTimeFull(message.createdAt, clock.local)}>
          {messageTime(message.createdAt, clock.now, clock.local)}
        </Time>
      )}
    </Item>
  );
}
