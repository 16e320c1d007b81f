import type { ReactElement } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { formatUsd, SERVICE_CATEGORIES, type ServerPageRequest } from '@campus/contracts';
import { createQueryClient, makeTestUser, renderWithProviders } from '@campus/shell/testing';
import { restoreNetwork, serveApi, type FakeNetwork } from '@campus/testkit';
import BrowseGigsPage from '../src/exposes/BrowseGigsPage';
import EditGigPage from '../src/exposes/EditGigPage';
import GigDetailPage from '../src/exposes/GigDetailPage';
import serverPages from '../src/server';
import { gigPage, makeGig, makeGigs, makeUser } from './support/fixtures';

// mf-gigs' server module: what it puts in the request's query client is exactly what each page reads
// on its first screen (the page rendered from that client asks the network for nothing), and its head
// names the gig and the very photo the page's <img> shows.

afterEach(restoreNetwork);

const PHOTO = `/uploads/${'ab'.repeat(32)}.webp`;
const gig = makeGig({
  id: 1,
  providerId: 7,
  canEdit: true,
  imageUrl: PHOTO,
  price: 25,
  description: 'Limits,\nderivatives and integrals.',
});
const cards = [makeGig({ id: 4, title: 'Photo first', imageUrl: PHOTO }), ...makeGigs(2)];

function serve(): FakeNetwork {
  return serveApi({
    'GET /api/gigs': { body: gigPage(cards) },
    'GET /api/categories': { body: [...SERVICE_CATEGORIES] },
    'GET /api/gigs/:id': ({ params }) =>
      params.id === '1' ? { body: gig } : { status: 404, body: { message: 'Gig not found' } },
    'GET /api/gigs/:id/reviews': { body: [] },
    'GET /api/users/:id': { body: makeUser() },
  });
}

function request(
  page: string,
  path: string,
  params: Record<string, string> = {},
  search = '',
): ServerPageRequest {
  return { page, path, params, search, origin: 'https://campus.example', signedIn: false };
}

async function prefetched(asked: ServerPageRequest): Promise<QueryClient> {
  const client = createQueryClient();
  await serverPages.prefetch?.(asked, client);
  return client;
}

const keysOf = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryHash)
    .sort();

interface Shown {
  ui: ReactElement;
  route: string;
  path: string;
}

/** The keys the page itself reads when the browser renders it alone, once everything it asked for came. */
async function keysThePageReads({ ui, route, path }: Shown, settled: () => Promise<unknown>) {
  serve();
  const { queryClient, unmount } = renderWithProviders(ui, { route, path });
  await settled();
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  const keys = keysOf(queryClient);
  unmount();
  return keys;
}

/** Renders the page from the server's client: returns the requests it made (none is the rule). */
async function renderFrom(client: QueryClient, { ui, route, path }: Shown, network: FakeNetwork) {
  const before = network.requests.length;
  renderWithProviders(ui, { route, path, client });
  await act(async () => undefined);
  return network.requests.slice(before).map((r) => r.url.pathname);
}

const imageAttributes = (img: HTMLElement) => ({
  src: img.getAttribute('src') ?? undefined,
  srcset: img.getAttribute('srcset') ?? undefined,
  sizes: img.getAttribute('sizes') ?? undefined,
});

