import type { ComponentType } from 'react';
import { StaticRouter, matchPath } from 'react-router';
import { createStore } from 'jotai';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  paths,
  type CurrentUser,
  type PageHead,
  type ServerPageRequest,
  type ServerPages,
} from '@campus/contracts';
import { RuntimeProviders } from '../runtime/RuntimeProviders';
import { createQueryClient } from '../runtime/query/queryClient';
import { seedSession } from '../runtime/auth/atoms';
import { authKeys, authStatusQuery, fetchMe } from '../runtime/auth/queries';
import { AppRoutes } from '../app/AppRoutes';
import { GlobalStyle } from '../app/GlobalStyle';
import { ServerRenderContext, type ServerRender } from '../federation/serverRender';
import { PageFallback, beforeDeadline, type FallbackReason } from './deadline';
import { inRequest, visitorApiClient } from './request-scope';
import { renderHtml } from './render-html';
import shellPages from './shell-pages';
import type { RenderRequest, RenderResult } from './types';

/**
 * The backend's rejection of a remote without a server bundle (backend/src/ssr/remote-bundles.ts), by
 * name: it may come from another realm (the backend's `Error` is not this bundle's under a test runner).
 */
const isNoBundle = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NoServerBundle';

const fallbackReason = (error: unknown): FallbackReason =>
  error instanceof PageFallback ? error.reason : isNoBundle(error) ? 'no-bundle' : 'load-failed';

/** A page component that gives its part up to the browser (React renders that boundary client-side). */
function givenUp(reason: FallbackReason): ComponentType {
  return function ClientRenderedPage() {
    throw new PageFallback(reason);
  };
}

/**
 * The signed-in user of the request's cookie, or null. Without a session cookie nobody is signed in,
 * and the answer is known without asking. An unreachable API rejects: no server page then.
 */
async function sessionUser(client: QueryClient, hasSession: boolean): Promise<CurrentUser | null> {
  if (!hasSession) {
    client.setQueryData(authStatusQuery.queryKey, { isAuthenticated: false });
    return null;
  }
  const status = await client.fetchQuery(authStatusQuery);
  return status.isAuthenticated ? fetchMe() : null;
}

function pageRequest(
  request: RenderRequest,
  page: string,
  route: string,
  signedIn: boolean,
): ServerPageRequest {
  const params = matchPath(route, request.path)?.params ?? {};
  return {
    page,
    path: request.path,
    params: Object.fromEntries(
      Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
    ),
    search: request.search,
    origin: request.origin,
    signedIn,
  };
}

/** Data and head of a page whose owner has a server module; any failure is the page's fallback. */
async function prepare(
  pages: ServerPages<QueryClient> | undefined,
  request: ServerPageRequest,
  client: QueryClient,
  deadline: number,
): Promise<PageHead | null> {
  if (pages?.prefetch) await beforeDeadline(pages.prefetch(request, client), deadline);
  // An error state cannot cross into the browser's cache as it was (it is a class instance there):
  // the browser renders such a page itself, as it always did.
  if (
    client
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error')
  )
    throw new PageFallback('data');
  return pages?.head?.(request, client) ?? null;
}

/**
 * One page's first screen, rendered on the server: the visitor's session (through the API, with their
 * cookie), the data the page's owner says its first screen reads, its head, and the app's HTML as the
 * browser will hydrate it. The remote's page has `budgetMs` from the start of the request for all
 * of that; past it, or on any failure of its bundle, data or render, that part is rendered by the
 * browser (`fallback` says why) and the rest of the page still comes from here.
 */
export function renderApp(request: RenderRequest): Promise<RenderResult> {
  const deadline = performance.now() + request.budgetMs;
  const client = createQueryClient();
  const store = createStore();
  return inRequest(visitorApiClient(request.apiOrigin, request.cookie), async () => {
    const user = await sessionUser(client, request.hasSession);
    // as AuthProvider's setUser does in the browser: pages reading the user's query find it
    client.setQueryData(authKeys.me, user);
    seedSession(store, user);
    const url = request.search ? `${request.path}?${request.search}` : request.path;
    if (request.guarded && !user) return { kind: 'redirect', location: paths.auth(url) };

    let head: PageHead | null = null;
    let fallback: FallbackReason | null = null;
    let Page: ComponentType | null = null;
    const failures: unknown[] = [];
    const { remote } = request;
    if (remote) {
      try {
        const bundle = await beforeDeadline(remote.bundle, deadline);
        const load = bundle.pages[remote.page];
        if (!load) throw new PageFallback('no-page');
        const loaded = await beforeDeadline(load(), deadline);
        if (!loaded.default) throw new PageFallback('no-page');
        const asked = pageRequest(request, remote.page, remote.route, user !== null);
        head = await prepare(bundle.serverPages, asked, client, deadline);
        Page = loaded.default;
      } catch (error) {
        fallback = fallbackReason(error);
        if (fallback === 'load-failed') failures.push(error);
      }
    } else {
      const asked = pageRequest(request, request.path, request.path, user !== null);
      head = await prepare(shellPages, asked, client, deadline).catch(() => {
        client.removeQueries({ predicate: (query) => query.state.status === 'error' });
        return null;
      });
    }
    const found = Page;
    const server: ServerRender = {
      manifest: { manifest: request.manifest, failed: false },
      page: (id) => (found && remote?.id === id ? found : givenUp(fallback ?? 'no-page')),
    };
    const rendered = await renderHtml(
      <ServerRenderContext.Provider value={server}>
        <RuntimeProviders client={client} store={store}>
          <GlobalStyle />
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </RuntimeProviders>
      </ServerRenderContext.Provider>,
      deadline,
    );
    const unexpected = rendered.errors.filter((e) => !(e instanceof PageFallback));
    if (!fallback && rendered.errors.length > 0)
      fallback = rendered.errors.some((e) => e instanceof PageFallback && e.reason === 'budget')
        ? 'budget'
        : 'render';
    return {
      kind: 'page',
      html: rendered.html,
      styles: rendered.styles,
      state: { dehydrated: dehydrate(client), user },
      head,
      fallback,
      errors: [...failures, ...unexpected],
    };
  });
}
