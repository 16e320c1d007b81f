import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { KitProviders } from '../kit/KitProviders';
import { GlobalStyle } from '../kit/GlobalStyle';
import { createQueryClient } from '../kit/query/queryClient';
import { routes } from './routes';

/** The shell: providers of the kit around the router. */
export function App() {
  const [client] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <KitProviders client={client}>
      <GlobalStyle />
      <RouterProvider router={router} />
    </KitProviders>
  );
}
