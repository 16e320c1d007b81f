import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';
import { PageLoading } from '../app/PageLoading';
import { loadRemotePage } from './loadRemotePage';
import { RemoteRetryContext } from './RemoteRetryContext';
import type { RemotePageId } from './remoteModules';

/**
 * A route whose page lives in a remote: loaded on first visit, an error panel with 'Try again' in its
 * place when it fails to load or throws; each retry loads the remote afresh.
 */
export function RemotePage({ id }: { id: RemotePageId }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A new lazy component per attempt: React.lazy caches its first result, including a failure.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => lazy(() => loadRemotePage(id)), [id, attempt]);
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
