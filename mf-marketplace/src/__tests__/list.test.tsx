import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ITEM_CATEGORIES, ITEM_CONDITIONS } from '@campus/contracts';
import { makeTestUser, stubFetch, type StubRequest } from '@campus/shell/testing';
import { PRICE_SETTLE_MS } from '../features/list/ItemFilters';
import { makeItem, page, photo, thumb } from '../test/fixtures';
import { currentLocation, openFilters, renderList } from '../test/render';

/** Pages of three here (the server's page size is its own business: the client never sends a limit). */
const PAGE_SIZE = 3;

/** GET /api/marketplace as a keyset list of `total` items: `cursor` says where a page starts. */
function pagedItems(total: number) {
  return ({ url }: StubRequest) => {
    const cursor = new URL(url, 'http://localhost').searchParams.get('cursor');
    const start = cursor ? Number(cursor.replace('after-', '')) : 0;
    const end = Math.min(start + PAGE_SIZE, total);
    const items = Array.from({ length: end - start }, (_, i) => makeItem(start + i + 1));
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
const listUrls = (requests: StubRequest[]) =>
  requests
    .filter((r) => r.url.startsWith('/api/marketplace?') || r.url === '/api/marketplace')
    .map((r) => r.url);
const panel = () => within(screen.getByRole('complementary', { name: 'Filters' }));
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the marketplace list', () => {
  it('shows each card with its thumbnail, price, badges, short description and View Details', async () => {
    stubFetch({
      'GET /api/marketplace': {
        body: page([
          makeItem(1),
          makeItem(2, { status: 'sold', canEdit: true, images: [photo('a1'), photo('b2')] }),
        ]),
      },
    });
    renderList('/marketplace', makeTestUser({ id: 2 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Campus Marketplace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sell an Item/ })).toHaveAttribute('href', '/marketplace/create');

    const first = await screen.findByRole('article', { name: 'Item 1' });
    expect(within(first).getByText('$45.00')).toBeInTheDocument();
    expect(within(first).getByText('No Image')).toBeInTheDocument();
    expect(within(first).getByText('Textbooks')).toBeInTheDocument();
    expect(within(first).getByText('Like New')).toBeInTheDocument();
    expect(within(first).getByText('x'.repeat(100) + '...')).toBeInTheDocument();
    expect(within(first).getByText('Hayden Library')).toBeInTheDocument();
    expect(within(first).getByText('April 28, 2025')).toBeInTheDocument();
    expect(within(first).queryByText('Sold')).not.toBeInTheDocument();
    // Maya's item, seen by student 2 whose id matches: the badge follows `canEdit`, never the ids.
    expect(within(first).queryByText('Your listing')).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/marketplace/1',
    );

    const second = screen.getByRole('article', { name: 'Item 2' });
    const image = within(second).getByRole('img', { name: 'Item 2' });
    // The first photo's thumbnail, in a box sized before it loads.
    expect(image).toHaveAttribute('src', thumb('a1'));
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '320');
    expect(within(second).getByText('Sold')).toBeInTheDocument();
    expect(within(second).getByText('Your listing')).toBeInTheDocument();
  });

  it('shows three skeletons while the first page loads', async () => {
    let release: () => void = () => undefined;
    stubFetch({
      'GET /api/marketplace': () =>
        new Promise((resolve) => (release = () => resolve({ body: page([makeItem(1)]) }))),
    });
    renderList();
    expect(screen.getAllByTestId('item-card-skeleton')).toHaveLength(3);
    act(() => release());
    await screen.findByText('Item 1');
    expect(screen.queryByTestId('item-card-skeleton')).not.toBeInTheDocument();
  });

  it('says when nothing is for sale (no filters: nothing to clear)', async () => {
    stubFetch({ 'GET /api/marketplace': { body: page([]) } });
    renderList();
    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(screen.getByText('Be the first to list something for sale on your campus.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    expect(loadMore()).not.toBeInTheDocument();
  });

  it("offers 'Clear Filters' when the filters match nothing, and clearing lists everything again", async () => {
    const { requests } = stubFetch({
      'GET /api/marketplace': ({ url }) => ({ body: page(url.includes('?') ? [] : [makeItem(1)]) }),
    });
    const { user } = renderList('/marketplace?category=Furniture&search=sofa');
    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search for something else')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Item 1')).toBeInTheDocument();
    expect(currentLocation()).toEqual({ path: '/marketplace', query: {} });
    expect(listUrls(requests)).toEqual([
      '/api/marketplace?category=Furniture&search=sofa',
      '/api/marketplace',
    ]);
  });

  it('loads the next page from its cursor, appends the items, and drops Load more on the last page', async () => {
    const { calls } = stubFetch({ 'GET /api/marketplace': pagedItems(7) });
    const { user } = renderList();
    await screen.findByText('Item 3');
    await user.click(loadMore() as HTMLElement);
    await screen.findByText('Item 6');
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
    const pages = pagedItems(6);
    let release: () => void = () => undefined;
    stubFetch({
      'GET /api/marketplace': (request) =>
        request.url.includes('cursor=')
          ? new Promise((resolve) => (release = () => resolve(pages(request))))
          : pages(request),
    });
    const { user } = renderList();
    await screen.findByText('Item 3');
    await user.click(loadMore() as HTMLElement);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    act(() => release());
    await screen.findByText('Item 6');
  });

  it('shows an inline error with Try again when the next page fails, keeping the items', async () => {
    const pages = pagedItems(6);
    let failNext = true;
    stubFetch({
      'GET /api/marketplace': (request) =>
        request.url.includes('cursor=') && failNext
          ? { status: 500, body: { message: 'Internal Server Error' } }
          : pages(request),
    });
    const { user } = renderList();
    await screen.findByText('Item 3');
    await user.click(loadMore() as HTMLElement);
    expect(await screen.findByText('Failed to load more items. Please try again.')).toBeInTheDocument();
    expect(itemTitles()).toEqual(titles(1, 3));
    failNext = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Item 6');
  });

  it('shows the error with Try again when the first page fails', async () => {
    let fail = true;
    const pages = pagedItems(2);
    stubFetch({
      'GET /api/marketplace': (request) =>
        fail ? { status: 500, body: { message: 'Internal Server Error' } } : pages(request),
    });
    const { user } = renderList();
    expect(await screen.findByText('Failed to load items. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Item 2')).toBeInTheDocument();
  });
});

