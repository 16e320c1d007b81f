import { act, screen, waitFor } from '@testing-library/react';
import type { OrderNotice } from '@campus/contracts';
import { useAuth } from '@campus/shell/runtime';
import {
  fakeLiveStream,
  makeTestUser,
  renderWithProviders,
  stubFetch,
  type FakeLiveStream,
} from '../runtime/testing';
import { OrderNotifications } from './OrderNotifications';

const notice = (overrides: Partial<OrderNotice> = {}): OrderNotice => ({
  orderId: 12,
  status: 'payment_processing',
  transition: 'authorise',
  gigTitle: 'Calculus tutoring',
  viewerRole: 'provider',
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

async function signedIn() {
  renderWithProviders(
    <>
      <OrderNotifications />
      <SignOut />
    </>,
    { user: makeTestUser() },
  );
  await waitFor(() => expect(live.all).toHaveLength(1));
  live.open();
}

describe('order notifications', () => {
  it('tells a provider of a new paid order, naming the gig', async () => {
    await signedIn();
    live.send('order', notice());
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('New order');
    expect(toast).toHaveTextContent('You have a new paid order for "Calculus tutoring".');
  });

  it('says it without the gig when the gig has no title any more', async () => {
    await signedIn();
    live.send('order', notice({ gigTitle: null }));
    expect(screen.getByRole('status')).toHaveTextContent('You have a new paid order.');
  });

  it.each([
    ['provider', 'cancel'],
    ['provider', 'expire_authorisation'],
    ['customer', 'expire_authorisation'],
  ] as const)('tells the %s of a paid order cancelled (%s)', async (viewerRole, transition) => {
    await signedIn();
    live.send('order', notice({ viewerRole, transition, status: 'cancelled', orderId: 31 }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Order cancelled');
    expect(toast).toHaveTextContent('Order #31 was cancelled.');
  });

  it.each([
    ['customer', 'authorise'],
    ['provider', 'capture'],
    ['customer', 'cancel'],
    ['provider', 'abandon_payment'],
  ] as const)('shows nothing to the %s for %s', async (viewerRole, transition) => {
    await signedIn();
    live.send('order', notice({ viewerRole, transition }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('ignores events that are not order notices', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signedIn();
    live.send('order', { orderId: 'twelve', transition: 'authorise', viewerRole: 'provider' });
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
    act(() => stream.send('order', notice()));
    expect(screen.queryByText('New order')).not.toBeInTheDocument();
  });
});
