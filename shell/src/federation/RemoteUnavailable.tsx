import { useContext } from 'react';
import { ErrorPanel, PageContainer } from '@campus/ui';
import { RemoteRetryContext } from './RemoteRetryContext';
import { reloadPage } from './reloadPage';

/**
 * Shown where a page would be when its remote could not be loaded after the retries: its files may be
 * gone (a newer version went live) or the network is down. A reload gets the live manifest.
 */
export function RemoteReload() {
  return (
    <PageContainer>
      <ErrorPanel
        title="This section could not be loaded"
        message="We could not load this part of Campus Skills Marketplace. The rest of the site still works. Reload the page to get the latest version."
        onRetry={reloadPage}
        retryLabel="Reload"
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
