import { useContext } from 'react';
import { ErrorPanel, PageContainer } from '@campus/shell/kit';
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
