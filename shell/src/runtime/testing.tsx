/**
 * @campus/shell/testing: render a component the way the shell hosts it (query client with the
 * product's defaults, jotai store, theme, session, router, toast area), for component tests.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@campus/contracts';
import { RuntimeProviders } from './RuntimeProviders';
import { createQueryClient } from './query/queryClient';
import { authLoadingAtom, userAtom } from './auth/atoms';
import { ToastArea } from './toast/ToastArea';
import type { PageUnderTest } from './testing-server-pages';

export interface RenderWithProvidersOptions {
  /** The address the router starts at (default '/'). */
  route?: string;
  /** A route pattern such as '/gigs/:id'; the UI is then rendered as that route's element. */
  path?: string;
  /** The signed-in user (default: nobody). */
  user?: CurrentUser | null;
  /** Render a `data-testid="location"` element holding the current path and query. */
  showLocation?: boolean;
  /** The query client (default: a new one with the product's defaults), e.g. one a server module filled. */
  client?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
}

/** Shows where the router currently is, so a test can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, user = null, showLocation = false, client }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const queryClient = client ?? createQueryClient();
  const store = createStore();
  store.set(userAtom, user);
  store.set(authLoadingAtom, false);
  const result = render(
    <RuntimeProviders client={queryClient} store={store} sync={false}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        ) : (
          ui
        )}
        {showLocation && <LocationProbe />}
      </MemoryRouter>
      <ToastArea />
    </RuntimeProviders>,
  );
  return { ...result, queryClient, store };
}

/**
 * A page as the shell routes it (`path`: its route pattern, default the address), for a server
 * module's test (`expectPrefetchedAsRead`): rendered alone, or from a given query client.
 */
export function routedPage(
  ui: ReactElement,
  {
    route,
    path = route.split('?')[0],
    user = null,
  }: { route: string; path?: string; user?: CurrentUser | null },
  shown: () => Promise<unknown>,
): PageUnderTest {
  return { render: (client) => renderWithProviders(ui, { route, path, user, client }), shown };
}

/** A complete signed-in user for tests; override what the test is about. */
export function makeTestUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    username: 'jordan.lee',
    email: 'jordan.lee@asu.edu',
    firstName: 'Jordan',
    lastName: 'Lee',
    university: 'Arizona State University',
    bio: null,
    profileImage: null,
    skills: [],
    rating: 0,
    reviewCount: 0,
    createdAt: '2025-01-15T10:00:00.000Z',
    phoneNumber: null,
    isVerified: true,
    isProfileComplete: true,
    authProvider: 'email',
    isOperator: false,
    ...overrides,
  };
}

export { stubFetch, type StubRequest, type StubRoute } from './testing-fetch';
export { FakeEventSource, fakeLiveStream, type FakeLiveStream } from './testing-events';
export {
  renderOnServerThenHydrate,
  type RenderMoment,
  type ServerThenHydrateOptions,
  type ServerThenHydrateResult,
} from './testing-hydration';
/** The product's query client, as the shell makes one per page (and the server renderer one per request). */
export { createQueryClient } from './query/queryClient';
export {
  expectPrefetchedAsRead,
  failedQueries,
  fetchedWhile,
  imageRequest,
  prefetchPage,
  queriesReadOnLoad,
  queryHashes,
  serverPageRequest,
  type BrowserOnly,
  type PageUnderTest,
  type PrefetchExpectations,
} from './testing-server-pages';
