import { screen, waitFor } from '@testing-library/react';
import { makeTestUser } from '@campus/shell/kit-testing';
import { makeGig, makeUser } from './support/fixtures';
import { restoreNetwork, serveApi, type Reply } from './support/network';
import { currentLocation, renderDetail } from './support/render';

afterEach(restoreNetwork);

function serve(status: Reply, sync: Reply = { body: { ok: true } }) {
  return serveApi({
    'GET /api/gigs/:id': { body: makeGig({ id: 5, providerId: 7 }) },
    'GET /api/gigs/:id/reviews': { body: [] },
    'GET /api/users/:id': { body: makeUser() },
    'GET /api/auth/status': status,
    'POST /api/sync-session': sync,
    'GET /api/me': { body: makeTestUser({ id: 3 }) },
  });
}

async function clickBook(user: ReturnType<typeof renderDetail>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Book with Secure Escrow' }));
}

describe("Booking click ('Book with Secure Escrow')", () => {
  it('sends a visitor to sign in with the checkout as redirect', async () => {
    const network = serve({ body: { isAuthenticated: false } });
    const { user } = renderDetail('/gigs/5');
    await clickBook(user);
    await waitFor(() =>
      expect(currentLocation()).toEqual({ path: '/auth', query: { redirect: '/checkout/5' } }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?redirect=/checkout/5');
    expect(network.to('GET', '/api/auth/status')).toHaveLength(1);
    expect(network.to('POST', '/api/sync-session')).toHaveLength(0);
  });

  it('sends a signed-in student to checkout', async () => {
    serve({ body: { isAuthenticated: true } });
    const { user } = renderDetail('/gigs/5', makeTestUser({ id: 3 }));
    await clickBook(user);
    await waitFor(() => expect(currentLocation()).toEqual({ path: '/checkout/5', query: {} }));
  });

  it('restores the session of a stored user the server forgot, then goes to checkout', async () => {
    const network = serve({ body: { isAuthenticated: false } });
    const { user } = renderDetail('/gigs/5', makeTestUser({ id: 3 }));
    await clickBook(user);
    await waitFor(() => expect(currentLocation()).toEqual({ path: '/checkout/5', query: {} }));
    const [sync] = network.to('POST', '/api/sync-session');
    expect(sync?.body).toMatchObject({ userData: { id: 3, email: 'jordan.lee@asu.edu' } });
  });

  it('sends a stored user to sign in when the session cannot be restored', async () => {
    serve({ body: { isAuthenticated: false } }, { status: 401, body: { message: 'Unknown user' } });
    const { user } = renderDetail('/gigs/5', makeTestUser({ id: 3 }));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await clickBook(user);
    await waitFor(() =>
      expect(currentLocation()).toEqual({ path: '/auth', query: { redirect: '/checkout/5' } }),
    );
  });

  it('lets the local sign-in state decide when the status check fails', async () => {
    serve({ status: 503, body: { message: 'Unavailable' } });
    const { user, unmount } = renderDetail('/gigs/5', makeTestUser({ id: 3 }));
    await clickBook(user);
    await waitFor(() => expect(currentLocation()).toEqual({ path: '/checkout/5', query: {} }));
    unmount();

    const visitor = renderDetail('/gigs/5');
    await clickBook(visitor.user);
    await waitFor(() =>
      expect(currentLocation()).toEqual({ path: '/auth', query: { redirect: '/checkout/5' } }),
    );
  });
});
