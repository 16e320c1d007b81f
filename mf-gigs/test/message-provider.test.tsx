import { screen, waitFor } from '@testing-library/react';
import { MESSAGING_TEXTS } from '@campus/contracts';
import { makeTestUser } from '@campus/shell/testing';
import { makeGig, makeUser } from './support/fixtures';
import { restoreNetwork, serveApi, type Routes } from '@campus/testkit';
import { currentLocation, renderDetail } from './support/render';

afterEach(restoreNetwork);

const conversation = {
  id: 12,
  participantOneId: 3,
  participantTwoId: 7,
  createdAt: '2025-04-01T10:00:00.000Z',
  otherParticipant: { id: 7, firstName: 'Maya', lastName: 'Patel', university: 'University of Michigan' },
  unreadCount: 0,
  lastMessage: null,
};

function serve(routes: Routes = {}) {
  return serveApi({
    'GET /api/gigs/:id': { body: makeGig({ id: 5, providerId: 7 }) },
    'GET /api/gigs/:id/reviews': { body: [] },
    'GET /api/users/:id': { body: makeUser() },
    'POST /api/conversations': { status: 201, body: conversation },
    ...routes,
  });
}

describe("'Message {firstName}' on the gig page", () => {
  it('opens the conversation with the provider and goes to it', async () => {
    const network = serve();
    const { user } = renderDetail('/gigs/5', makeTestUser({ id: 3 }));
    await user.click(await screen.findByRole('button', { name: 'Message Maya' }));
    await waitFor(() => expect(currentLocation()).toEqual({ path: '/messages/12', query: {} }));
    expect(network.to('POST', '/api/conversations').map((r) => r.body)).toEqual([{ userId: 7 }]);
  });

  it('sends a visitor to sign in, to come back to the gig', async () => {
    const network = serve();
    const { user } = renderDetail('/gigs/5');
    await user.click(await screen.findByRole('button', { name: 'Message Maya' }));
    expect(currentLocation()).toEqual({ path: '/auth', query: { redirect: '/gigs/5' } });
    expect(network.to('POST', '/api/conversations')).toHaveLength(0);
  });

  it('sends a student whose session ended to sign in too', async () => {
    serve({ 'POST /api/conversations': { status: 401, body: { message: 'Authentication required' } } });
    const { user } = renderDetail('/gigs/5', makeTestUser({ id: 3 }));
    await user.click(await screen.findByRole('button', { name: 'Message Maya' }));
    await waitFor(() => expect(currentLocation()).toEqual({ path: '/auth', query: { redirect: '/gigs/5' } }));
  });

  it("shows the server's refusal and stays", async () => {
    serve({ 'POST /api/conversations': { status: 404, body: { message: MESSAGING_TEXTS.userNotFound } } });
    const { user } = renderDetail('/gigs/5', makeTestUser({ id: 3 }));
    await user.click(await screen.findByRole('button', { name: 'Message Maya' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(MESSAGING_TEXTS.userNotFound);
    expect(currentLocation().path).toBe('/gigs/5');
  });

  it('is offered on a paused gig, and never on your own gig', async () => {
    serve({ 'GET /api/gigs/:id': { body: makeGig({ id: 5, providerId: 7, status: 'inactive' }) } });
    const { unmount } = renderDetail('/gigs/5', makeTestUser({ id: 3 }));
    expect(await screen.findByRole('button', { name: 'Message Maya' })).toBeEnabled();
    unmount();
    serve({ 'GET /api/gigs/:id': { body: { ...makeGig({ id: 5, providerId: 7 }), canEdit: true } } });
    renderDetail('/gigs/5', makeTestUser({ id: 7 }));
    expect(await screen.findByText('This is your gig')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Message/ })).not.toBeInTheDocument();
  });
});
