import { useMemo, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { RuntimeProviders } from '../runtime/RuntimeProviders';
import { useRemoteManifest } from '../federation/useRemoteManifest';
import { GlobalStyle } from './GlobalStyle';
// emits the Inter files that index.html declares (InterInHtmlPlugin fails the build without them)
import './fonts';
import { createQueryClient } from '../runtime/query/queryClient';
import { buildRoutes } from './routes';

/** The routes of the live manifest (embedded in the page: known at the first render). */
function AppRoutes() {
  const { manifest } = useRemoteManifest();
  const routes = useMemo(() => buildRoutes(manifest), [manifest]);
  return useRoutes(routes);
}

/**
 * The shell: the runtime's providers around the router. A declarative router: the shell uses no loaders,
 * actions or fetchers, and react-router's data router would add 17 KB (gzip) to every first visit.
 */
export function App() {
  const [client] = useState(createQueryClient);
  return (
    <RuntimeProviders client={client}>
      <GlobalStyle />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RuntimeProviders>
  );
}
