import { screen, waitFor, within } from '@testing-library/react';
import { SERVICE_CATEGORIES } from '@campus/contracts';
import { gigPage, makeGig } from './support/fixtures';
import {
  restoreNetwork,
  serveApi,
  type FakeNetwork,
  type RecordedRequest,
  type Reply,
} from '@campus/testkit';
import { currentLocation, openFilters, renderBrowse } from './support/render';

/** Pages of three here (the server's page size is its own business: the client never sends a limit). */
const PAGE_SIZE = 3;

/**
 * GET /api/gigs as a keyset list of `total` gigs: `cursor` says where a page starts, `nextCursor` is
 * null on the last page. Titles carry the category asked for, so a test sees which filters a page had.
 */
function pagedGigs(total: number) {
  return ({ url }: RecordedRequest): Reply => {
    const label = url.searchParams.get('category') ?? 'Any';
    const cursor = url.searchParams.get('cursor');
    const start = cursor ? Number(cursor.replace('after-', '')) : 0;
    const end = Math.min(start + PAGE_SIZE, total);
    const items = Array.from({ length: end - start }, (_, i) =>
      makeGig({ id: start + i + 1, title: `${label} gig ${start + i + 1}` }),
    );
    return { body: gigPage(items, end < total ? `after-${end}` : null) };
  };
}

let network: FakeNetwork;
function serveGigs(gigs: (request: RecordedRequest) => Reply | Promise<Reply>) {
  network = serveApi({ 'GET /api/gigs': gigs, 'GET /api/categories': { body: [...SERVICE_CATEGORIES] } });
}
afterEach(restoreNetwork);

const gigQueries = () => network.to('GET', '/api/gigs').map((r) => Object.fromEntries(r.url.searchParams));
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Gigs' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);
const loadMore = () => screen.queryByRole('button', { name: 'Load more' });
const titles = (label: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${label} gig ${from + i}`);

describe('Browse Gigs: Load more', () => {
  it('is not shown when the first page is the last one', async () => {
    serveGigs(pagedGigs(PAGE_SIZE));
    renderBrowse();
    await screen.findByText('Any gig 3');
    expect(cardTitles()).toEqual(titles('Any', 1, 3));
    expect(loadMore()).not.toBeInTheDocument();
    expect(gigQueries()).toEqual([{}]);
  });

  it('asks for the next cursor with the same filters, appends the cards, and goes away on the last page', async () => {
    serveGigs(pagedGigs(7));
    const filters = { category: 'Design', search: 'logo', minPrice: '10', maxPrice: '50' };
    const { user } = renderBrowse('/gigs?category=Design&search=logo&minPrice=10&maxPrice=50');
    await screen.findByText('Design gig 3');
    expect(gigQueries()).toEqual([filters]);

    await user.click(loadMore() as HTMLElement);
    await screen.findByText('Design gig 6');
    expect(cardTitles()).toEqual(titles('Design', 1, 6));
    expect(gigQueries()).toEqual([filters, { ...filters, cursor: 'after-3' }]);

    await user.click(loadMore() as HTMLElement);
    await screen.findByText('Design gig 7');
    expect(cardTitles()).toEqual(titles('Design', 1, 7));
    expect(gigQueries().at(-1)).toEqual({ ...filters, cursor: 'after-6' });
    expect(loadMore()).not.toBeInTheDocument();
    // The address still holds the filters only: the cursor is not part of it.
    expect(currentLocation().query).toEqual(filters);
  });

  it("says 'Loading...' and is disabled while the next page loads, keeping the cards shown", async () => {
    const pages = pagedGigs(6);
    let release: () => void = () => undefined;
    // The second page answers only when the test releases it.
    serveGigs((request) =>
      request.url.searchParams.has('cursor')
        ? new Promise<Reply>((resolve) => (release = () => resolve(pages(request))))
        : pages(request),
    );
    const { user } = renderBrowse();
    await screen.findByText('Any gig 3');

    await user.click(loadMore() as HTMLElement);
    const busy = screen.getByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(gigQueries()).toHaveLength(2); // a second click asks for nothing more
    expect(cardTitles()).toEqual(titles('Any', 1, 3));

    release();
    await screen.findByText('Any gig 6');
    expect(screen.queryByRole('button', { name: 'Loading...' })).not.toBeInTheDocument();
    expect(loadMore()).not.toBeInTheDocument();
  });

  it('shows an inline error with Try again when the next page fails, without losing the cards', async () => {
    let failNext = true;
    const pages = pagedGigs(6);
    serveGigs((request) =>
      request.url.searchParams.has('cursor') && failNext
        ? { status: 500, body: { message: 'Internal Server Error' } }
        : pages(request),
    );
    const { user } = renderBrowse('/gigs?category=Tutoring');
    await screen.findByText('Tutoring gig 3');

    await user.click(loadMore() as HTMLElement);
    expect(await screen.findByText('Failed to load more gigs. Please try again.')).toBeInTheDocument();
    expect(cardTitles()).toEqual(titles('Tutoring', 1, 3));
    expect(screen.queryByText('Failed to load gigs. Please try again.')).not.toBeInTheDocument();

    failNext = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Tutoring gig 6');
    expect(cardTitles()).toEqual(titles('Tutoring', 1, 6));
    expect(screen.queryByText('Failed to load more gigs. Please try again.')).not.toBeInTheDocument();
    expect(gigQueries().at(-1)).toEqual({ category: 'Tutoring', cursor: 'after-3' });
  });

  it('starts again from the first page when a filter changes, and when coming back to the filters left', async () => {
    serveGigs(pagedGigs(9));
    const { user } = renderBrowse();
    await screen.findByText('Any gig 3');
    await user.click(loadMore() as HTMLElement);
    await screen.findByText('Any gig 6');

    await openFilters(user);
    const chip = screen.getByRole('button', { name: 'Tutoring' });
    await user.click(chip);
    await screen.findByText('Tutoring gig 3');
    expect(cardTitles()).toEqual(titles('Tutoring', 1, 3));
    expect(gigQueries().at(-1)).toEqual({ category: 'Tutoring' });
    expect(loadMore()).toBeInTheDocument();

    // Back to no filters: page one again (from the cache), and Load more goes on from there.
    await user.click(chip);
    await screen.findByText('Any gig 1');
    await waitFor(() => expect(cardTitles()).toEqual(titles('Any', 1, 3)));
    await user.click(loadMore() as HTMLElement);
    await screen.findByText('Any gig 6');
    expect(gigQueries().at(-1)).toEqual({ cursor: 'after-3' });
  });
});
