import { useParams } from 'react-router';
import { isApiError, parseRouteId } from '@campus/contracts';
import { ErrorPanel, PageContainer } from '@campus/ui';
import { useGig } from '../../../api/get-gig';
import { GigDetailSkeleton } from './GigDetailSkeleton';
import { GigDetailView } from './GigDetailView';
import { GigNotFound } from './GigNotFound';

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
