import type { ReactNode } from 'react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { theme } from '@campus/ui';
import { AuthProvider } from './auth/AuthProvider';

export interface RuntimeProvidersProps {
  client: QueryClient;
  store?: ReturnType<typeof createStore>;
  /** Check the session with the server at start. */
  sync?: boolean;
  children: ReactNode;
}

/** Query client, jotai store, theme and session: everything the runtime's hooks and the UI primitives need. */
export function RuntimeProviders({ client, store, sync = true, children }: RuntimeProvidersProps) {
  return (
    <QueryClientProvider client={client}>
      <JotaiProvider store={store}>
        <ThemeProvider theme={theme}>
          <AuthProvider sync={sync}>{children}</AuthProvider>
        </ThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
