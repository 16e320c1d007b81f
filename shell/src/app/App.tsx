import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createStore } from 'jotai';
import { hydrate } from '@tanstack/react-query';
import { RuntimeProviders } from '../runtime/RuntimeProviders';
import { seedSession } from '../runtime/auth/atoms';
import { AppRoutes } from './AppRoutes';
import { GlobalStyle } from './GlobalStyle';
// emits the Inter files that index.html declares (InterInHtmlPlugin fails the build without them)
import './fonts';
import { createQueryClient } from '../runtime/query/queryClient';
import type { ServerStartState } from './serverState';

/** The query client and session store a page starts from: the server's, when it rendered the page. */
function startState(server: ServerStartState | undefined) {
  const client = createQueryClient();
  if (!server) return { client, store: undefined };
  hydrate(client, server.dehydrated);
  const store = createStore();
  seedSession(store, server.user);
  return { client, store };
}

/**
 * The shell: the runtime's providers around the router. A declarative router: the shell uses no loaders,
 * actions or fetchers, and react-router's data router would add 17 KB (gzip) to every first visit.
 * `server`: the state a server-rendered page was rendered from (shell/src/server/render-app.tsx builds
 * the same tree), so the first render hydrates it exactly.
 */
export function App({ server }: { server?: ServerStartState }) {
  const [{ client, store }] = useState(() => startState(server));
  return (
    <RuntimeProviders client={client} store={store}>
      <GlobalStyle />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RuntimeProviders>
  );
}
