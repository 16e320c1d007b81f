import { Link, useParams } from 'react-router';
import { isApiError, paths, parseRouteId } from '@campus/contracts';
import { Button, EmptyState, ErrorPanel, Icon, PageContainer } from '@campus/ui';
import { useGig } from '../../../api/get-gig';
import { GigDetailSkeleton } from './GigDetailSkeleton';
import { GigDetailView } from './GigDetailView';

function GigNotFound() {
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

function GigLoader({ id }: { id: number }) {
  const { data: gig, isPending, error, refetch } = useGig(id);
  if (isPending) return <GigDetailSkeleton />;
  if (error) {
    if (isApiError(error) && error.status === 404) return <GigNotFound />;
    return (
      <ErrorPanel
        title="Something went wrong"
        message="Failed to load gig details. Please try again."
        onRetry={() => void refetch()}
      />
    );
  }
  return <GigDetailView gig={gig} />;
}

/** /gigs/:id: the id must be an integer, otherwise the gig cannot exist. */
export function GigDetailPage() {
  const { id } = useParams();
  const gigId = parseRouteId(id);
  return (
    <PageContainer>{gigId === null ? <GigNotFound /> : <GigLoader key={gigId} id={gigId} />}</PageContainer>
  );
}
