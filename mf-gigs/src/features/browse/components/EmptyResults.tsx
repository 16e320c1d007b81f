import { Link } from 'react-router';
import { paths } from '@campus/contracts';
import { Button, EmptyState, Icon } from '@campus/ui';
import { useAuth } from '@campus/shell/runtime';

interface EmptyResultsProps {
  hasFilters: boolean;
  onClearFilters(): void;
}

/** 'No gigs found': with filters set it offers to clear them, otherwise (signed in) to create the first gig. */
export function EmptyResults({ hasFilters, onClearFilters }: EmptyResultsProps) {
  const { isAuthenticated } = useAuth();
  const action = hasFilters ? (
    <Button type="button" variant="outline" onClick={onClearFilters}>
      Clear Filters
    </Button>
  ) : (
    isAuthenticated && (
      <Button as={Link} to={paths.createGig}>
        <Icon name="plus" size={18} />
        Be the first to create a gig
      </Button>
    )
  );
  return (
    <EmptyState
      title="No gigs found"
      message={
        hasFilters ? 'Try adjusting your filters or search query' : 'There are currently no gigs available'
      }
      action={action}
    />
  );
}
