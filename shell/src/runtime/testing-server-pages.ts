import { act, waitFor } from '@testing-library/react';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ServerPageRequest, ServerPages } from '@campus/contracts';
import { createQueryClient } from './query/queryClient';

/** A page request as the server renderer makes one: anonymous, no query string unless given. */
export function serverPageRequest(
  page: string,
  path: string,
  options: Partial<Omit<ServerPageRequest, 'page' | 'path'>> = {},
): ServerPageRequest {
  return {
    page,
    path,
    params: {},
    search: '',
    origin: 'https://campus.example',
    signedIn: false,
    ...options,
  };
}

/**
 * A fresh product query client filled by a server module's `prefetch`, as the renderer fills one per
 * request; `seed` first puts in what the renderer does before (the session).
 */
export async function prefetchPage(
  pages: ServerPages<QueryClient>,
  request: ServerPageRequest,
  seed?: (client: QueryClient) => void,
): Promise<QueryClient> {
  const client = createQueryClient();
  seed?.(client);
  await pages.prefetch?.(request, client);
  return client;
}

/** The queries in a client, by their hash (sorted): compare what a server module put with what a page reads. */
export const queryHashes = (client: QueryClient): string[] =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryHash)
    .sort();

/** The queries in a client that failed (the server renderer gives such a page up to the browser). */
export const failedQueries = (client: QueryClient): string[] =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => query.queryHash);

/**
 * The queries a page rendered by the browser alone has read once `shown` resolves (its first screen is
 * on the page) and nothing is loading any more.
 */
export async function queriesReadOnLoad(
  client: QueryClient,
  shown: () => Promise<unknown>,
): Promise<string[]> {
  await shown();
  await waitFor(() => expect(client.isFetching()).toBe(0));
  // a disabled query (a hook's `enabled: false`) has an entry but was never asked for
  const asked = client
    .getQueryCache()
    .getAll()
    .filter(({ state }) => state.dataUpdatedAt > 0 || state.errorUpdatedAt > 0);
  return asked.map((query) => query.queryHash).sort();
}

/** A page as a test renders it, alone (a new client) or from a given client. */
export interface PageUnderTest {
  render(client?: QueryClient): { queryClient: QueryClient; unmount(): void };
  /** Resolves once the page's first screen is shown. */
  shown(): Promise<unknown>;
}

export interface PrefetchExpectations {
  /** What the page still asks for when rendered from the prefetched client. */
  browserOnly?: BrowserOnly;
  /** What the renderer puts in the client before `prefetch` (the session); not counted as prefetched. */
  seed?(client: QueryClient): void;
}

/** What a page still asks for when rendered from a server module's client. */
export interface BrowserOnly {
  /** Queries the page reads that the server never makes (writes made as queries: a payment intent). */
  keys: readonly QueryKey[];
  /** The paths the page fetches: those queries', and any its own rule reads again on mount (staleTime 0). */
  paths: readonly string[];
}

/**
 * The rule of a server module's `prefetch`: it puts in the client (past what `seed` gave it) exactly
 * the queries the page reads when the browser renders it alone (`serve` fakes the network for each
 * run), less the `browserOnly` ones, none of them failed, and the page rendered from that client
 * fetches nothing but those. Returns the prefetched client.
 */
export async function expectPrefetchedAsRead(
  pages: ServerPages<QueryClient>,
  request: ServerPageRequest,
  page: PageUnderTest,
  serve: () => unknown,
  { browserOnly = { keys: [], paths: [] }, seed }: PrefetchExpectations = {},
): Promise<QueryClient> {
  serve();
  const alone = page.render();
  const read = await queriesReadOnLoad(alone.queryClient, page.shown);
  alone.unmount();
  const notOnServer = new Set(browserOnly.keys.map((key) => hashKey(key)));
  const seeded = createQueryClient();
  seed?.(seeded);
  const given = new Set(queryHashes(seeded));
  serve();
  const client = await prefetchPage(pages, request, seed);
  const prefetched = queryHashes(client).filter((hash) => !given.has(hash));
  expect(prefetched).toEqual(read.filter((hash) => !notOnServer.has(hash)));
  expect(failedQueries(client)).toEqual([]);
  const fetched = await fetchedWhile(() => page.render(client));
  expect(fetched.sort()).toEqual([...browserOnly.paths].sort());
  return client;
}

/** The paths fetched (through the test's fake `fetch`) while `run` renders, effects included. */
export async function fetchedWhile(run: () => unknown): Promise<string[]> {
  const fake = globalThis.fetch;
  if (!jest.isMockFunction(fake)) throw new Error('fetchedWhile: fake fetch first (stubFetch, serveApi)');
  const before = fake.mock.calls.length;
  await act(async () => {
    await run();
  });
  return fake.mock.calls.slice(before).map(([input]) => new URL(String(input), 'http://localhost').pathname);
}

/** What an `<img>` asks for: its src, srcset and sizes, as a PageHead's `largestImage` names them. */
export function imageRequest(img: Element): { src?: string; srcset?: string; sizes?: string } {
  const attribute = (name: string) => img.getAttribute(name) ?? undefined;
  const request = { src: attribute('src'), srcset: attribute('srcset'), sizes: attribute('sizes') };
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));
}
