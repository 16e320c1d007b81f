import { Link } from 'react-router';
import { paths } from '@campus/contracts';
import { Button, EmptyState, Icon } from '@campus/ui';

/** No such gig (the gig page's and the edit page's 404): the way back to all gigs. */
export function GigNotFound() {
  return (
    <EmptyState
      headingLevel="h1"
      title="Gig not found. It may have been removed."
      action={
        <Button as={Link} to={paths.gigs()} variant="outline">
          <Icon name="arrow-left" size={16} />
          All Gigs
        </Button>
      }
    />
  );
}
