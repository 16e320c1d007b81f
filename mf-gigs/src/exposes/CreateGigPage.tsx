import { Link } from 'react-router';
import { paths } from '@campus/contracts';
import { Button, OpensSoon } from '@campus/ui';

/** /create-gig: posting gigs (with image upload) arrives with the create-gig issue. */
export default function CreateGigPage() {
  return (
    <OpensSoon
      icon="briefcase"
      title="Posting gigs opens soon"
      message="Offering your own service is almost ready. Until then you can browse what other students offer."
      action={
        <Button as={Link} to={paths.gigs()}>
          Browse Gigs
        </Button>
      }
    />
  );
}
