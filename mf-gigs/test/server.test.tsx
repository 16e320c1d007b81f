import { screen } from '@testing-library/react';
import { formatUsd, SERVICE_CATEGORIES, type ServerPageRequest } from '@campus/contracts';
import {
  createQueryClient,
  expectPrefetchedAsRead,
  imageRequest,
  makeTestUser,
  prefetchPage,
  routedPage,
  serverPageRequest,
  type PageUnderTest,
} from '@campus/shell/testing';
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
const owner = makeTestUser({ id: 7 });
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

const expectAsRead = (asked: ServerPageRequest, page: PageUnderTest) =>
  expectPrefetchedAsRead(serverPages, asked, page, serve);

describe('/gigs', () => {
  const search = 'category=Tutoring&minPrice=10&search=%20calc%20&maxPrice=abc';
  const page = routedPage(<BrowseGigsPage />, { route: `/gigs?${search}` }, () =>
    screen.findByText('Photo first'),
  );
  const asked = serverPageRequest('./BrowseGigsPage', '/gigs', { search });

  it("prefetches the first page of the address's filters and the categories: what the page reads", async () => {
    await expectAsRead(asked, page);
    // the filters parsed as the page parses them (trimmed search, a malformed maximum dropped)
    const network = serve();
    await prefetchPage(serverPages, asked);
    const [list] = network.to('GET', '/api/gigs');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({
      category: 'Tutoring',
      minPrice: '10',
      search: 'calc',
    });
  });

  it("names the page and preloads the first card's photo exactly as the card asks for it", async () => {
    serve();
    const client = await prefetchPage(serverPages, asked);
    const head = serverPages.head?.(asked, client);
    expect(head?.title).toBe('Browse Gigs');
    expect(head?.description).toMatch(/^Find services offered by students at your campus/);
    page.render(client);
    expect(head?.largestImage).toEqual(imageRequest(screen.getByAltText('Photo first')));
    // the card shows the upload's thumbnail, not the photo itself
    expect(head?.largestImage?.src).toBe(`/uploads/${'ab'.repeat(32)}-thumb.webp`);
  });

  it('preloads no photo when the first card has none', async () => {
    serveApi({ 'GET /api/gigs': { body: gigPage(makeGigs(2)) }, 'GET /api/categories': { body: [] } });
    const plain = serverPageRequest('./BrowseGigsPage', '/gigs');
    const client = await prefetchPage(serverPages, plain);
    expect(serverPages.head?.(plain, client)?.largestImage).toBeUndefined();
  });
});

describe('/gigs/:id', () => {
  const page = routedPage(<GigDetailPage />, { route: '/gigs/1', path: '/gigs/:id' }, () =>
    screen.findByText('No reviews yet'),
  );
  const asked = serverPageRequest('./GigDetailPage', '/gigs/1', { params: { id: '1' } });

  it('prefetches the gig, its provider and its reviews: what the page reads', async () => {
    await expectAsRead(asked, page);
    expect(screen.getByRole('heading', { level: 1, name: gig.title })).toBeInTheDocument();
  });

  it("gives the gig's title, price and description, and its photo exactly as the page's <img> asks for it", async () => {
    serve();
    const client = await prefetchPage(serverPages, asked);
    const head = serverPages.head?.(asked, client);
    expect(head?.title).toBe(gig.title);
    expect(head?.description).toBe(`${formatUsd(25)}/hr · ${gig.description}`);
    expect(head?.type).toBe('product');
    expect(head?.image).toBe(PHOTO);
    page.render(client);
    expect(head?.largestImage).toEqual(imageRequest(screen.getByAltText(gig.title)));
  });

  it('asks nothing for an id that cannot be a gig, and has no head of its own', async () => {
    const network = serve();
    const odd = serverPageRequest('./GigDetailPage', '/gigs/1.5', { params: { id: '1.5' } });
    const client = await prefetchPage(serverPages, odd);
    expect(network.requests).toEqual([]);
    expect(serverPages.head?.(odd, client)).toBeNull();
  });
});

describe('signed-in forms', () => {
  it('/gigs/:id/edit prefetches the gig it edits: what the page reads; no head of its own', async () => {
    const page = routedPage(
      <EditGigPage />,
      { route: '/gigs/1/edit', path: '/gigs/:id/edit', user: owner },
      () => screen.findByDisplayValue(gig.title),
    );
    const asked = serverPageRequest('./EditGigPage', '/gigs/1/edit', { params: { id: '1' }, signedIn: true });
    await expectAsRead(asked, page);
    expect(serverPages.head?.(asked, createQueryClient())).toBeNull();
  });

  it('/create-gig reads nothing', async () => {
    const network = serve();
    await prefetchPage(serverPages, serverPageRequest('./CreateGigPage', '/create-gig', { signedIn: true }));
    expect(network.requests).toEqual([]);
  });
});
