import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestUser, renderWithProviders, stubFetch, type StubRequest } from '@campus/shell/testing';
import ItemDetailPage from './ItemDetailPage';
import MarketplacePage from './MarketplacePage';

const item = (id: number, over: object = {}) => ({
  id,
  title: `Item ${id}`,
  description: 'x'.repeat(120),
  price: 45,
  category: 'Textbooks',
  sellerId: 2,
  condition: 'Like New',
  location: 'Hayden Library',
  status: 'available',
  createdAt: '2025-04-28T12:00:00.000Z',
  images: null,
  seller: { id: 2, firstName: 'Maya', lastName: 'Chen', university: 'Arizona State University' },
  ...over,
});

/** A GET /api/marketplace reply: one page of items, and where the next starts (null on the last page). */
const page = (items: object[], nextCursor: string | null = null) => ({ items, nextCursor });

/** Pages of three here (the server's page size is its own business: the client never sends a limit). */
const PAGE_SIZE = 3;

/** GET /api/marketplace as a keyset list of `total` items: `cursor` says where a page starts. */
function pagedItems(total: number) {
  return ({ url }: StubRequest) => {
    const cursor = new URL(url, 'http://localhost').searchParams.get('cursor');
    const start = cursor ? Number(cursor.replace('after-', '')) : 0;
    const end = Math.min(start + PAGE_SIZE, total);
    const items = Array.from({ length: end - start }, (_, i) => item(start + i + 1));
    return { body: page(items, end < total ? `after-${end}` : null) };
  };
}

