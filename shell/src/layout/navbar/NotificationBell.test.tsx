import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fakeLiveStream,
  makeTestUser,
  renderWithProviders,
  stubFetch,
  type FakeLiveStream,
  type StubRequest,
} from '../../runtime/testing';
import { Navbar } from './Navbar';
import { NotificationBell } from './NotificationBell';
import { testNotification, testNotificationPage } from './testNotifications';
import { setRemoteManifest } from '../../federation/manifest';
import { TEST_MANIFEST } from '../../federation/testManifest';

beforeEach(() => setRemoteManifest(TEST_MANIFEST));

const n = testNotification;
const page = testNotificationPage;

let live: FakeLiveStream;
beforeEach(() => {
  live = fakeLiveStream();
});
afterEach(() => live.restore());

function bell(name: RegExp | string = /^Notifications/) {
  return screen.getByRole('button', { name });
}

describe('the notification bell', () => {
  it('shows the unread count on its corner and in its name', async () => {
    stubFetch({ 'GET /api/notifications': { body: page([n(3), n(2)], 2) } });
    renderWithProviders(<NotificationBell />, { user: makeTestUser() });
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread notifications' }),
    ).toHaveTextContent('2');
  });

  it('says 9+ above 9, and no count when all are read', async () => {
    stubFetch({ 'GET /api/notifications': { body: page([n(30)], 27) } });
    const { unmount } = renderWithProviders(<NotificationBell />, { user: makeTestUser() });
    expect(
      await screen.findByRole('button', { name: 'Notifications, 9+ unread notifications' }),
    ).toHaveTextContent('9+');
    unmount();
    const api = stubFetch({
      'GET /api/notifications': { body: page([n(1, { readAt: '2026-11-27T11:00:00.000Z' })], 0) },
    });
    renderWithProviders(<NotificationBell />, { user: makeTestUser() });
    await waitFor(() => expect(api.calls('GET /api/notifications')).toHaveLength(1));
    expect(bell('Notifications')).toHaveTextContent('');
  });

  it('counts up live when a notification arrives, and lists it first without asking again', async () => {
    const api = stubFetch({ 'GET /api/notifications': { body: page([n(1)], 1) } });
    renderWithProviders(<NotificationBell />, { user: makeTestUser() });
    await screen.findByRole('button', { name: 'Notifications, 1 unread notification' });
    await waitFor(() => expect(live.all).toHaveLength(1));
    live.open();
    // the stream opened: the list is read again once (what came before it opened is not replayed)
    await waitFor(() => expect(api.calls('GET /api/notifications')).toHaveLength(2));
    live.send('notification', {
      notification: n(2, { text: 'New order #2 for Guitar: the payment is authorised' }),
      unread: 2,
    });
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread notifications' }),
    ).toHaveTextContent('2');
    // the same notification twice (a second tab's stream, a replay) is listed once
    live.send('notification', { notification: n(2), unread: 2 });
    fireEvent.click(bell());
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      expect.stringContaining('New order #2 for Guitar'),
      expect.stringContaining('Order #1 (Calculus tutoring) was marked delivered'),
      'See all notifications',
    ]);
    expect(api.calls('GET /api/notifications')).toHaveLength(2);
  });

  it('opens the latest, each linking to its order, with See all', async () => {
    const items = Array.from({ length: 8 }, (_, i) =>
      n(8 - i, i % 2 ? { readAt: '2026-11-27T11:00:00.000Z' } : {}),
    );
    stubFetch({ 'GET /api/notifications': { body: page(items, 4, 'next') } });
    renderWithProviders(<NotificationBell />, { user: makeTestUser() });
    await screen.findByRole('button', { name: 'Notifications, 4 unread notifications' });
    fireEvent.click(bell());
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const entries = within(panel).getAllByRole('listitem');
    expect(entries).toHaveLength(6);
    expect(within(entries[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/orders/8');
    expect(within(entries[0] as HTMLElement).getByRole('link')).toHaveTextContent(/^Unread:/);
    expect(within(entries[1] as HTMLElement).getByRole('link')).not.toHaveTextContent(/Unread/);
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
  });

  it('marks one read when it is opened, and all with Mark all read', async () => {
    const reads: StubRequest[] = [];
    stubFetch({
      'GET /api/notifications': { body: page([n(3), n(2), n(1)], 3) },
      'POST /api/notifications/read': (request) => {
        reads.push(request);
        return { body: { unread: reads.length === 1 ? 2 : 0 } };
      },
    });
    renderWithProviders(<NotificationBell />, { user: makeTestUser(), showLocation: true });
    await screen.findByRole('button', { name: 'Notifications, 3 unread notifications' });
    fireEvent.click(bell());
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('link')[1] as HTMLElement,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/2');
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread notifications' }),
    ).toBeInTheDocument();
    expect(reads[0]?.body).toEqual({ ids: [2] });

    fireEvent.click(bell());
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getAllByText(/^Unread:/)).toHaveLength(2);
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveTextContent('');
    expect(reads[1]?.body).toEqual({});
    expect(within(panel).queryAllByText(/^Unread:/)).toHaveLength(0);
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    stubFetch({ 'GET /api/notifications': { body: page([], 0) } });
    renderWithProviders(<NotificationBell />, { user: makeTestUser() });
    fireEvent.click(bell());
    expect(
      await screen.findByText('No notifications yet. Updates on your orders and reviews show here.'),
    ).toBeInTheDocument();
  });

  it('is in the navbar for signed-in students only', async () => {
    stubFetch({
      'GET /api/messages/unread-count': { body: { count: 0 } },
      'GET /api/notifications': { body: page([n(1)], 1) },
    });
    const { unmount } = renderWithProviders(<Navbar />, { user: makeTestUser() });
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread notification' }),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<Navbar />);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});
