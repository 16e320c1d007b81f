import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { streams } from '@campus/contracts';
import { useAuth, useLiveEvent, useLiveStatus } from '@campus/shell/runtime';
import { authLoadingAtom } from '../auth/atoms';
import {
  fakeLiveStream,
  makeTestUser,
  renderWithProviders,
  stubFetch,
  type FakeLiveStream,
} from '../testing';

let live: FakeLiveStream;
beforeEach(() => {
  live = fakeLiveStream();
  stubFetch({ 'GET /api/messages/unread-count': { body: { count: 0 } } });
});
afterEach(() => live.restore());

function Probe() {
  const status = useLiveStatus();
  const { logout } = useAuth();
  return (
    <>
      <output data-testid="status">{status}</output>
      <button type="button" onClick={() => void logout()}>
        Sign out
      </button>
    </>
  );
}

function Messages() {
  const [seen, setSeen] = useState<string[]>([]);
  useLiveEvent(streams.events, 'message', (message) => setSeen((list) => [...list, message.content]));
  return <output data-testid="seen">{seen.join('|')}</output>;
}

describe('the runtime live stream', () => {
  it('opens no stream for a visitor', () => {
    renderWithProviders(<Probe />);
    expect(live.all).toHaveLength(0);
    expect(screen.getByTestId('status')).toHaveTextContent('off');
  });

  it('opens one stream when signed in, is live once it opens, and closes it on sign-out', async () => {
    stubFetch({ 'POST /api/logout': { body: { ok: true } } });
    renderWithProviders(<Probe />, { user: makeTestUser() });
    await waitFor(() => expect(live.all).toHaveLength(1));
    expect(live.latest().url).toBe('/api/events');
    expect(screen.getByTestId('status')).toHaveTextContent('connecting');
    live.open();
    expect(screen.getByTestId('status')).toHaveTextContent('live');
    act(() => screen.getByRole('button', { name: 'Sign out' }).click());
    await waitFor(() => expect(live.latest().closed).toBe(true));
    expect(screen.getByTestId('status')).toHaveTextContent('off');
    expect(live.all).toHaveLength(1);
  });

  it('waits for the server to confirm the session before opening the stream', async () => {
    const { store } = renderWithProviders(<Probe />, { user: makeTestUser() });
    await waitFor(() => expect(live.all).toHaveLength(1));
    act(() => store.set(authLoadingAtom, true));
    expect(live.latest().closed).toBe(true);
    expect(screen.getByTestId('status')).toHaveTextContent('off');
    act(() => store.set(authLoadingAtom, false));
    await waitFor(() => expect(live.all).toHaveLength(2));
  });

  it("drops the messaging caches of a student who signs out, and nobody else's", async () => {
    stubFetch({ 'POST /api/logout': { body: { ok: true } } });
    const { queryClient } = renderWithProviders(<Probe />, { user: makeTestUser() });
    queryClient.setQueryData(['messages', 'conversations'], []);
    queryClient.setQueryData(['messages', 'unread-count'], { count: 2 });
    queryClient.setQueryData(['gigs', 'list'], []);
    act(() => screen.getByRole('button', { name: 'Sign out' }).click());
    await waitFor(() => expect(queryClient.getQueryData(['messages', 'conversations'])).toBeUndefined());
    expect(queryClient.getQueryData(['messages', 'unread-count'])).toBeUndefined();
    expect(queryClient.getQueryData(['gigs', 'list'])).toEqual([]);
  });

  it("gives every subscriber the events, checked with the subscriber's schema", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<Messages />, { user: makeTestUser() });
    await waitFor(() => expect(live.all).toHaveLength(1));
    live.open();
    const message = {
      id: 5,
      conversationId: 2,
      senderId: 9,
      content: 'Hi there',
      createdAt: '2025-04-01T10:00:00.000Z',
      isRead: false,
    };
    live.send('message', message, 5);
    live.send('message', { ...message, id: 6, content: 42 }, 6); // not a message: dropped
    live.send('message', message, 6); // a repeat: dropped
    live.send('message', { ...message, id: 7, content: 'Still there?' }, 7);
    expect(screen.getByTestId('seen')).toHaveTextContent('Hi there|Still there?');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'message' does not match"), expect.anything());
    warn.mockRestore();
  });
});
