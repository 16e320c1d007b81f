import { Suspense, useCallback, useContext, useState } from 'react';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { PageLoading } from '../components/PageLoading';
import { RemoteRetryContext } from './RemoteRetryContext';
import { forgetRemotePage, remotePageComponent } from './remotePageCache';
import { ServerRenderContext } from './serverRender';
import { PageReady } from '../components/PageReady';

/**
 * A route whose page lives in a remote ('mf_gigs/BrowseGigsPage'): loaded on first visit, a panel in
 * its place when it cannot be loaded or throws; 'Try again' loads the remote afresh.
 */
export function RemotePage({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemotePage(id);
    setAttempt((n) => n + 1);
  }, [id]);
  const server = useContext(ServerRenderContext);
  // In the browser a lazy page: during hydration its boundary keeps the server's HTML until it loads.
  const Page = server ? server.page(id) : remotePageComponent(id);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RouteErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<PageLoading />}>
          <Page />
          <PageReady />
        </Suspense>
      </RouteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
