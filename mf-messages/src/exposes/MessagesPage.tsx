import { Link } from 'react-router';
import { paths } from '@campus/contracts';
import { Button, OpensSoon } from '@campus/ui';

/** /messages and /messages/{id}: the conversations screen arrives with the messaging issue. */
export default function MessagesPage() {
  return (
    <OpensSoon
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
  );
}
