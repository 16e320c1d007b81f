import { screen, within } from '@testing-library/react';
import { SERVICE_CATEGORIES } from '@campus/contracts';
import { makeTestUser } from '@campus/shell/testing';
import { gigPage, makeGigs } from './support/fixtures';
import { deferred, restoreNetwork, serveApi, type Reply } from '@campus/testkit';
import { currentLocation, renderBrowse } from './support/render';

const categories = { body: [...SERVICE_CATEGORIES] };
const withGigs = (reply: Reply | (() => Promise<Reply>)) =>
  serveApi({ 'GET /api/gigs': reply, 'GET /api/categories': categories });
afterEach(restoreNetwork);

describe('Browse Gigs states', () => {
  it('shows the header, and Create Gig only to signed-in students', async () => {
    withGigs({ body: gigPage(makeGigs(1)) });
    const { unmount } = renderBrowse();
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Gigs' })).toBeInTheDocument();
    expect(screen.getByText('Find services offered by students at your campus')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Gig' })).not.toBeInTheDocument();
    await screen.findByText('Gig number 1');
    unmount();

    renderBrowse('/gigs', makeTestUser());
    expect(screen.getByRole('link', { name: 'Create Gig' })).toHaveAttribute('href', '/create-gig');
  });

  it('shows three skeleton cards while the gigs load, then the cards', async () => {
    const reply = deferred();
    withGigs(() => reply.promise);
    renderBrowse();
    expect(screen.getByText('Loading gigs').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getAllByTestId('gig-card-skeleton')).toHaveLength(3);

    reply.resolve({ body: gigPage(makeGigs(4)) });
    const list = await screen.findByRole('list', { name: 'Gigs' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByTestId('gig-card-skeleton')).not.toBeInTheDocument();
  });

  it('shows the error when the gigs cannot be loaded, and retries', async () => {
    let fail = true;
    withGigs(() =>
      Promise.resolve(
        fail ? { status: 500, body: { message: 'Internal Server Error' } } : { body: gigPage(makeGigs(1)) },
      ),
    );
    const { user } = renderBrowse();
    expect(await screen.findByText('Failed to load gigs. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Gig number 1')).toBeInTheDocument();
  });

  it('with filters set and nothing found, offers Clear Filters', async () => {
    withGigs({ body: gigPage([]) });
    const { user } = renderBrowse('/gigs?category=Design&maxPrice=5');
    expect(await screen.findByRole('heading', { name: 'No gigs found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search query')).toBeInTheDocument();
    expect(screen.queryByText('There are currently no gigs available')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(currentLocation()).toEqual({ path: '/gigs', query: {} });
    expect(await screen.findByText('There are currently no gigs available')).toBeInTheDocument();
  });

  it('with no filters and no gigs, tells a visitor there are none', async () => {
    withGigs({ body: gigPage([]) });
    renderBrowse();
    expect(await screen.findByText('There are currently no gigs available')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No gigs found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Be the first to create a gig' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('with no filters and no gigs, invites a signed-in student to create the first one', async () => {
    withGigs({ body: gigPage([]) });
    renderBrowse('/gigs', makeTestUser());
    expect(await screen.findByText('There are currently no gigs available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Be the first to create a gig' })).toHaveAttribute(
      'href',
      '/create-gig',
    );
  });
});
