import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { KitProviders } from '../kit/KitProviders';
import { GlobalStyle } from '../kit/GlobalStyle';
import { FontFaces } from './fonts';
import { createQueryClient } from '../kit/query/queryClient';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The shell: providers of the kit around the router. A declarative router: the shell uses no loaders,
 * actions or fetchers, and react-router's data router would add 17 KB (gzip) to every first visit.
 */
export function App() {
  const [client] = useState(createQueryClient);
  return (
    <KitProviders client={client}>
      <FontFaces />
      <GlobalStyle />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </KitProviders>
  );
}
