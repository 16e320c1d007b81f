import type { ChatMessage, ConversationListEntry } from '@campus/contracts';
import { renderOnServerThenHydrate } from '@campus/shell/testing';
import { ConversationList } from '../features/conversations/components/ConversationList';
import { MessageBubble } from '../features/conversation/components/MessageBubble';
import { useMessageClock } from './use-message-clock';

// Read and rendered by the server seconds before midnight UTC; hydrated seconds after it in Tokyo (9 AM).
const READ_AT = '2025-05-12T23:59:50.000Z';
const TOKYO = { timeZone: 'Asia/Tokyo', now: '2025-05-13T00:00:10.000Z' };

const message: ChatMessage = {
  id: 5,
  conversationId: 1,
  senderId: 7,
  content: 'See you at the library',
  createdAt: '2025-05-12T23:00:00.000Z',
  isRead: true,
};
const entry: ConversationListEntry = {
  id: 1,
  participantOneId: 1,
  participantTwoId: 7,
  createdAt: '2025-03-01T10:00:00.000Z',
  otherParticipant: { id: 7, firstName: 'Maya', lastName: 'Chen', university: 'ASU' },
  unreadCount: 0,
  lastMessage: message,
};

function Bubble() {
  return (
    <MessageBubble
      message={message}
      mine={false}
      otherName="Maya"
      clock={useMessageClock(Date.parse(READ_AT))}
    />
  );
}

test("a message's time is the server's (read time, UTC) through hydration, then the visitor's", async () => {
  const { html, container, problems } = await renderOnServerThenHydrate(<Bubble />, { browser: TOKYO });

  expect(problems).toEqual([]);
  expect(html).toContain('11:00 PM</time>');
  const time = container.querySelector('time');
  expect(time).toHaveTextContent(/^8:00 AM$/);
  expect(time).toHaveAttribute('title', 'May 13, 2025 at 8:00 AM');
});

test("the conversation list's last message time likewise", async () => {
  const { html, container, problems } = await renderOnServerThenHydrate(
    <ConversationList
      conversations={[entry]}
      isPending={false}
      isError={false}
      retry={() => undefined}
      me={1}
      selectedId={null}
      readAt={Date.parse(READ_AT)}
    />,
    { browser: TOKYO },
  );

  expect(problems).toEqual([]);
  expect(html).toContain('11:00 PM');
  expect(container).toHaveTextContent('8:00 AM');
  expect(container).not.toHaveTextContent('11:00 PM');
});
