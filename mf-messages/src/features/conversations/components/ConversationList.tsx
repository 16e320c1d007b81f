import { Link } from 'react-router';
import styled from 'styled-components';
import { fullName, paths, type ConversationListEntry } from '@campus/contracts';
import { Avatar, Badge, Button, focusRing, Skeleton, VisuallyHidden } from '@campus/ui';
import { PanelMessage } from '../../../components/PanelMessage';
import { messageTime } from '../../../utils/message-time';
import { useMessageClock, type MessageClock } from '../../../utils/use-message-clock';

const List = styled.ul`
  flex: 1;
  min-height: 0;
  margin: 0;
  padding: 6px;
  overflow-y: auto;
  list-style: none;
`;

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Line = styled.span`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
`;

const Name = styled.span<{ $unread: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  font-weight: ${({ $unread }) => ($unread ? 700 : 600)};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const When = styled.span`
  flex-shrink: 0;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Preview = styled.span<{ $unread: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  font-size: 0.8125rem;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ $unread, theme }) => ($unread ? theme.colors.text : theme.colors.textSubtle)};
`;

const NewBadge = styled(Badge)`
  flex-shrink: 0;
`;

/** One line of the last message ('You: ' when it is the student's own). */
function preview(entry: ConversationListEntry, me: number): string {
  const last = entry.lastMessage;
  if (!last) return entry.otherParticipant.university;
  const text = last.content.replace(/\s+/g, ' ').trim();
  return last.senderId === me ? `You: ${text}` : text;
}

function ConversationRow({
  entry,
  me,
  selected,
  clock,
}: {
  entry: ConversationListEntry;
  me: number;
  selected: boolean;
  clock: MessageClock;
}) {
  const other = entry.otherParticipant;
  const name = fullName(other) || 'Student';
  const unread = entry.unreadCount > 0;
  return (
    <li>
      <Row to={paths.messages(entry.id)} aria-current={selected ? 'page' : undefined}>
        <Avatar firstName={other.firstName} lastName={other.lastName} />
        <Text>
          <Line>
            <Name $unread={unread}>{name}</Name>
            {entry.lastMessage && (
              <When>{messageTime(entry.lastMessage.createdAt, clock.now, clock.local)}</When>
            )}
          </Line>
          <Line>
            <Preview $unread={unread}>{preview(entry, me)}</Preview>
            {unread && <NewBadge>{entry.unreadCount} new</NewBadge>}
          </Line>
        </Text>
      </Row>
    </li>
  );
}

function ListSkeleton() {
  return (
    <List aria-busy="true">
      <VisuallyHidden role="status">Loading conversations</VisuallyHidden>
      {[0, 1, 2, 3].map((i) => (
        <li key={i} aria-hidden="true" style={{ display: 'flex', gap: 12, padding: 10 }}>
          <Skeleton width={40} height={40} radius="50%" />
          <div style={{ flex: 1 }}>
            <Skeleton width="60%" height={14} />
            <Skeleton width="85%" height={12} style={{ marginTop: 8 }} />
          </div>
        </li>
      ))}
    </List>
  );
}

export interface ConversationListProps {
  conversations: ConversationListEntry[] | undefined;
  isPending: boolean;
  isError: boolean;
  retry(): void;
  me: number;
  selectedId: number | null;
  /** When the list was read (its query's dataUpdatedAt): the clock of its times until hydrated. */
  readAt: number;
}

/** The left panel's conversations: name, initials, last message and 'N new'. */
export function ConversationList({
  conversations,
  isPending,
  isError,
  retry,
  me,
  selectedId,
  readAt,
}: ConversationListProps) {
  const clock = useMessageClock(readAt);
  if (isPending) return <ListSkeleton />;
  if (!conversations) {
    return (
      <PanelMessage
        icon="alert-circle"
        title={isError ? 'Conversations could not be loaded.' : undefined}
        action={
          <Button type="button" variant="outline" size="sm" onClick={retry}>
            Try again
          </Button>
        }
      />
    );
  }
  if (conversations.length === 0) return <PanelMessage icon="message-circle" text="No conversations yet." />;
  return (
    <List>
      {conversations.map((entry) => (
        <ConversationRow
          key={entry.id}
          entry={entry}
          me={me}
          selected={entry.id === selectedId}
          clock={clock}
        />
      ))}
    </List>
  );
}
