import { lazy } from 'react';
import { ErrorPanel, PageContainer } from '@campus/ui';
import { useRemoteManifest } from '../federation/useRemoteManifest';
import { PageLoading } from '../components/PageLoading';

const NotFoundPage = lazy(() =>
  import('../pages/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * An address no route matches: a missing page once the manifest is known; until then it may be a
 * remote's page, so the loading state (or, when the manifest could not be had, a way to ask again).
 */
export function UnknownAddress() {
  const { manifest, failed, retry } = useRemoteManifest();
  if (manifest) return <NotFoundPage />;
  if (!failed) return <PageLoading />;
  return (
    <PageContainer>
      <ErrorPanel
        title="This section could not be loaded"
        message="We could not reach this part of Campus Skills Marketplace. The rest of the site still works. Check your connection and try again."
        onRetry={retry}
      />
    </PageContainer>
  );
}
