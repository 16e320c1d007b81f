import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_CATEGORIES } from '@campus/contracts';
import { gigPage, makeGigs } from './support/fixtures';
import { restoreNetwork, serveApi, type FakeNetwork } from '@campus/testkit';
import { currentLocation, openFilters, renderBrowse } from './support/render';

let network: FakeNetwork;
beforeEach(() => {
  network = serveApi({
    // Titles say which category was asked for, so a test sees the list follow the filters.
    'GET /api/gigs': ({ url }) => ({
      body: gigPage(
        makeGigs(2).map((g) => ({
          ...g,
          title: `${url.searchParams.get('category') ?? 'Any'} gig ${g.id}`,
        })),
      ),
    }),
    'GET /api/categories': { body: [...SERVICE_CATEGORIES] },
  });
});
afterEach(restoreNetwork);

const gigRequests = () => network.to('GET', '/api/gigs').map((r) => Object.fromEntries(r.url.searchParams));
const lastGigQuery = () => gigRequests().at(-1);
const activeFilters = () => screen.queryByRole('region', { name: 'Active Filters' });

describe('Browse Gigs filters', () => {
  it('reads category, search, minPrice and maxPrice from the address on load', async () => {
    const { user } = renderBrowse('/gigs?category=Design&search=logo&minPrice=10&maxPrice=50');
    await screen.findByText(/ gig 1$/);
    await openFilters(user);
    expect(lastGigQuery()).toEqual({ category: 'Design', search: 'logo', minPrice: '10', maxPrice: '50' });
    expect(screen.getByRole('button', { name: 'Design' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search gigs by keyword' })).toHaveValue('logo');
    expect(screen.getByLabelText('Min ($)')).toHaveValue('10');
    expect(screen.getByLabelText('Max ($)')).toHaveValue('50');
    const chips = within(activeFilters() as HTMLElement);
    expect(chips.getByRole('button', { name: 'Remove category filter: Design' })).toBeInTheDocument();
    expect(chips.getByRole('button', { name: 'Remove price filter: $10 - $50' })).toBeInTheDocument();
    expect(chips.getByRole('button', { name: 'Remove search filter: "logo"' })).toBeInTheDocument();
    expect(screen.getByTestId('filter-count')).toHaveTextContent('3');
  });

  it('drops malformed parameters instead of sending them', async () => {
    renderBrowse('/gigs?category=Juggling&minPrice=abc&maxPrice=-5');
    await screen.findByText(/ gig 1$/);
    expect(lastGigQuery()).toEqual({});
    expect(activeFilters()).not.toBeInTheDocument();
  });

  it('toggles a category chip: a click selects it and writes the address, a second click clears it', async () => {
    const { user } = renderBrowse();
    await screen.findByText(/ gig 1$/);
    await openFilters(user);
    const chip = screen.getByRole('button', { name: 'Tutoring' });

    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(currentLocation()).toEqual({ path: '/gigs', query: { category: 'Tutoring' } });
    expect(await screen.findByText('Tutoring gig 1')).toBeInTheDocument();
    expect(lastGigQuery()).toEqual({ category: 'Tutoring' });

    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    expect(currentLocation()).toEqual({ path: '/gigs', query: {} });
    // Back to the unfiltered list (already loaded once: served from the query cache, data never stale).
    expect(await screen.findByText('Any gig 1')).toBeInTheDocument();
  });

  it('accepts only whole numbers in the price boxes and applies them with Apply Price Filter', async () => {
    const { user } = renderBrowse();
    await screen.findByText(/ gig 1$/);
    await openFilters(user);
    const min = screen.getByLabelText('Min ($)');
    await user.type(min, 'a1.b5-e');
    expect(min).toHaveValue('15');
    expect(currentLocation()).toEqual({ path: '/gigs', query: {} }); // nothing applied yet

    await user.click(screen.getByRole('button', { name: 'Apply Price Filter' }));
    expect(currentLocation()).toEqual({ path: '/gigs', query: { minPrice: '15' } });
    await waitFor(() => expect(lastGigQuery()).toEqual({ minPrice: '15' }));
    expect(screen.getByRole('button', { name: 'Remove price filter: $15 - ∞' })).toBeInTheDocument();
  });

  it('moves the slider thumbs into the boxes (0 to 100, step 1)', async () => {
    const { user } = renderBrowse();
    await screen.findByText(/ gig 1$/);
    await openFilters(user);
    const maxThumb = screen.getByRole('slider', { name: 'Maximum price' });
    expect(maxThumb).toHaveAttribute('min', '0');
    expect(maxThumb).toHaveAttribute('max', '100');
    expect(maxThumb).toHaveAttribute('step', '1');

    fireEvent.change(maxThumb, { target: { value: '98' } });
    expect(screen.getByLabelText('Max ($)')).toHaveValue('98');
    // The minimum thumb cannot pass the maximum one.
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), { target: { value: '99' } });
    expect(screen.getByLabelText('Min ($)')).toHaveValue('98');
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), { target: { value: '20' } });
    await user.click(screen.getByRole('button', { name: 'Apply Price Filter' }));
    expect(currentLocation()).toEqual({ path: '/gigs', query: { minPrice: '20', maxPrice: '98' } });
    expect(screen.getByRole('button', { name: 'Remove price filter: $20 - $98' })).toBeInTheDocument();
  });

  it('removes one active filter chip and keeps the others', async () => {
    const { user } = renderBrowse('/gigs?category=Design&search=logo&minPrice=10&maxPrice=50');
    await screen.findByText(/ gig 1$/);
    await openFilters(user);
    await user.click(screen.getByRole('button', { name: 'Remove price filter: $10 - $50' }));
    expect(currentLocation()).toEqual({ path: '/gigs', query: { category: 'Design', search: 'logo' } });
    await waitFor(() => expect(lastGigQuery()).toEqual({ category: 'Design', search: 'logo' }));
    expect(screen.getByLabelText('Min ($)')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove search filter: "logo"' }));
    expect(currentLocation()).toEqual({ path: '/gigs', query: { category: 'Design' } });
    expect(screen.getByRole('searchbox', { name: 'Search gigs by keyword' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove category filter: Design' }));
    expect(currentLocation()).toEqual({ path: '/gigs', query: {} });
    expect(activeFilters()).not.toBeInTheDocument();
  });

  it('clears every filter with Clear all', async () => {
    const { user } = renderBrowse('/gigs?category=Design&search=logo&minPrice=10');
    await screen.findByText(/ gig 1$/);
    await openFilters(user);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(currentLocation()).toEqual({ path: '/gigs', query: {} });
    await waitFor(() => expect(lastGigQuery()).toEqual({}));
    expect(screen.queryByTestId('filter-count')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Design' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('searches with the Search button and writes the search to the address', async () => {
    const { user } = renderBrowse('/gigs?category=Music%20Lessons');
    await screen.findByText(/ gig 1$/);
    await user.type(screen.getByRole('searchbox', { name: 'Search gigs by keyword' }), 'guitar');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentLocation()).toEqual({
      path: '/gigs',
      query: { category: 'Music Lessons', search: 'guitar' },
    });
    await waitFor(() => expect(lastGigQuery()).toEqual({ category: 'Music Lessons', search: 'guitar' }));
  });

  it('collapses the panel behind a Filters toggle that shows the active count', async () => {
    const { user } = renderBrowse('/gigs?category=Design');
    await screen.findByText(/ gig 1$/);
    const toggle = screen.getByRole('button', { name: /Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('1 active');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
