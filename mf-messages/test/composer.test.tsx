import { screen, waitFor } from '@testing-library/react';
import { LIMITS, MESSAGING_TEXTS } from '@campus/contracts';
import { ME, makeDetail, makeEntry, makeMessage } from './support/fixtures';
import { deferred, restoreNetwork, serveApi, type Reply, type Routes } from '@campus/testkit';
import { messageBox, renderMessages, sendButton, shownMessages } from './support/render';

afterEach(restoreNetwork);

function serve(routes: Routes = {}) {
  let nextId = 100;
  return serveApi({
    'GET /api/conversations': { body: [makeEntry({ id: 3 })] },
    'GET /api/conversations/:id': { body: makeDetail(3, [makeMessage({ id: 10, content: 'Hello!' })]) },
    'POST /api/messages': ({ body }) => {
      const { conversationId, content } = body as { conversationId: number; content: string };
      return {
        status: 201,
        body: makeMessage({ id: nextId++, conversationId, senderId: ME, content: content.trim() }),
      };
    },
    ...routes,
  });
}

async function openConversation() {
  const rendered = renderMessages('/messages/3');
  await screen.findByText('Hello!');
  return rendered;
}

describe('The composer', () => {
  it('is disabled while the text is empty or blank', async () => {
    serve();
    const { user } = await openConversation();
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), 'Hi');
    expect(sendButton()).toBeEnabled();
  });

  it('sends on Enter and breaks the line on Shift+Enter', async () => {
    const network = serve();
    const { user } = await openConversation();
    await user.type(messageBox(), 'See you at 5{Shift>}{Enter}{/Shift}Library, 2nd floor');
    expect(messageBox()).toHaveValue('See you at 5\nLibrary, 2nd floor');
    expect(network.to('POST', '/api/messages')).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(network.to('POST', '/api/messages')).toHaveLength(1));
    expect(network.to('POST', '/api/messages')[0]?.body).toEqual({
      conversationId: 3,
      content: 'See you at 5\nLibrary, 2nd floor',
    });
    expect(messageBox()).toHaveValue('');
    await waitFor(() => expect(shownMessages()).toEqual(['Hello!', 'See you at 5\nLibrary, 2nd floor']));
  });

  it('sends nothing on Enter when the text is blank', async () => {
    const network = serve();
    const { user } = await openConversation();
    await user.type(messageBox(), '  {Enter}');
    expect(network.to('POST', '/api/messages')).toHaveLength(0);
  });

  it('shows the message at once and waits for the send before sending again', async () => {
    const reply = deferred();
    const network = serve({ 'POST /api/messages': () => reply.promise });
    const { user } = await openConversation();
    await user.type(messageBox(), 'On my way{Enter}');
    expect(shownMessages()).toEqual(['Hello!', 'On my way']);
    expect(screen.getByText('Sending...')).toBeInTheDocument();
    await user.type(messageBox(), 'Two minutes');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(network.to('POST', '/api/messages')).toHaveLength(1);
    reply.resolve({ status: 201, body: makeMessage({ id: 100, senderId: ME, content: 'On my way' }) });
    await waitFor(() => expect(screen.queryByText('Sending...')).not.toBeInTheDocument());
    expect(shownMessages()).toEqual(['Hello!', 'On my way']);
    expect(sendButton()).toBeEnabled();
    expect(messageBox()).toHaveValue('Two minutes');
  });

  it.each<[string, Reply, string]>([
    [
      "the server's message",
      { status: 429, body: { message: MESSAGING_TEXTS.rateLimited } },
      MESSAGING_TEXTS.rateLimited,
    ],
    ["'Failed to send message' without one", { status: 502, body: undefined }, 'Failed to send message'],
  ])('on a failed send shows the Error toast with %s and keeps the text', async (_what, failure, text) => {
    serve({ 'POST /api/messages': failure });
    const { user } = await openConversation();
    await user.type(messageBox(), 'Can we move to 6?{Enter}');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(text);
    expect(messageBox()).toHaveValue('Can we move to 6?');
    expect(shownMessages()).toEqual(['Hello!']);
    expect(sendButton()).toBeEnabled();
  });

  it('puts a failed text back before what was typed meanwhile', async () => {
    const reply = deferred();
    serve({ 'POST /api/messages': () => reply.promise });
    const { user } = await openConversation();
    await user.type(messageBox(), 'First{Enter}');
    await user.type(messageBox(), 'Second');
    reply.resolve({ status: 500, body: { message: 'Database unavailable' } });
    await screen.findByRole('alert');
    expect(messageBox()).toHaveValue('First\nSecond');
  });

  it(`counts the characters near the limit and refuses more than ${LIMITS.messageMax}`, async () => {
    serve();
    const { user } = await openConversation();
    await user.click(messageBox());
    await user.paste('a'.repeat(LIMITS.messageMax));
    expect(screen.getByText('5,000 / 5,000')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    await user.paste('b');
    expect(screen.getByText('5,001 / 5,000')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(messageBox()).toHaveAttribute('aria-invalid', 'true');
  });
});
