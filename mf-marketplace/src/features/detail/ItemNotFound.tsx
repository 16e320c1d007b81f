import { Link } from 'react-router';
import { paths } from '@campus/contracts';
import { Button, EmptyState } from '@campus/ui';

/** The spec's missing item: 'Item Not Found' with the way back. */
export function ItemNotFound({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <EmptyState
      icon="shopping-bag"
      headingLevel={headingLevel}
      title="Item Not Found"
      message="This item may have been removed or doesn't exist."
      action={
        <Button as={Link} to={paths.marketplace} variant="outline">
          Back to Marketplace
        </Button>
      }
    />
  );
}
