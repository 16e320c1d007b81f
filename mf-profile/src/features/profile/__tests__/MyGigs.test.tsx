import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gig as gigSchema, type Gig, type GigPage } from '@campus/contracts';
import { renderWithProviders, stubFetch } from '@campus/shell/testing';
import ProfilePage from '../ProfilePage';
import { user } from '../../../test/users';

type StubAnswer = { status?: number; body?: unknown };

const me = user({ id: 7 });
const KEY = '9a'.repeat(32);

function makeGig(overrides: Partial<Gig> = {}): Gig {
  return gigSchema.parse({
    id: 1,
    title: 'Calculus tutoring',
    description: 'Limits, derivatives and integrals.',
    price: 25,
    category: 'Tutoring',
    providerId: 7,
    location: null,
    status: 'active',
    createdAt: '2025-03-14T15:00:00.000Z',
    tags: [],
    imageUrl: null,
    provider: null,
    canEdit: true,
    ...overrides,
  });
}

const page = (items: Gig[]): GigPage => ({ items, nextCursor: null });

function renderMyGigs() {
  renderWithProviders(<ProfilePage />, { route: '/profile?tab=gigs', path: '/profile', user: me });
  return userEvent.setup();
}

afterEach(() => localStorage.clear());

describe('Profile > My Gigs', () => {
  it("asks for the student's own gigs and shows two skeletons while they load", async () => {
    let answer: (a: StubAnswer) => void = () => undefined;
    const net = stubFetch({ 'GET /api/gigs': () => new Promise<StubAnswer>((r) => (answer = r)) });
    renderMyGigs();
    expect(screen.getByRole('tab', { name: 'My Gigs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('my-gig-skeleton')).toHaveLength(2);
    expect(screen.getByText('Loading your gigs')).toBeInTheDocument();
    expect(net.calls('GET /api/gigs')[0]?.url).toBe('/api/gigs?providerId=7');
    answer({ body: page([makeGig()]) });
    expect(await screen.findByRole('heading', { name: 'Calculus tutoring' })).toBeInTheDocument();
    expect(screen.queryByTestId('my-gig-skeleton')).not.toBeInTheDocument();
  });

  it("shows the empty state with 'Create Your First Gig'", async () => {
    stubFetch({ 'GET /api/gigs': { body: page([]) } });
    renderMyGigs();
    expect(await screen.findByRole('heading', { name: 'No gigs found' })).toBeInTheDocument();
    expect(screen.getByText("You haven't created any gigs yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Gig' })).toHaveAttribute(
      'href',
      '/create-gig',
    );
    expect(screen.getByRole('link', { name: 'Create New Gig' })).toHaveAttribute('href', '/create-gig');
  });

  it('shows each gig with its thumbnail, price, paused state and View, Edit, Pause / Resume and Delete', async () => {
    stubFetch({
      'GET /api/gigs': {
        body: page([
          makeGig({
            id: 4,
            title: 'Portrait photos',
            category: 'Photography',
            imageUrl: `/uploads/${KEY}.webp`,
          }),
          makeGig({ id: 3, title: 'Calculus tutoring', status: 'inactive', price: 19.5 }),
        ]),
      },
    });
    renderMyGigs();
    const [photos, calculus] = (await screen.findAllByRole('article')).map((a) => within(a));
    if (!photos || !calculus) throw new Error('two cards expected');
    const thumb = photos.getByRole('img', { name: 'Portrait photos' });
    expect(thumb).toHaveAttribute('src', `/uploads/${KEY}-thumb.webp`);
    expect(thumb).toHaveAttribute('width', '480');
    expect(photos.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/gigs/4');
    expect(photos.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/gigs/4/edit');
    expect(photos.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(photos.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(photos.queryByText('Paused')).not.toBeInTheDocument();

    expect(calculus.getByText('Paused')).toBeInTheDocument();
    expect(calculus.getByText('$19.50/hr')).toBeInTheDocument();
    expect(calculus.getByText('T')).toBeInTheDocument();
    expect(calculus.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('deletes a gig after the confirmation and refreshes the list', async () => {
    let gigs = [makeGig({ id: 4, title: 'Portrait photos' }), makeGig({ id: 3, title: 'Calculus tutoring' })];
    const net = stubFetch({
      'GET /api/gigs': () => ({ body: page(gigs) }),
      'DELETE /api/gigs/3': () => {
        gigs = gigs.filter((g) => g.id !== 3);
        return { body: { ok: true } };
      },
    });
    const u = renderMyGigs();
    const card = within(await screen.findByRole('article', { name: 'Calculus tutoring' }));
    await u.click(card.getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete Gig' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this gig? This action cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(net.calls('DELETE /api/gigs/3')).toHaveLength(0);

    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Gig deleted')).toBeInTheDocument();
    expect(screen.getByText('Your gig has been deleted successfully.')).toBeInTheDocument();
    expect(net.calls('DELETE /api/gigs/3')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Calculus tutoring' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Portrait photos' })).toBeInTheDocument();
    expect(net.calls('GET /api/gigs')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My Gigs' })).toHaveFocus());
  });

  it('keeps the gig when the confirmation is cancelled (button or Escape)', async () => {
    const net = stubFetch({ 'GET /api/gigs': { body: page([makeGig({ id: 3 })]) } });
    const u = renderMyGigs();
    const deleteButton = within(await screen.findByRole('article')).getByRole('button', { name: 'Delete' });
    await u.click(deleteButton);
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();

    await u.click(deleteButton);
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(net.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it("shows 'Delete failed' with the server's message and keeps the gig", async () => {
    stubFetch({
      'GET /api/gigs': { body: page([makeGig({ id: 3 })]) },
      'DELETE /api/gigs/3': { status: 403, body: { message: 'You can only change your own gigs' } },
    });
    const u = renderMyGigs();
    await u.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Delete' }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Delete failed');
    expect(toast).toHaveTextContent('You can only change your own gigs');
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it("shows 'Deleting...' while the delete runs", async () => {
    let answer: (a: StubAnswer) => void = () => undefined;
    stubFetch({
      'GET /api/gigs': { body: page([makeGig({ id: 3 })]) },
      'DELETE /api/gigs/3': () => new Promise<StubAnswer>((r) => (answer = r)),
    });
    const u = renderMyGigs();
    await u.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Delete' }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const busy = await screen.findByRole('button', { name: 'Deleting...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer({ status: 500 });
    expect(await screen.findByText('Failed to delete gig. Please try again.')).toBeInTheDocument();
  });

  it('pauses and resumes a gig, and the list shows its new state', async () => {
    let gigs = [makeGig({ id: 3 })];
    const net = stubFetch({
      'GET /api/gigs': () => ({ body: page(gigs) }),
      'PUT /api/gigs/3/status': ({ body }) => {
        const { status } = body as { status: 'active' | 'inactive' };
        gigs = gigs.map((g) => ({ ...g, status }));
        return { body: gigs[0] };
      },
    });
    const u = renderMyGigs();
    await u.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Gig paused')).toBeInTheDocument();
    expect(net.calls('PUT /api/gigs/3/status')[0]?.body).toEqual({ status: 'inactive' });
    const card = within(screen.getByRole('article'));
    expect(await card.findByText('Paused')).toBeInTheDocument();
    await u.click(card.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Gig resumed')).toBeInTheDocument();
    await waitFor(() => expect(card.queryByText('Paused')).not.toBeInTheDocument());
    expect(card.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('shows the load failure with a retry', async () => {
    let fail = true;
    stubFetch({
      'GET /api/gigs': () => (fail ? { status: 500 } : { body: page([makeGig()]) }),
    });
    const u = renderMyGigs();
    expect(await screen.findByText('Failed to load your gigs. Please try again.')).toBeInTheDocument();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});
