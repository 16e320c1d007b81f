import { Suspense, useCallback, useState } from 'react';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { PageLoading } from '../components/PageLoading';
import { RemoteRetryContext } from './RemoteRetryContext';
import { forgetRemotePage, remotePageComponent } from './remotePageCache';

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
  const Page = remotePageComponent(id);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RouteErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
