import { act, screen, waitFor } from '@testing-library/react';
import type { Notification } from '@campus/contracts';
import { useAuth, useToast } from '@campus/shell/runtime';
import {
  fakeLiveStream,
  makeTestUser,
  renderWithProviders,
  stubFetch,
  type FakeLiveStream,
} from '../runtime/testing';
import { OrderNotifications } from './OrderNotifications';

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 7,
  kind: 'order',
  text: 'New order #12 for Calculus tutoring: the payment is authorised',
  orderId: 12,
  transition: 'authorise',
  link: '/orders/12',
  createdAt: '2026-11-27T10:00:00.000Z',
  readAt: null,
  ...overrides,
});

function SignOut() {
  const { logout } = useAuth();
  return (
    <button type="button" onClick={() => void logout()}>
      Sign out
    </button>
  );
}

let live: FakeLiveStream;
beforeEach(() => {
  live = fakeLiveStream();
  stubFetch({ 'POST /api/logout': { body: { ok: true } } });
});
afterEach(() => live.restore());

async function signedIn(route = '/') {
  renderWithProviders(
    <>
      <OrderNotifications />
      <SignOut />
    </>,
    { user: makeTestUser(), route },
  );
  await waitFor(() => expect(live.all).toHaveLength(1));
  live.open();
}

describe('notification toasts', () => {
  it('shows a notification that arrives on an open page, in the process table’s words', async () => {
    await signedIn('/gigs');
    live.send('notification', { notification: notification(), unread: 1 });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Order update');
    expect(toast).toHaveTextContent('New order #12 for Calculus tutoring: the payment is authorised');
  });

  it.each([
    ['review', 'New review', 'Maya reviewed Calculus tutoring: 5 stars'],
    ['review_reply', 'Reply to your review', 'Jordan replied to your review of Calculus tutoring'],
  ] as const)('titles a %s notification', async (kind, title, text) => {
    await signedIn();
    live.send('notification', {
      notification: notification({
        kind,
        text,
        orderId: null,
        transition: null,
        link: '/gigs/4#gig-reviews',
      }),
      unread: 2,
    });
    expect(screen.getByRole('status')).toHaveTextContent(title);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('stays quiet on the page the notification links to, which shows the change itself', async () => {
    await signedIn('/orders/12');
    live.send('notification', { notification: notification(), unread: 1 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never replaces a toast on screen (the page’s own word on the step just taken)', async () => {
    function PageToast() {
      const { toast } = useToast();
      return (
        <button type="button" onClick={() => toast({ title: 'Payment Authorized' })}>
          Pay
        </button>
      );
    }
    renderWithProviders(
      <>
        <OrderNotifications />
        <PageToast />
      </>,
      { user: makeTestUser(), route: '/checkout/success' },
    );
    await waitFor(() => expect(live.all).toHaveLength(1));
    live.open();
    act(() => screen.getByRole('button', { name: 'Pay' }).click());
    live.send('notification', {
      notification: notification({
        text: 'Receipt: your card was authorised for order #12 (Calculus tutoring)',
      }),
      unread: 1,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Payment Authorized');
    expect(screen.queryByText(/Receipt/)).not.toBeInTheDocument();
  });

  it('no longer toasts the order events themselves (one toast per notification)', async () => {
    await signedIn();
    live.send('order', {
      orderId: 12,
      status: 'payment_processing',
      transition: 'authorise',
      gigTitle: 'Calculus tutoring',
      viewerRole: 'provider',
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('ignores events that are not notifications', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signedIn();
    live.send('notification', { notification: { id: 'seven' }, unread: 1 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('listens only while a student is signed in', async () => {
    await signedIn();
    const stream = live.latest();
    act(() => screen.getByRole('button', { name: 'Sign out' }).click());
    await waitFor(() => expect(stream.closed).toBe(true));
    // An event the closed stream could still deliver reaches no listener.
    stream.readyState = stream.OPEN;
    act(() => stream.send('notification', { notification: notification(), unread: 1 }));
    expect(screen.queryByText('Order update')).not.toBeInTheDocument();
  });
});
