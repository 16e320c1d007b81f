import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import {
  formatUsd,
  ITEM_CATEGORIES,
  ITEM_CONDITIONS,
  type CurrentUser,
  type ServerPageRequest,
} from '@campus/contracts';
import {
  createQueryClient,
  fetchedWhile,
  imageRequest,
  makeTestUser,
  prefetchPage,
  queriesReadOnLoad,
  queryHashes,
  renderWithProviders,
  serverPageRequest,
  stubFetch,
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

interface Page {
  ui: ReactElement;
  route: string;
  path: string;
  user?: CurrentUser;
  shown(): Promise<unknown>;
}

async function readByThePage(page: Page): Promise<string[]> {
  serve();
  const { queryClient, unmount } = renderWithProviders(page.ui, page);
  const read = await queriesReadOnLoad(queryClient, page.shown);
  unmount();
  return read;
}

/** The server module's prefetch equals what the page reads, and the page rendered from it fetches nothing. */
async function expectPrefetchedAsRead(page: Page, asked: ServerPageRequest) {
  const expected = await readByThePage(page);
  const network = serve();
  const client = await prefetchPage(serverPages, asked);
  expect(queryHashes(client)).toEqual(expected);
  expect(await fetchedWhile(() => renderWithProviders(page.ui, { ...page, client }))).toEqual([]);
  return { client, network };
}

describe('/marketplace', () => {
  const search = 'condition=Good&maxPrice=20&minPrice=100&category=Nope';
  const page: Page = {
    ui: <MarketplacePage />,
    route: `/marketplace?${search}`,
    path: '/marketplace',
    shown: () => screen.findByText('Lamp'),
  };
  const asked = serverPageRequest('./MarketplacePage', '/marketplace', { search });

  it("prefetches the first page of the address's filters and the filter choices: what the page reads", async () => {
    const { network } = await expectPrefetchedAsRead(page, asked);
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
    renderWithProviders(page.ui, { ...page, client });
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
  const page: Page = {
    ui: <ItemDetailPage />,
    route: '/marketplace/1',
    path: '/marketplace/:itemId',
    shown: () => screen.findByRole('heading', { level: 1, name: item.title }),
  };
  const asked = serverPageRequest('./ItemDetailPage', '/marketplace/1', { params: { itemId: '1' } });

  it('prefetches the item: what the page reads', async () => {
    await expectPrefetchedAsRead(page, asked);
  });

  it("gives the item's title, price, condition and description, and its first photo as the gallery shows it", async () => {
    serve();
    const client = await prefetchPage(serverPages, asked);
    const head = serverPages.head?.(asked, client);
    expect(head?.title).toBe(item.title);
    expect(head?.description).toBe(`${formatUsd(45)} · ${item.condition} · ${item.description}`);
    expect(head?.type).toBe('product');
    expect(head?.image).toBe(photo('a1'));
    renderWithProviders(page.ui, { ...page, client });
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
    const page: Page = {
      ui: <EditItemPage />,
      route: '/marketplace/edit/1',
      path: '/marketplace/edit/:itemId',
      user: seller,
      shown: () => screen.findByDisplayValue(item.title),
    };
    const asked = serverPageRequest('./EditItemPage', '/marketplace/edit/1', {
      params: { itemId: '1' },
      signedIn: true,
    });
    await expectPrefetchedAsRead(page, asked);
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
    const page: Page = {
      ui: <CreateItemPage />,
      route: '/marketplace/create',
      path: '/marketplace/create',
      user: seller,
      shown: () => screen.findByRole('heading', { level: 1 }),
    };
    await expectPrefetchedAsRead(
      page,
      serverPageRequest('./CreateItemPage', '/marketplace/create', { signedIn: true }),
    );
  });
});