describe('/gigs', () => {
  const search = 'category=Tutoring&minPrice=10&search=%20calc%20&maxPrice=abc';
  const shown = {
    ui: <BrowseGigsPage />,
    route: `/gigs?${search}`,
    path: '/gigs',
  };
  const asked = request('./BrowseGigsPage', '/gigs', {}, search);

  it("prefetches the first page of the address's filters and the categories: what the page reads", async () => {
    const expected = await keysThePageReads(shown, () => screen.findByText('Photo first'));
    const network = serve();
    const client = await prefetched(asked);
    expect(keysOf(client)).toEqual(expected);
    // the filters parsed as the page parses them (trimmed search, a malformed maximum dropped)
    const [list] = network.to('GET', '/api/gigs');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({
      category: 'Tutoring',
      minPrice: '10',
      search: 'calc',
    });
    expect(await renderFrom(client, shown, network)).toEqual([]);
    expect(screen.getByRole('heading', { level: 3, name: 'Photo first' })).toBeInTheDocument();
  });

  it("names the page and preloads the first card's photo exactly as the card asks for it", async () => {
    const network = serve();
    const client = await prefetched(asked);
    const head = serverPages.head?.(asked, client);
    expect(head?.title).toBe('Browse Gigs');
    expect(head?.description).toMatch(/^Find services offered by students at your campus/);
    await renderFrom(client, shown, network);
    const img = screen.getByAltText('Photo first');
    expect(head?.largestImage).toEqual(imageAttributes(img));
    // the card shows the upload's thumbnail, not the photo itself
    expect(head?.largestImage?.src).toBe(`/uploads/${'ab'.repeat(32)}-thumb.webp`);
  });

  it('preloads no photo when the first card has none', async () => {
    serveApi({ 'GET /api/gigs': { body: gigPage(makeGigs(2)) }, 'GET /api/categories': { body: [] } });
    const client = await prefetched(request('./BrowseGigsPage', '/gigs'));
    expect(serverPages.head?.(request('./BrowseGigsPage', '/gigs'), client)?.largestImage).toBeUndefined();
  });
});

describe('/gigs/:id', () => {
  const shown = { ui: <GigDetailPage />, route: '/gigs/1', path: '/gigs/:id' };
  const asked = request('./GigDetailPage', '/gigs/1', { id: '1' });

  it('prefetches the gig, its provider and its reviews: what the page reads', async () => {
    const expected = await keysThePageReads(shown, () => screen.findByText('No reviews yet'));
    const network = serve();
    const client = await prefetched(asked);
    expect(keysOf(client)).toEqual(expected);
    expect(await renderFrom(client, shown, network)).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: gig.title })).toBeInTheDocument();
  });

  it("gives the gig's title, price and description, and its photo exactly as the page's <img> asks for it", async () => {
    const network = serve();
    const client = await prefetched(asked);
    const head = serverPages.head?.(asked, client);
    expect(head?.title).toBe(gig.title);
    expect(head?.description).toBe(`${formatUsd(25)}/hr · ${gig.description}`);
    expect(head?.type).toBe('product');
    expect(head?.image).toBe(PHOTO);
    await renderFrom(client, shown, network);
    expect(head?.largestImage).toEqual(imageAttributes(screen.getByAltText(gig.title)));
  });

  it('asks nothing for an id that cannot be a gig, and has no head of its own', async () => {
    const network = serve();
    const odd = request('./GigDetailPage', '/gigs/1.5', { id: '1.5' });
    const client = await prefetched(odd);
    expect(network.requests).toEqual([]);
    expect(serverPages.head?.(odd, client)).toBeNull();
  });
});

describe('signed-in forms', () => {
  it('/gigs/:id/edit prefetches the gig it edits, the create form nothing', async () => {
    const owner = makeTestUser({ id: 7 });
    const shown = { ui: <EditGigPage />, route: '/gigs/1/edit', path: '/gigs/:id/edit' };
    serve();
    const { queryClient, unmount } = renderWithProviders(shown.ui, { ...shown, user: owner });
    await screen.findByDisplayValue(gig.title);
    const expected = keysOf(queryClient);
    unmount();
    const edit = request('./EditGigPage', '/gigs/1/edit', { id: '1' });
    expect(keysOf(await prefetched({ ...edit, signedIn: true }))).toEqual(expected);
    expect(serverPages.head?.(edit, createQueryClient())).toBeNull();

    const network = serve();
    await prefetched(request('./CreateGigPage', '/create-gig'));
    expect(network.requests).toEqual([]);
  });
});