describe('the filter panel and the address', () => {
  it('reads every filter from the address: the request, the controls and the count badge', async () => {
    const { requests } = stubFetch({ 'GET /api/marketplace': { body: page([makeItem(1)]) } });
    const { user } = renderList(
      '/marketplace?search=desk%20lamp&category=Electronics&condition=Like%20New&minPrice=10&maxPrice=200',
    );
    await screen.findByText('Item 1');
    expect(listUrls(requests)).toEqual([
      '/api/marketplace?category=Electronics&condition=Like+New&minPrice=10&maxPrice=200&search=desk+lamp',
    ]);
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('filter-count')).toHaveTextContent('4');
    await openFilters(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel().getByRole('searchbox')).toHaveValue('desk lamp');
    expect(panel().getByLabelText('Category')).toHaveValue('Electronics');
    expect(panel().getByLabelText('Condition')).toHaveValue('Like New');
    expect(panel().getByRole('slider', { name: 'Minimum price' })).toHaveValue('10');
    expect(panel().getByRole('slider', { name: 'Maximum price' })).toHaveValue('200');
    expect(panel().getByText('$10 – $200')).toBeInTheDocument();
  });

  it.each([
    ['an unknown category and condition', '?category=Pets&condition=Broken', '/api/marketplace'],
    ['prices that are not whole dollars', '?minPrice=abc&maxPrice=-5', '/api/marketplace'],
    [
      'a minimum above the maximum (swapped)',
      '?minPrice=300&maxPrice=100',
      '/api/marketplace?minPrice=100&maxPrice=300',
    ],
  ])('drops or mends %s', async (_what, query, asked) => {
    const { requests } = stubFetch({ 'GET /api/marketplace': { body: page([makeItem(1)]) } });
    renderList(`/marketplace${query}`);
    await screen.findByText('Item 1');
    expect(listUrls(requests)).toEqual([asked]);
  });

  it('offers the categories and conditions the server lists, with All Categories and Any Condition', async () => {
    stubFetch({
      'GET /api/marketplace': { body: page([]) },
      'GET /api/marketplace-categories': { body: ['Textbooks', 'Electronics', 'Not a category'] },
      'GET /api/item-conditions': { body: ['New', 'Good'] },
    });
    const { user } = renderList();
    await openFilters(user);
    await waitFor(() =>
      expect(optionsOf(panel().getByLabelText('Category'))).toEqual([
        'All Categories',
        'Textbooks',
        'Electronics',
      ]),
    );
    await waitFor(() =>
      expect(optionsOf(panel().getByLabelText('Condition'))).toEqual(['Any Condition', 'New', 'Good']),
    );
  });

  it('falls back to the built-in lists when the server cannot give them', async () => {
    const { calls } = stubFetch({
      'GET /api/marketplace': { body: page([]) },
      'GET /api/marketplace-categories': { status: 500, body: { message: 'down' } },
      'GET /api/item-conditions': { status: 500, body: { message: 'down' } },
    });
    const { user } = renderList();
    await openFilters(user);
    await waitFor(() => expect(calls('GET /api/item-conditions')).toHaveLength(1));
    await screen.findByText('No items found');
    expect(optionsOf(panel().getByLabelText('Category'))).toEqual(['All Categories', ...ITEM_CATEGORIES]);
    expect(optionsOf(panel().getByLabelText('Condition'))).toEqual(['Any Condition', ...ITEM_CONDITIONS]);
  });

  it('writes category and condition to the address and asks again; the empty choice removes them', async () => {
    const { requests } = stubFetch({ 'GET /api/marketplace': { body: page([makeItem(1)]) } });
    const { user } = renderList();
    await screen.findByText('Item 1');
    await openFilters(user);
    await user.selectOptions(panel().getByLabelText('Category'), 'Furniture');
    await user.selectOptions(panel().getByLabelText('Condition'), 'Fair');
    expect(currentLocation().query).toEqual({ category: 'Furniture', condition: 'Fair' });
    expect(screen.getByTestId('filter-count')).toHaveTextContent('2');
    await user.selectOptions(panel().getByLabelText('Category'), 'All Categories');
    expect(currentLocation().query).toEqual({ condition: 'Fair' });
    await waitFor(() =>
      expect(listUrls(requests)).toEqual([
        '/api/marketplace',
        '/api/marketplace?category=Furniture',
        '/api/marketplace?category=Furniture&condition=Fair',
        '/api/marketplace?condition=Fair',
      ]),
    );
  });

  it('searches on Enter and with the Search button', async () => {
    stubFetch({ 'GET /api/marketplace': { body: page([makeItem(1)]) } });
    const { user } = renderList();
    await openFilters(user);
    await user.type(panel().getByRole('searchbox'), '  mini fridge {Enter}');
    expect(currentLocation().query).toEqual({ search: 'mini fridge' });
    await user.clear(panel().getByRole('searchbox'));
    await user.type(panel().getByRole('searchbox'), 'bike');
    await user.click(panel().getByRole('button', { name: 'Search' }));
    expect(currentLocation().query).toEqual({ search: 'bike' });
  });

  it('applies the price slider once it rests: $0 is no minimum, the top ($1,000+) no maximum', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { requests } = stubFetch({ 'GET /api/marketplace': { body: page([makeItem(1)]) } });
      renderList();
      await screen.findByText('Item 1');
      fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
      const max = panel().getByRole('slider', { name: 'Maximum price' });
      const min = panel().getByRole('slider', { name: 'Minimum price' });
      expect(min).toHaveAttribute('step', '5');
      expect(max).toHaveAttribute('max', '1000');
      expect(panel().getByText('$0 – $1,000+')).toBeInTheDocument();

      max.focus();
      fireEvent.change(max, { target: { value: '400' } });
      fireEvent.change(max, { target: { value: '250' } });
      expect(panel().getByText('$0 – $250')).toBeInTheDocument();
      expect(currentLocation().query).toEqual({}); // not while it moves
      act(() => jest.advanceTimersByTime(PRICE_SETTLE_MS));
      expect(currentLocation().query).toEqual({ maxPrice: '250' });
      // The slider is the same element after its range applies: keyboard focus stays on it.
      expect(max).toHaveFocus();

      fireEvent.change(min, { target: { value: '20' } });
      fireEvent.change(max, { target: { value: '1000' } });
      act(() => jest.advanceTimersByTime(PRICE_SETTLE_MS));
      expect(currentLocation().query).toEqual({ minPrice: '20' });
      expect(panel().getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
        'aria-valuetext',
        '$1,000 or more',
      );
      await waitFor(() =>
        expect(listUrls(requests)).toEqual([
          '/api/marketplace',
          '/api/marketplace?maxPrice=250',
          '/api/marketplace?minPrice=20',
        ]),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it("'Clear All' empties every filter (and is off when there is none)", async () => {
    stubFetch({ 'GET /api/marketplace': { body: page([makeItem(1)]) } });
    const { user } = renderList(
      '/marketplace?category=Clothing&condition=New&maxPrice=50&search=coat&page=keep',
    );
    await openFilters(user);
    await user.click(panel().getByRole('button', { name: 'Clear All' }));
    expect(currentLocation().query).toEqual({ page: 'keep' });
    expect(panel().getByRole('button', { name: 'Clear All' })).toBeDisabled();
    expect(panel().getByRole('searchbox')).toHaveValue('');
    expect(panel().getByLabelText('Category')).toHaveValue('');
    expect(panel().getByRole('slider', { name: 'Maximum price' })).toHaveValue('1000');
    expect(screen.queryByTestId('filter-count')).not.toBeInTheDocument();
  });
});
