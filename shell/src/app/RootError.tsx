import { ErrorPanel, PageContainer } from '@campus/ui';

/** Last line of defence for errors outside any page (the layout itself). */
export function RootError({ error }: { error: unknown }) {
  console.error('Application error', error);
  return (
    <PageContainer>
      <ErrorPanel
        title="Something went wrong"
        message="Campus Skills Marketplace ran into an unexpected problem. Reload the page to continue."
        onRetry={() => window.location.reload()}
      />
    </PageContainer>
  );
}
