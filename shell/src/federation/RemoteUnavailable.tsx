import { useContext } from 'react';
import { ErrorPanel, PageContainer, useHydrated } from '@campus/ui';
import { RemoteRetryContext } from './RemoteRetryContext';
import { reloadPage } from './reloadPage';
import { REMOTE_NOT_HYDRATED } from './remoteNotHydrated';

/**
 * A panel in place of a page the server rendered is not a hydration of that page: while hydrating, it
 * gives the part up (React renders it afresh in the browser, the expected way, not a mismatch).
 */
function useNotHydrating(): void {
  if (!useHydrated()) throw new RemoteNotHydrated();
}

/** Thrown to leave a server-rendered page's part to the browser (bootstrap.tsx does not report it). */
export class RemoteNotHydrated extends Error {
  constructor() {
    super('the remote page could not be loaded: rendered in the browser instead of hydrated');
    this.name = REMOTE_NOT_HYDRATED;
  }
}

/**
 * Shown where a page would be when its remote could not be loaded after the retries: its files may be
 * gone (a newer version went live) or the network is down. A reload gets the live manifest.
 */
export function RemoteReload() {
  useNotHydrating();
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
  useNotHydrating();
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
