import { screen, within } from '@testing-library/react';
import { makeTestUser } from '@campus/shell/testing';
import { makeGig, makeReview, makeUser } from './support/fixtures';
import { restoreNetwork, serveApi, type FakeNetwork, type Routes } from '@campus/testkit';
import { renderDetail } from './support/render';

afterEach(restoreNetwork);

const gig = makeGig({
  id: 1,
  price: 25,
  description: 'Weekly sessions.\nBring your problem sets.\n\nOnline or in person.',
  tags: ['calculus', 'exam prep'],
});

function serve(overrides: Routes = {}): FakeNetwork {
  return serveApi({
    'GET /api/gigs/:id': ({ params }) =>
      params.id === '1' ? { body: gig } : { status: 404, body: { message: 'Gig not found' } },
    'GET /api/gigs/:id/reviews': { body: [] },
    'GET /api/users/:id': { body: makeUser() },
    ...overrides,
  });
}

describe('Gig detail', () => {
  it('shows breadcrumb, title, category, posted date, location, description with line breaks and tags', async () => {
    serve();
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: gig.title })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'All Gigs' })).toHaveAttribute('href', '/gigs');
    expect(crumbs.getByRole('link', { name: 'Tutoring' })).toHaveAttribute('href', '/gigs?category=Tutoring');
    expect(screen.getByText('Posted March 14, 2025')).toBeInTheDocument();
    expect(screen.getByText('Main Library, 2nd floor')).toBeInTheDocument();
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getByText(/Weekly sessions/).textContent).toBe(gig.description);
    expect(within(description).getByText('calculus')).toBeInTheDocument();
    expect(within(description).getByText('exam prep')).toBeInTheDocument();
  });

  it('leaves out location and tags when the gig has none', async () => {
    serve({ 'GET /api/gigs/:id': { body: makeGig({ location: null, tags: [] }) } });
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Main Library, 2nd floor')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
  });

  it('shows the price card with the one fee rule: 4% platform fee, $0.40 transaction fee and the total', async () => {
    serve();
    renderDetail();
    const card = within(await screen.findByRole('region', { name: /^\$25\.00/ }));
    const line = (label: string) => card.getByText(label).nextElementSibling?.textContent;
    expect(line('Hourly rate')).toBe('$25.00');
    expect(line('Platform fee (4%)')).toBe('$1.00');
    expect(line('Transaction fee')).toBe('$0.40');
    expect(line('Total')).toBe('$26.40');
    expect(card.getByText('Contact information is only shared after booking')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Book with Secure Escrow' })).toBeEnabled();
    expect(
      card.getByText(
        'Funds are held securely until you confirm receipt of the service, protecting both parties.',
      ),
    ).toBeInTheDocument();
  });

  it('tells the provider this is their gig, with Edit and Pause, instead of offering to book it', async () => {
    serve({ 'GET /api/gigs/:id': { body: { ...gig, canEdit: true } } });
    renderDetail('/gigs/1', makeTestUser({ id: gig.providerId }));
    expect(await screen.findByText('This is your gig')).toBeInTheDocument();
    expect(
      screen.getByText('You cannot book your own gig. You can edit or delete it from your profile.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book with Secure Escrow' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/gigs/1/edit');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
  });

  it("follows the reply's canEdit, not the ids: the provider's id alone shows no owner controls", async () => {
    serve({ 'GET /api/gigs/:id': { body: { ...gig, canEdit: false } } });
    renderDetail('/gigs/1', makeTestUser({ id: gig.providerId }));
    expect(await screen.findByRole('button', { name: 'Book with Secure Escrow' })).toBeInTheDocument();
    expect(screen.queryByText('This is your gig')).not.toBeInTheDocument();
  });

  it('lets the provider pause their gig and resume it', async () => {
    let current = { ...gig, canEdit: true };
    const network = serve({
      'GET /api/gigs/:id': () => ({ body: current }),
      'PUT /api/gigs/:id/status': ({ body }) => {
        current = { ...current, ...(body as { status: 'active' | 'inactive' }) };
        return { body: current };
      },
    });
    const { user } = renderDetail('/gigs/1', makeTestUser({ id: gig.providerId }));
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Gig paused')).toBeInTheDocument();
    expect(network.to('PUT', '/api/gigs/1/status')[0]?.body).toEqual({ status: 'inactive' });
    expect(screen.getByText('This gig is paused')).toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Gig resumed')).toBeInTheDocument();
    expect(network.to('PUT', '/api/gigs/1/status')[1]?.body).toEqual({ status: 'active' });
    expect(screen.queryByText('This gig is paused')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('says a paused gig is paused and offers nobody to book it', async () => {
    serve({ 'GET /api/gigs/:id': { body: { ...gig, status: 'inactive' } } });
    renderDetail('/gigs/1', makeTestUser({ id: 3 }));
    expect(await screen.findByText('This gig is paused')).toBeInTheDocument();
    expect(
      screen.getByText('Its provider has paused it, so it cannot be booked right now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book with Secure Escrow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('shows the gig photo in a box sized before it loads', async () => {
    const key = '34'.repeat(32);
    serve({ 'GET /api/gigs/:id': { body: { ...gig, imageUrl: `/uploads/${key}.webp` } } });
    renderDetail();
    const photo = await screen.findByRole('img', { name: gig.title });
    expect(photo).toHaveAttribute('src', `/uploads/${key}.webp`);
    expect(photo).toHaveAttribute('width', '1200');
    expect(photo).toHaveAttribute('height', '800');
    expect(photo).toHaveAttribute('decoding', 'async');
  });

  it('shows the provider card with the bio fallback, member-since date and university', async () => {
    serve();
    renderDetail();
    const card = within(await screen.findByRole('region', { name: 'About the Provider' }));
    expect(await card.findByText('Maya Patel')).toBeInTheDocument();
    expect(card.getByText('MP')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(card.getByText('(12)')).toBeInTheDocument();
    expect(card.getByText('Maya is a student at University of Michigan.')).toBeInTheDocument();
    expect(card.getByText('Member since September 1, 2024')).toBeInTheDocument();
    expect(card.getByText('University of Michigan')).toBeInTheDocument();
  });

  it('shows the provider bio when there is one', async () => {
    serve({ 'GET /api/users/:id': { body: makeUser({ bio: 'Math major who loves teaching.' }) } });
    renderDetail();
    expect(await screen.findByText('Math major who loves teaching.')).toBeInTheDocument();
    expect(screen.queryByText(/is a student at/)).not.toBeInTheDocument();
  });

  it('says so when the provider is missing', async () => {
    serve({ 'GET /api/users/:id': { status: 404, body: { message: 'User not found' } } });
    renderDetail();
    expect(await screen.findByText('Provider information not available')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: gig.title })).toBeInTheDocument();
  });

  it('lists the reviews with rating, date and comment', async () => {
    serve({
      'GET /api/gigs/:id/reviews': {
        body: [
          makeReview({ id: 1, rating: 5 }),
          makeReview({ id: 2, rating: 3, comment: null, createdAt: '2025-05-20T10:00:00.000Z' }),
        ],
      },
    });
    renderDetail();
    const reviews = within(await screen.findByRole('region', { name: /Reviews/ }));
    expect(await reviews.findByText('Super clear explanations.')).toBeInTheDocument();
    expect(reviews.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(reviews.getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(reviews.getByText('April 2, 2025')).toBeInTheDocument();
    expect(reviews.getByText('May 20, 2025')).toBeInTheDocument();
  });

  it("says 'No reviews yet' when there are none", async () => {
    serve();
    renderDetail();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('says the gig was not found on a 404', async () => {
    const network = serve();
    renderDetail('/gigs/99');
    expect(await screen.findByText('Gig not found. It may have been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Gigs' })).toHaveAttribute('href', '/gigs');
    expect(network.to('GET', '/api/gigs/99')).toHaveLength(1);
  });

  it.each(['abc', '1.5', '12abc', '-3', '0'])(
    'treats the non-integer id %p as not found, without asking the server',
    async (id) => {
      const network = serve();
      renderDetail(`/gigs/${id}`);
      expect(screen.getByText('Gig not found. It may have been removed.')).toBeInTheDocument();
      expect(network.requests).toHaveLength(0);
    },
  );

  it('shows the load failure with a retry', async () => {
    let fail = true;
    serve({
      'GET /api/gigs/:id': () =>
        fail ? { status: 500, body: { message: 'Internal Server Error' } } : { body: gig },
    });
    const { user } = renderDetail();
    expect(await screen.findByText('Failed to load gig details. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: gig.title })).toBeInTheDocument();
  });
});
