import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { paths } from '@campus/contracts';
import { Button, media } from '@campus/ui';
import { useAuth } from '@campus/shell/runtime';
import { useConversations } from '../../../api/get-conversations';
import { parseConversationId } from '../../../utils/parse-conversation-id';
import { ConversationList } from '../../conversations';
import { ConversationView } from '../../conversation';
import { useFallbackPoll, useLiveMessages, useTabVisible } from '../../live';
import { PanelMessage } from '../../../components/PanelMessage';

const Page = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 12px;
  ${media.sm} {
    padding: 24px;
  }
  ${media.lg} {
    padding: 32px;
  }
`;

/**
 * Both panels on desktop; on phones one at a time: the list at /messages, the conversation (with its
 * way back) at /messages/{id}. The frame fills the screen below the navbar, so the messages scroll
 * inside it and the composer stays in view.
 */
const Frame = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  height: calc(100vh - ${({ theme }) => theme.layout.navHeight} - 24px);
  height: calc(100dvh - ${({ theme }) => theme.layout.navHeight} - 24px);
  min-height: 420px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${media.sm} {
    height: calc(100dvh - ${({ theme }) => theme.layout.navHeight} - 48px);
  }
  ${media.md} {
    grid-template-columns: 320px minmax(0, 1fr);
    min-height: 520px;
  }
  ${media.lg} {
    height: calc(100dvh - ${({ theme }) => theme.layout.navHeight} - 64px);
    max-height: 900px;
  }
  > :first-child {
    display: ${({ $open }) => ($open ? 'none' : 'flex')};
  }
  > :last-child {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
  }
  ${media.md} {
    > :first-child,
    > :last-child {
      display: flex;
    }
  }
`;

const ListPanel = styled.nav`
  flex-direction: column;
  min-height: 0;
  ${media.md} {
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const ListHeader = styled.header`
  display: flex;
  align-items: center;
  min-height: 64px;
  padding: 10px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 800;
    letter-spacing: -0.01em;
  }
`;

const ConversationPanel = styled.div`
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

function SignedIn({ me, openId }: { me: number; openId: number | null | undefined }) {
  const poll = useFallbackPoll();
  const selected = typeof openId === 'number' ? openId : null;
  const visible = useTabVisible();
  const list = useConversations(poll, visible ? selected : null);
  useLiveMessages(me, selected);
  return (
    <Frame $open={openId !== undefined}>
      <ListPanel aria-label="Conversations">
        <ListHeader>
          <h1>Messages</h1>
        </ListHeader>
        <ConversationList
          conversations={list.data}
          isPending={list.isPending}
          isError={list.isError}
          retry={() => void list.refetch()}
          me={me}
          selectedId={selected}
          readAt={list.dataUpdatedAt}
        />
      </ListPanel>
      <ConversationPanel>
        {openId === undefined ? (
          <PanelMessage
            icon="message-circle"
            title="Select a conversation"
            text="Choose a conversation from the list to view messages"
          />
        ) : openId === null ? (
          <NotFound />
        ) : (
          <ConversationView key={openId} id={openId} me={me} />
        )}
      </ConversationPanel>
    </Frame>
  );
}

function NotFound() {
  return (
    <PanelMessage
      icon="message-circle"
      title="Conversation not found"
      action={
        <Button as={Link} to={paths.messages()} variant="outline" size="sm">
          All conversations
        </Button>
      }
    />
  );
}

/** /messages and /messages/{id} (spec section 2, Messages). */
export function MessagesPage() {
  const { user } = useAuth();
  const { id } = useParams();
  if (!user) {
    return (
      <Page>
        <PanelMessage
          icon="lock"
          text="Please log in to use the messaging feature."
          action={
            <Button as={Link} to={paths.auth(paths.messages())}>
              Log in
            </Button>
          }
        />
      </Page>
    );
  }
  return (
    <Page>
      <SignedIn me={user.id} openId={parseConversationId(id)} />
    </Page>
  );
}
