import { screen } from '@testing-library/react';
import { formatUsd, ITEM_CATEGORIES, ITEM_CONDITIONS, type ServerPageRequest } from '@campus/contracts';
import {
  createQueryClient,
  expectPrefetchedAsRead,
  imageRequest,
  makeTestUser,
  prefetchPage,
  routedPage,
  serverPageRequest,
  stubFetch,
  type PageUnderTest,
} from '@campus/shell/testing';
import CreateItemPage from '../exposes/CreateItemPage';
import EditItemPage from '../exposes/EditItemPage';
import ItemDetailPage from '../exposes/ItemDetailPage';
import MarketplacePage from '../exposes/MarketplacePage';
import serverPages from '../server';
import { makeItem, page as itemPage, photo, thumb } from '../test/fixtures';

// mf-marketplace's server module: what it puts in the request's query client is exactly what each page
// reads on its first screen (the page rendered from that client fetches nothing), and its head names
// the item and the very photo the page's <img> shows.

const seller = makeTestUser({ id: 2 });
const item = makeItem(1, {
  images: [photo('a1'), photo('b2')],
  price: 45,
  description: 'Barely used.\nNo highlighting.',
  canEdit: true,
});
const first = makeItem(4, { title: 'Lamp', images: [photo('c3')] });

function serve() {
  return stubFetch({
    'GET /api/marketplace': { body: itemPage([first, makeItem(5)]) },
    'GET /api/marketplace/1': { body: item },
    'GET /api/marketplace-categories': { body: [...ITEM_CATEGORIES] },
    'GET /api/item-conditions': { body: [...ITEM_CONDITIONS] },
  });
}

const expectAsRead = (asked: ServerPageRequest, page: PageUnderTest) =>
  expectPrefetchedAsRead(serverPages, asked, page, serve);

describe('/marketplace', () => {
  const search = 'condition=Good&maxPrice=20&minPrice=100&category=Nope';
  const page = routedPage(<MarketplacePage />, { route: `/marketplace?${search}` }, () =>
    screen.findByText('Lamp'),
  );
  const asked = serverPageRequest('./MarketplacePage', '/marketplace', { search });

  it("prefetches the first page of the address's filters and the filter choices: what the page reads", async () => {
    await expectAsRead(asked, page);
    const network = serve();
    await prefetchPage(serverPages, asked);
    // parsed as the page parses them: the bounds swapped, the unknown category dropped
    const [list] = network.requests.filter((r) => r.url.startsWith('/api/marketplace?'));
    expect(Object.fromEntries(new URL(list?.url ?? '', 'http://localhost').searchParams)).toEqual({
      condition: 'Good',
      minPrice: '20',
      maxPrice: '100',
    });
  });

  it("names the page and preloads the first card's photo exactly as the card asks for it", async () => {
    serve();
    const client = await prefetchPage(serverPages, asked);
    const head = serverPages.head?.(asked, client);
    expect(head?.title).toBe('Campus Marketplace');
    expect(head?.description).toMatch(/^Textbooks, furniture, electronics/);
    page.render(client);
    expect(head?.largestImage).toEqual(imageRequest(screen.getByAltText('Lamp')));
    expect(head?.largestImage?.src).toBe(thumb('c3'));
  });

  it('preloads no photo when the first card has none', async () => {
    stubFetch({ 'GET /api/marketplace': { body: itemPage([makeItem(5)]) } });
    const plain = serverPageRequest('./MarketplacePage', '/marketplace');
    const client = await prefetchPage(serverPages, plain);
    expect(serverPages.head?.(plain, client)?.largestImage).toBeUndefined();
  });
});

describe('/marketplace/:itemId', () => {
  const page = routedPage(<ItemDetailPage />, { route: '/marketplace/1', path: '/marketplace/:itemId' }, () =>
    screen.findByRole('heading', { level: 1, name: item.title }),
  );
  const asked = serverPageRequest('./ItemDetailPage', '/marketplace/1', { params: { itemId: '1' } });

  it('prefetches the item: what the page reads', async () => {
    await expectAsRead(asked, page);
  });

  it("gives the item's title, price, condition and description, and its first photo as the gallery shows it", async () => {
    serve();
    const client = await prefetchPage(serverPages, asked);
    const head = serverPages.head?.(asked, client);
    expect(head?.title).toBe(item.title);
    expect(head?.description).toBe(`${formatUsd(45)} · ${item.condition} · ${item.description}`);
    expect(head?.type).toBe('product');
    expect(head?.image).toBe(photo('a1'));
    page.render(client);
    const large = screen.getByRole('img', { name: `${item.title}, photo 1 of 2` });
    expect(head?.largestImage).toEqual(imageRequest(large));
  });

  it('asks nothing for an id that cannot be an item, and has no head of its own', async () => {
    const network = serve();
    const odd = serverPageRequest('./ItemDetailPage', '/marketplace/x', { params: { itemId: 'x' } });
    const client = await prefetchPage(serverPages, odd);
    expect(network.requests).toEqual([]);
    expect(serverPages.head?.(odd, client)).toBeNull();
  });
});

describe('signed-in forms', () => {
  it("the edit page prefetches the item and, for its seller, the form's choices: what the page reads", async () => {
    const page = routedPage(
      <EditItemPage />,
      { route: '/marketplace/edit/1', path: '/marketplace/edit/:itemId', user: seller },
      () => screen.findByDisplayValue(item.title),
    );
    const asked = serverPageRequest('./EditItemPage', '/marketplace/edit/1', {
      params: { itemId: '1' },
      signedIn: true,
    });
    await expectAsRead(asked, page);
    expect(serverPages.head?.(asked, createQueryClient())).toBeNull();
  });

  it("the edit page of another's item prefetches the item alone (no form)", async () => {
    const network = stubFetch({ 'GET /api/marketplace/1': { body: { ...item, canEdit: false } } });
    const asked = serverPageRequest('./EditItemPage', '/marketplace/edit/1', {
      params: { itemId: '1' },
      signedIn: true,
    });
    await prefetchPage(serverPages, asked);
    expect(network.requests.map((r) => r.url)).toEqual(['/api/marketplace/1']);
  });

  it("the create page prefetches the form's choices: what the page reads", async () => {
    const page = routedPage(<CreateItemPage />, { route: '/marketplace/create', user: seller }, () =>
      screen.findByRole('heading', { level: 1 }),
    );
    await expectAsRead(
      serverPageRequest('./CreateItemPage', '/marketplace/create', { signedIn: true }),
      page,
    );
  });
});
