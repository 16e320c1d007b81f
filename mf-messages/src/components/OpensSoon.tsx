import { Link } from 'react-router';
import { paths } from '@campus/contracts';
import { Button, EmptyState, PageContainer } from '@campus/shell/kit';

/** Messaging is not open yet: says so honestly and points to what works. */
export function OpensSoon() {
  return (
    <PageContainer>
      <EmptyState
        icon="message-circle"
        title="Messages open soon"
        message="Direct conversations with providers, clients and sellers are almost ready. Until then you can keep browsing gigs and the marketplace."
        action={
          <>
            <Button as={Link} to={paths.gigs()}>
              Browse Gigs
            </Button>
            <Button as={Link} to={paths.marketplace} variant="outline">
              Marketplace
            </Button>
          </>
        }
      />
    </PageContainer>
  );
}
