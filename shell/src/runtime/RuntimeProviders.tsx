import { useState, type ReactNode } from 'react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { theme } from '@campus/ui';
import { AuthProvider } from './auth/AuthProvider';
import { LiveHubContext } from './events/context';
import { createLiveHub } from './events/hub';
import { LiveEvents } from './events/LiveEvents';

export interface RuntimeProvidersProps {
  client: QueryClient;
  store?: ReturnType<typeof createStore>;
  /** Check the session with the server at start. */
  sync?: boolean;
  children: ReactNode;
}

/**
 * Query client, jotai store, theme, session and the live event stream: everything the runtime's hooks
 * and the UI primitives need.
 */
export function RuntimeProviders({ client, store, sync = true, children }: RuntimeProvidersProps) {
  const [hub] = useState(createLiveHub);
  return (
    <QueryClientProvider client={client}>
      <JotaiProvider store={store}>
        <ThemeProvider theme={theme}>
          <AuthProvider sync={sync}>
            <LiveHubContext.Provider value={hub}>
              <LiveEvents hub={hub} />
              {children}
            </LiveHubContext.Provider>
          </AuthProvider>
        </ThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
