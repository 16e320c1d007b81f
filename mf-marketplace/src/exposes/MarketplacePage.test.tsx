import { screen, within } from '@testing-library/react';
import { makeTestUser, renderWithProviders, stubFetch } from '@campus/shell/kit-testing';
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

describe('MarketplacePage', () => {
  it('lists the items with price, badges, short description and View Details', async () => {
    stubFetch({
      'GET /api/marketplace': {
        body: [item(1), item(2, { status: 'sold', sellerId: 1, images: ['/uploads/a.jpg'] })],
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
    stubFetch({ 'GET /api/marketplace': { body: [] } });
    renderWithProviders(<MarketplacePage />);
    expect(await screen.findByText('No items found')).toBeInTheDocument();
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