const itemTitles = () =>
  within(screen.getByRole('list', { name: 'Items' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);
const titles = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Item ${from + i}`);
const loadMore = () => screen.queryByRole('button', { name: 'Load more' });

describe('MarketplacePage', () => {
  it('lists the items with price, badges, short description and View Details', async () => {
    stubFetch({
      'GET /api/marketplace': {
        body: page([item(1), item(2, { status: 'sold', sellerId: 1, images: ['/uploads/a.jpg'] })]),
      },
    });
    renderWithProviders(<MarketplacePage />, { user: makeTestUser({ id: 1 }) });
    expect(screen.getByRole('heading', { name: 'Campus Marketplace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sell an Item/ })).toHaveAttribute('href', '/marketplace/create');
    const first = await screen.findByRole('article', { name: 'Item 1' });
    expect(within(first).getByText('$45.00')).toBeInTheDocument();
    expect(within(first).getByText('No Image')).toBeInTheDocument();
    expect(within(first).getByText('x'.repeat(100) + '...')).toBeInTheDocument();
    expect(within(first).getByText('April 28, 2025')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/marketplace/1',
    );
    const second = screen.getByRole('article', { name: 'Item 2' });
    expect(within(second).getByText('Sold')).toBeInTheDocument();
    expect(within(second).getByText('Your listing')).toBeInTheDocument();
  });

  it('says when nothing is for sale', async () => {
    stubFetch({ 'GET /api/marketplace': { body: page([]) } });
    renderWithProviders(<MarketplacePage />);
    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(loadMore()).not.toBeInTheDocument();
  });

  it('shows no Load more when the first page is the last one', async () => {
    const { calls } = stubFetch({ 'GET /api/marketplace': pagedItems(PAGE_SIZE) });
    renderWithProviders(<MarketplacePage />);
    await screen.findByText('Item 3');
    expect(itemTitles()).toEqual(titles(1, 3));
    expect(loadMore()).not.toBeInTheDocument();
    expect(calls('GET /api/marketplace').map((r) => r.url)).toEqual(['/api/marketplace']);
  });

  it('loads the next page from its cursor, appends the items, and drops Load more on the last page', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ 'GET /api/marketplace': pagedItems(7) });
    renderWithProviders(<MarketplacePage />);
    await screen.findByText('Item 3');

    await user.click(loadMore() as HTMLElement);
    await screen.findByText('Item 6');
    expect(itemTitles()).toEqual(titles(1, 6));
    expect(loadMore()).toBeInTheDocument();

    await user.click(loadMore() as HTMLElement);
    await screen.findByText('Item 7');
    expect(itemTitles()).toEqual(titles(1, 7));
    expect(loadMore()).not.toBeInTheDocument();
    expect(calls('GET /api/marketplace').map((r) => r.url)).toEqual([
      '/api/marketplace',
      '/api/marketplace?cursor=after-3',
      '/api/marketplace?cursor=after-6',
    ]);
  });

  it("says 'Loading...' and is disabled while the next page loads", async () => {
    const user = userEvent.setup();
    const pages = pagedItems(6);
    let release: () => void = () => undefined;
    // The second page answers only when the test releases it.
    stubFetch({
      'GET /api/marketplace': (request) =>
        request.url.includes('cursor=')
          ? new Promise((resolve) => (release = () => resolve(pages(request))))
          : pages(request),
    });
    renderWithProviders(<MarketplacePage />);
    await screen.findByText('Item 3');

    await user.click(loadMore() as HTMLElement);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(itemTitles()).toEqual(titles(1, 3));
    release();
    await screen.findByText('Item 6');
    expect(screen.queryByRole('button', { name: 'Loading...' })).not.toBeInTheDocument();
  });

  it('shows an inline error with Try again when the next page fails, keeping the items', async () => {
    const user = userEvent.setup();
    const pages = pagedItems(6);
    let failNext = true;
    stubFetch({
      'GET /api/marketplace': (request) =>
        request.url.includes('cursor=') && failNext
          ? { status: 500, body: { message: 'Internal Server Error' } }
          : pages(request),
    });
    renderWithProviders(<MarketplacePage />);
    await screen.findByText('Item 3');

    await user.click(loadMore() as HTMLElement);
    expect(await screen.findByText('Failed to load more items. Please try again.')).toBeInTheDocument();
    expect(itemTitles()).toEqual(titles(1, 3));
    expect(screen.queryByText('Failed to load items. Please try again.')).not.toBeInTheDocument();

    failNext = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Item 6');
    expect(itemTitles()).toEqual(titles(1, 6));
    expect(screen.queryByText('Failed to load more items. Please try again.')).not.toBeInTheDocument();
  });

  it('shows the error with Try again when the first page fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    const pages = pagedItems(2);
    stubFetch({
      'GET /api/marketplace': (request) =>
        fail ? { status: 500, body: { message: 'Internal Server Error' } } : pages(request),
    });
    renderWithProviders(<MarketplacePage />);
    expect(await screen.findByText('Failed to load items. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Item 2')).toBeInTheDocument();
  });
});

describe('ItemDetailPage', () => {
  it('shows the item with its details, seller and safety tips', async () => {
    stubFetch({ 'GET /api/marketplace/1': { body: item(1, { location: null }) } });
    renderWithProviders(<ItemDetailPage />, { route: '/marketplace/1', path: '/marketplace/:itemId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Item 1' })).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Not specified')).toBeInTheDocument();
    expect(screen.getByText('Maya Chen')).toBeInTheDocument();
    expect(screen.getByText('Meet in a public place on campus')).toBeInTheDocument();
  });

  it('shows Item Not Found for a missing item', async () => {
    stubFetch({ 'GET /api/marketplace/9': { status: 404, body: { message: 'Item not found' } } });
    renderWithProviders(<ItemDetailPage />, { route: '/marketplace/9', path: '/marketplace/:itemId' });
    expect(await screen.findByText('Item Not Found')).toBeInTheDocument();
    expect(screen.getByText("This item may have been removed or doesn't exist.")).toBeInTheDocument();
  });

  it.each(['1e3', '0x10', '1.5', '-2', '0'])(
    'treats the malformed id %p as not found, without asking the server',
    (id) => {
      const { requests } = stubFetch({});
      renderWithProviders(<ItemDetailPage />, { route: `/marketplace/${id}`, path: '/marketplace/:itemId' });
      expect(screen.getByText('Item Not Found')).toBeInTheDocument();
      expect(requests.filter((r) => r.url.startsWith('/api/marketplace'))).toHaveLength(0);
    },
  );
});
