import { screen, waitFor } from '@testing-library/react';
import type { CurrentUser } from '@campus/contracts';
import { makeTestUser } from '@campus/shell/testing';
import { makeGig, makeUser } from './support/fixtures';
import { restoreNetwork, serveApi, type Reply } from '@campus/testkit';
import { currentLocation, renderDetail } from './support/render';

afterEach(restoreNetwork);

/**
 * The booking endpoints as the real server answers them: the status and `GET /api/me` reflect the
 * session the request carries (`session`: whose it is, null without one), and `POST /api/sync-session`
 * never creates a session from the user the browser sends: 200 only for the user of the session the
 * request already carries, 401 otherwise. `down` makes the status check fail.
 */
function serve({ session, down }: { session: CurrentUser | null; down?: boolean }) {
  const unauthorized = (message: string): Reply => ({ status: 401, body: { message } });
  const status: Reply = down
    ? { status: 503, body: { message: 'Unavailable' } }
    : { body: { isAuthenticated: session !== null } };
  return serveApi({
    'GET /api/gigs/:id': { body: makeGig({ id: 5, providerId: 7 }) },
    'GET /api/gigs/:id/reviews': { body: [] },
    'GET /api/users/:id': { body: makeUser() },
    'GET /api/auth/status': status,
    'POST /api/sync-session': (request) => {
      const sent = (request.body as { userData?: { id?: unknown } } | undefined)?.userData?.id;
      return session && session.id === sent
        ? { body: { ok: true } }
        : unauthorized('Session could not be restored. Please sign in again.');
    },
    'GET /api/me': session ? { body: session } : unauthorized('Authentication required'),
  });
}

async function clickBook(user: ReturnType<typeof renderDetail>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Book with Secure Escrow' }));
}

describe("Booking click ('Book with Secure Escrow')", () => {
  it('sends a visitor to sign in with the checkout as redirect', async () => {
    const network = serve({ session: null });
    const { user } = renderDetail('/gigs/5');
    await clickBook(user);
    await waitFor(() =>
      expect(currentLocation()).toEqual({ path: '/auth', query: { redirect: '/checkout/5' } }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?redirect=/checkout/5');
    expect(network.to('GET', '/api/auth/status')).toHaveLength(1);
    expect(network.to('POST', '/api/sync-session')).toHaveLength(0);
  });

  it('sends a signed-in student with a live session to checkout, with nothing to restore', async () => {
    const student = makeTestUser({ id: 3 });
    const network = serve({ session: student });
    const { user } = renderDetail('/gigs/5', student);
    await clickBook(user);
    await waitFor(() => expect(currentLocation()).toEqual({ path: '/checkout/5', query: {} }));
    expect(network.to('POST', '/api/sync-session')).toHaveLength(0);
  });

  it('sends a stored user whose session the server forgot to sign in: browser data restores nothing', async () => {
    const network = serve({ session: null });
    const { user } = renderDetail('/gigs/5', makeTestUser({ id: 3 }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await clickBook(user);
    await waitFor(() =>
      expect(currentLocation()).toEqual({ path: '/auth', query: { redirect: '/checkout/5' } }),
    );
    // one restore attempt with the stored user, which the server refuses
    const syncs = network.to('POST', '/api/sync-session');
    expect(syncs).toHaveLength(1);
    expect(syncs[0]?.body).toMatchObject({ userData: { id: 3, email: 'jordan.lee@asu.edu' } });
    expect(warn).toHaveBeenCalledWith('Session sync failed', expect.anything());
  });

  it('lets the local sign-in state decide when the status check fails', async () => {
    const student = makeTestUser({ id: 3 });
    const network = serve({ session: student, down: true });
    const { user, unmount } = renderDetail('/gigs/5', student);
    await clickBook(user);
    await waitFor(() => expect(currentLocation()).toEqual({ path: '/checkout/5', query: {} }));
    unmount();

    const visitor = renderDetail('/gigs/5');
    await clickBook(visitor.user);
    await waitFor(() =>
      expect(currentLocation()).toEqual({ path: '/auth', query: { redirect: '/checkout/5' } }),
    );
    expect(network.to('POST', '/api/sync-session')).toHaveLength(0);
  });
});
