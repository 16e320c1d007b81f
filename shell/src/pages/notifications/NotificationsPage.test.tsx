import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@campus/contracts';
import { testNotification, testNotificationPage } from '../../layout/navbar/testNotifications';
import { makeTestUser, renderWithProviders, stubFetch, type StubRequest } from '../../runtime/testing';
import NotificationsPage from './NotificationsPage';

const n = (id: number, overrides: Partial<Notification> = {}) =>
  testNotification(id, { text: `Notification ${id}`, ...overrides });
const page = testNotificationPage;

const texts = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((a) => a.textContent?.replace(/^Unread: /, '').replace(/Nov.*$/, ''));

describe('/notifications', () => {
  it('lists every notification, a page at a time with Load more, and marks all as read', async () => {
    const reads: StubRequest[] = [];
    const api = stubFetch({
      'GET /api/notifications': ({ url }) =>
        url.includes('cursor=c2')
          ? { body: page([n(2), n(1, { kind: 'review', link: '/gigs/4#gig-reviews', orderId: null })], 3) }
          : { body: page([n(4), n(3, { readAt: '2026-11-27T11:00:00.000Z' })], 3, 'c2') },
      'POST /api/notifications/read': (request) => {
        reads.push(request);
        return { body: { unread: 0 } };
      },
    });
    renderWithProviders(<NotificationsPage />, { user: makeTestUser(), route: '/notifications' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(texts()).toEqual(['Notification 4', 'Notification 3']));
    expect(screen.getByText('3 unread')).toBeInTheDocument();
    expect(api.requests[0]?.url).toBe('/api/notifications?limit=20');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(texts()).toHaveLength(4));
    expect(texts()).toEqual(['Notification 4', 'Notification 3', 'Notification 2', 'Notification 1']);
    expect(api.requests.at(-1)?.url).toBe('/api/notifications?cursor=c2&limit=20');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('link')[3]).toHaveAttribute(
      'href',
      '/gigs/4#gig-reviews',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(reads.map((r) => r.body)).toEqual([{}]);
    expect(within(screen.getByRole('list')).queryAllByText(/^Unread:/)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('marks one read when it is opened', async () => {
    const reads: StubRequest[] = [];
    stubFetch({
      'GET /api/notifications': { body: page([n(2), n(1)], 2) },
      'POST /api/notifications/read': (request) => {
        reads.push(request);
        return { body: { unread: 1 } };
      },
    });
    renderWithProviders(<NotificationsPage />, {
      user: makeTestUser(),
      route: '/notifications',
      showLocation: true,
    });
    await screen.findByText('2 unread');
    fireEvent.click(within(screen.getByRole('list')).getAllByRole('link')[1] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/1');
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(reads.map((r) => r.body)).toEqual([{ ids: [1] }]);
  });

  it('says when there are none, and when they could not be loaded', async () => {
    stubFetch({ 'GET /api/notifications': { body: page([], 0) } });
    const { unmount } = renderWithProviders(<NotificationsPage />, { user: makeTestUser() });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    unmount();
    stubFetch({ 'GET /api/notifications': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<NotificationsPage />, { user: makeTestUser() });
    expect(
      await screen.findByText('Notifications could not be loaded', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
