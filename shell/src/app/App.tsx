import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { RuntimeProviders } from '../runtime/RuntimeProviders';
import { AppRoutes } from './AppRoutes';
import { GlobalStyle } from './GlobalStyle';
// emits the Inter files that index.html declares (InterInHtmlPlugin fails the build without them)
import './fonts';
import { createQueryClient } from '../runtime/query/queryClient';

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
