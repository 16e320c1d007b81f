import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGING_TEXTS } from '@campus/contracts';
import { ME, MAYA, SAM, makeDetail, makeEntry, makeMessage } from './support/fixtures';
import { restoreNetwork, serveApi, type Routes } from '@campus/testkit';
import { renderMessages, shownMessages } from './support/render';

afterEach(restoreNetwork);

const conversations = [
  makeEntry({
    id: 3,
    unreadCount: 2,
    lastMessage: makeMessage({ id: 12, content: 'Are you free Thursday?' }),
  }),
  makeEntry({
    id: 4,
    otherParticipant: SAM,
    lastMessage: makeMessage({ id: 8, conversationId: 4, senderId: ME, content: 'Thanks!' }),
  }),
];

function serve(routes: Routes = {}) {
  return serveApi({
    'GET /api/conversations': { body: conversations },
    'GET /api/conversations/:id': ({ params }) =>
      params.id === '3'
        ? {
            body: makeDetail(3, [
              makeMessage({ id: 10, content: 'Hi! Is the tutoring gig still open?', senderId: ME }),
              makeMessage({ id: 11, content: 'Yes it is.' }),
              makeMessage({ id: 12, content: 'Are you free Thursday?' }),
            ]),
          }
        : { status: 404, body: { message: MESSAGING_TEXTS.conversationNotFound } },
    ...routes,
  });
}

describe('Messages page states', () => {
  it('asks a visitor to log in', () => {
    renderMessages('/messages', null);
    expect(screen.getByText('Please log in to use the messaging feature.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fmessages',
    );
  });

  it("says 'No conversations yet.' and 'Select a conversation' when there are none", async () => {
    serve({ 'GET /api/conversations': { body: [] } });
    renderMessages();
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    // the right panel (on phones the list alone shows: jsdom has the phone layout)
    expect(screen.getByRole('heading', { name: 'Select a conversation', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation from the list to view messages')).toBeInTheDocument();
  });

  it("lists conversations with the other person's name, initials and 'N new'", async () => {
    serve();
    renderMessages();
    const nav = screen.getByRole('navigation', { name: 'Conversations' });
    const maya = await within(nav).findByRole('link', { name: /Maya Chen/ });
    expect(maya).toHaveAttribute('href', '/messages/3');
    expect(within(maya).getByText('MC')).toBeInTheDocument();
    expect(within(maya).getByText('2 new')).toBeInTheDocument();
    expect(within(maya).getByText('Are you free Thursday?')).toBeInTheDocument();
    const sam = within(nav).getByRole('link', { name: /Sam Ortiz/ });
    expect(within(sam).queryByText(/new$/)).not.toBeInTheDocument();
    expect(within(sam).getByText('You: Thanks!')).toBeInTheDocument();
  });

  it("opens a conversation: the other person's name and university, bubbles with times, the way back", async () => {
    serve();
    renderMessages('/messages/3');
    const conversation = await screen.findByRole('region', { name: 'Conversation with Maya' });
    expect(within(conversation).getByRole('heading', { name: 'Maya Chen' })).toBeInTheDocument();
    expect(within(conversation).getByText(MAYA.university)).toBeInTheDocument();
    expect(within(conversation).getByRole('link', { name: 'Back to conversations' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(shownMessages()).toEqual([
      'Hi! Is the tutoring gig still open?',
      'Yes it is.',
      'Are you free Thursday?',
    ]);
    const log = screen.getByRole('log', { name: 'Messages with Maya' });
    const [mine, theirs] = within(log).getAllByRole('listitem');
    expect(mine).toHaveTextContent(/^You: Hi!/);
    expect(theirs).toHaveTextContent(/^Maya: Yes it is\./);
    expect(
      within(log)
        .getAllByRole('time')
        .every((t) => /\d:\d\d [AP]M$/.test(t.textContent ?? '')),
    ).toBe(true);
    // opening it read Maya's messages: her 'N new' goes (the list is beside it on desktop, hidden on phones)
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Conversations"]');
    if (!nav) throw new Error('no conversation list');
    expect(within(nav).getByText('Maya Chen').closest('a')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(within(nav).queryByText('2 new')).not.toBeInTheDocument());
  });

  it("says 'No messages yet. Send one to start the conversation!' in an empty conversation", async () => {
    serve({ 'GET /api/conversations/:id': { body: makeDetail(3, []) } });
    renderMessages('/messages/3');
    expect(
      await screen.findByText('No messages yet. Send one to start the conversation!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('says a conversation that is not the student’s, or does not exist, is not found', async () => {
    serve();
    const { unmount } = renderMessages('/messages/99');
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute('href', '/messages');
    unmount();
    renderMessages('/messages/abc');
    expect(screen.getByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    serve({
      'GET /api/conversations': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: [] }),
    });
    const { user } = renderMessages();
    expect(await screen.findByText('Conversations could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
  });

  it('shows links as inert links and never renders HTML from a message', async () => {
    serve({
      'GET /api/conversations/:id': {
        body: makeDetail(3, [
          makeMessage({
            id: 20,
            content:
              'Notes: https://example.edu/notes?week=3. <img src=x onerror="alert(1)"> <b>bold</b>\njavascript:alert(1) and www.campus.edu',
          }),
        ]),
      },
    });
    renderMessages('/messages/3');
    const log = await screen.findByRole('log');
    const links = within(log).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.edu/notes?week=3',
      'https://www.campus.edu/',
    ]);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    expect(log.querySelector('img, b, script')).toBeNull();
    expect(within(log).getByText(/<img src=x onerror="alert\(1\)"> <b>bold<\/b>/)).toBeInTheDocument();
  });
});
