import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeDetail, makeEntry, makeMessage } from './support/fixtures';
import { restoreNetwork, serveApi } from '@campus/testkit';
import { renderMessages, shownMessages } from './support/render';

afterEach(restoreNetwork);

const all = Array.from({ length: 6 }, (_, i) => makeMessage({ id: 101 + i, content: `Message ${101 + i}` }));

/** The server's pages of two: the latest first, `before` for older ones. */
function serve() {
  return serveApi({
    'GET /api/conversations': { body: [makeEntry({ id: 3 })] },
    'GET /api/conversations/:id': ({ url }) => {
      const before = Number(url.searchParams.get('before') ?? Infinity);
      const older = all.filter((m) => m.id < before);
      return { body: makeDetail(3, older.slice(-2), { hasOlder: older.length > 2 }) };
    },
  });
}

/** jsdom has no layout: give the scroller the sizes a browser would (300 px per message, 400 in view). */
function layout(el: HTMLElement, top: number) {
  Object.defineProperty(el, 'scrollHeight', {
    configurable: true,
    get: () => 300 * el.querySelectorAll('li').length,
  });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => 400 });
  el.scrollTop = top;
}

describe('Older messages', () => {
  it('load with the button, above the ones shown', async () => {
    const network = serve();
    const { user } = renderMessages('/messages/3');
    const log = await screen.findByRole('log');
    await within(log).findByText('Message 106');
    expect(shownMessages()).toEqual(['Message 105', 'Message 106']);
    await user.click(within(log).getByRole('button', { name: 'Load older messages' }));
    await waitFor(() =>
      expect(shownMessages()).toEqual(['Message 103', 'Message 104', 'Message 105', 'Message 106']),
    );
    expect(network.to('GET', '/api/conversations/3').at(-1)?.url.searchParams.get('before')).toBe('105');
    await user.click(within(log).getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(shownMessages()).toHaveLength(6));
    expect(within(log).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('load on scrolling near the top, keeping the messages on screen where they were', async () => {
    serve();
    renderMessages('/messages/3');
    const log = await screen.findByRole('log');
    await within(log).findByText('Message 106');
    layout(log, 100);
    fireEvent.scroll(log);
    await waitFor(() => expect(shownMessages()).toHaveLength(4));
    // 600 px high before; the page added above made it 1200: the view moved down by 600
    expect(log.scrollTop).toBe(700);
  });

  it('load nothing while the student is further down', async () => {
    const network = serve();
    renderMessages('/messages/3');
    const log = await screen.findByRole('log');
    await within(log).findByText('Message 106');
    layout(log, 200);
    fireEvent.scroll(log);
    expect(network.to('GET', '/api/conversations/3')).toHaveLength(1);
  });
});
