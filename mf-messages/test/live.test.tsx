import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeLiveStream, type FakeLiveStream } from '@campus/shell/testing';
import { ME, SAM, makeDetail, makeEntry, makeMessage } from './support/fixtures';
import { deferred, restoreNetwork, serveApi, type Routes } from '@campus/testkit';
import { messageBox, renderMessages, shownMessages } from './support/render';

let live: FakeLiveStream;
beforeEach(() => {
  live = fakeLiveStream();
});
afterEach(() => {
  live.restore();
  restoreNetwork();
});

const mayaSays = (id: number, content: string, conversationId = 3) =>
  makeMessage({ id, conversationId, content });

function serve(routes: Routes = {}) {
  return serveApi({
    'GET /api/conversations': {
      body: [
        makeEntry({ id: 3, lastMessage: mayaSays(10, 'Hello!') }),
        makeEntry({ id: 4, otherParticipant: SAM, lastMessage: mayaSays(8, 'Old news', 4) }),
      ],
    },
    'GET /api/conversations/:id': ({ params }) => ({
      body: makeDetail(Number(params.id), params.id === '3' ? [mayaSays(10, 'Hello!')] : [], {
        other: params.id === '3' ? undefined : SAM,
      }),
    }),
    ...routes,
  });
}

/** The list, found also where the phone layout (jsdom's) hides it beside an open conversation. */
function conversationList() {
  const nav = document.querySelector<HTMLElement>('nav[aria-label="Conversations"]');
  if (!nav) throw new Error('no conversation list');
  return within(nav);
}

async function streamOpen() {
  await waitFor(() => expect(live.all).toHaveLength(1));
  live.open();
}

describe('Live messages on the Messages page', () => {
  it('shows a message of the open conversation as it arrives, once, and marks it read', async () => {
    const network = serve();
    renderMessages('/messages/3');
    await within(await screen.findByRole('log')).findByText('Hello!');
    await streamOpen();
    live.send('message', mayaSays(11, 'Are you there?'), 11);
    expect(await screen.findByText('Are you there?')).toBeInTheDocument();
    live.send('message', mayaSays(11, 'Are you there?'), 11); // a repeat: still once
    expect(shownMessages()).toEqual(['Hello!', 'Are you there?']);
    // the student is reading it: read at once (one message's page), no 'N new'
    await waitFor(() =>
      expect(
        network.to('GET', '/api/conversations/3').some((r) => r.url.searchParams.get('limit') === '1'),
      ).toBe(true),
    );
    expect(conversationList().queryByText(/new$/)).not.toBeInTheDocument();
  });

  it("counts a message of another conversation as 'N new' and moves it to the top", async () => {
    serve();
    renderMessages('/messages');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    await within(list).findByText('Sam Ortiz');
    await streamOpen();
    live.send('message', mayaSays(20, 'Ping', 4), 20);
    live.send('message', mayaSays(21, 'Ping again', 4), 21);
    const sam = await within(list).findByText('2 new');
    const rows = within(list).getAllByRole('link');
    expect(rows[0]).toContainElement(sam);
    expect(rows[0]).toHaveTextContent('Ping again');
    // read in another tab: the 'read' event clears it
    live.send('read', { conversationId: 4, readerId: ME, lastReadId: 21 }, 21);
    await waitFor(() => expect(within(list).queryByText('2 new')).not.toBeInTheDocument());
  });

  it('reads the list again when a conversation it does not know starts', async () => {
    let conversations = [makeEntry({ id: 3, lastMessage: mayaSays(10, 'Hello!') })];
    const network = serve({ 'GET /api/conversations': () => ({ body: conversations }) });
    renderMessages('/messages');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    await within(list).findByText('Maya Chen');
    await streamOpen();
    conversations = [
      makeEntry({
        id: 5,
        otherParticipant: SAM,
        unreadCount: 1,
        lastMessage: mayaSays(30, 'Hi, new here', 5),
      }),
      ...conversations,
    ];
    live.send('message', { ...mayaSays(30, 'Hi, new here', 5), senderId: SAM.id }, 30);
    expect(await within(list).findByText('1 new')).toBeInTheDocument();
    expect(network.to('GET', '/api/conversations')).toHaveLength(2);
  });

  it('shows a sent message once when the stream delivers it before the send is answered', async () => {
    const reply = deferred();
    serve({ 'POST /api/messages': () => reply.promise });
    const { user } = renderMessages('/messages/3');
    await within(await screen.findByRole('log')).findByText('Hello!');
    await streamOpen();
    await user.type(messageBox(), 'See you soon{Enter}');
    const stored = makeMessage({ id: 12, senderId: ME, content: 'See you soon' });
    live.send('message', stored, 12); // this tab's own message, from the stream: it takes the pending one's place
    await waitFor(() => expect(screen.queryByText('Sending...')).not.toBeInTheDocument());
    expect(shownMessages()).toEqual(['Hello!', 'See you soon']);
    reply.resolve({ status: 201, body: stored });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
    expect(shownMessages()).toEqual(['Hello!', 'See you soon']);
  });

  it('keeps the order of messages that cross: a reply stored before the pending send', async () => {
    const reply = deferred();
    serve({ 'POST /api/messages': () => reply.promise });
    const { user } = renderMessages('/messages/3');
    await within(await screen.findByRole('log')).findByText('Hello!');
    await streamOpen();
    await user.type(messageBox(), 'Mine{Enter}');
    live.send('message', mayaSays(12, 'Hers'), 12);
    await waitFor(() => expect(shownMessages()).toEqual(['Hello!', 'Hers', 'Mine']));
    reply.resolve({ status: 201, body: makeMessage({ id: 13, senderId: ME, content: 'Mine' }) });
    await waitFor(() => expect(screen.queryByText('Sending...')).not.toBeInTheDocument());
    expect(shownMessages()).toEqual(['Hello!', 'Hers', 'Mine']);
  });

  it('keeps a message that arrives while older messages load', async () => {
    const older = deferred();
    serve({
      'GET /api/conversations/:id': ({ url }) =>
        url.searchParams.has('before')
          ? older.promise
          : { body: makeDetail(3, [mayaSays(10, 'Hello!')], { hasOlder: true }) },
    });
    const { user } = renderMessages('/messages/3');
    const log = await screen.findByRole('log');
    await within(log).findByText('Hello!');
    await streamOpen();
    await user.click(within(log).getByRole('button', { name: 'Load older messages' }));
    live.send('message', mayaSays(11, 'Still there?'), 11);
    await within(log).findByText('Still there?');
    older.resolve({ body: makeDetail(3, [mayaSays(9, 'Earlier')]) });
    await waitFor(() => expect(shownMessages()).toEqual(['Earlier', 'Hello!', 'Still there?']));
  });

  it('reads the list again when the stream is back after a drop (read receipts are not replayed)', async () => {
    const network = serve();
    renderMessages('/messages');
    await screen.findByText('Sam Ortiz');
    await streamOpen();
    expect(network.to('GET', '/api/conversations')).toHaveLength(1);
    act(() => live.latest().drop());
    live.open();
    await waitFor(() => expect(network.to('GET', '/api/conversations')).toHaveLength(2));
  });
});
