import { screen } from '@testing-library/react';
import { MESSAGING_TEXTS, type ServerPageRequest } from '@campus/contracts';
import {
  createQueryClient,
  expectPrefetchedAsRead,
  makeTestUser,
  prefetchPage,
  routedPage,
  serverPageRequest,
} from '@campus/shell/testing';
import { restoreNetwork, serveApi } from '@campus/testkit';
import MessagesPage from '../src/exposes/MessagesPage';
import serverPages from '../src/server';
import { ME, makeDetail, makeEntry, makeMessage } from './support/fixtures';

// mf-messages' server module: the conversations (and the open one) in the request's query client are
// exactly what the page reads on its first screen. The page reads them again once open (staleTime 0,
// its own rule): the server's copy is for the first paint. Private: no head.

afterEach(restoreNetwork);

const me = makeTestUser({ id: ME });

function serve() {
  return serveApi({
    'GET /api/conversations': {
      body: [makeEntry({ id: 3, lastMessage: makeMessage({ id: 12, content: 'Are you free Thursday?' }) })],
    },
    'GET /api/conversations/:id': ({ params }) =>
      params.id === '3'
        ? { body: makeDetail(3, [makeMessage({ id: 12, content: 'Are you free Thursday?' })]) }
        : { status: 404, body: { message: MESSAGING_TEXTS.conversationNotFound } },
  });
}

const messagesPage = (route: string, shown: () => Promise<unknown>) =>
  routedPage(
    <MessagesPage />,
    { route, path: route === '/messages' ? route : '/messages/:id', user: me },
    shown,
  );

const request = (path: string, params: Record<string, string> = {}): ServerPageRequest =>
  serverPageRequest('./MessagesPage', path, { params, signedIn: true });

describe('/messages on the server', () => {
  it('prefetches the conversations: what the page reads (and reads again once open)', async () => {
    const page = messagesPage('/messages', () => screen.findByText('Select a conversation'));
    await expectPrefetchedAsRead(serverPages, request('/messages'), page, serve, {
      browserOnly: { keys: [], paths: ['/api/conversations'] },
    });
    expect(serverPages.head?.(request('/messages'), createQueryClient()) ?? null).toBeNull();
  });

  it('/messages/{id} prefetches the open conversation too', async () => {
    const page = messagesPage('/messages/3', async () => {
      await screen.findAllByText('Are you free Thursday?');
      await screen.findByRole('log');
    });
    await expectPrefetchedAsRead(serverPages, request('/messages/3', { id: '3' }), page, serve, {
      browserOnly: { keys: [], paths: ['/api/conversations', '/api/conversations/3'] },
    });
  });

  it('an id that cannot be a conversation reads the list alone; a visitor nothing', async () => {
    let network = serve();
    await prefetchPage(serverPages, request('/messages/x', { id: 'x' }));
    expect(network.to('GET', '/api/conversations')).toHaveLength(1);
    expect(network.requests).toHaveLength(1);
    network = serve();
    await prefetchPage(serverPages, serverPageRequest('./MessagesPage', '/messages'));
    expect(network.requests).toEqual([]);
  });
});
