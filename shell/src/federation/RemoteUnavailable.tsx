import { useContext } from 'react';
import { ErrorPanel, PageContainer } from '@campus/ui';
import { RemoteRetryContext } from './RemoteRetryContext';

/** Shown where a page would be when its remote could not be loaded. */
export function RemoteUnavailable() {
  const retry = useContext(RemoteRetryContext);
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

/**
 * Shown where a page would be when the backend refused its remote: the live version needs a newer
 * shell runtime than this page has (a shell release is on its way, or the remote will be rolled back).
 */
export function RemoteUpdating() {
  const retry = useContext(RemoteRetryContext);
  return (
    <PageContainer>
      <ErrorPanel
        title="This part of the site is being updated"
        message="Please try again in a few minutes. The rest of Campus Skills Marketplace still works."
        onRetry={retry}
      />
    </PageContainer>
  );
}
