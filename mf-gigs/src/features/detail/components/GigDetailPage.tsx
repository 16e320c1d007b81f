import { Link, useParams } from 'react-router';
import { isApiError, paths } from '@campus/contracts';
import { Button, Icon, PageContainer } from '@campus/shell/kit';
import { useGig } from '../../../api/get-gig';
import { NoticePanel } from '../../../components/NoticePanel';
import { parseGigId } from '../utils/parse-gig-id';
import { GigDetailSkeleton } from './GigDetailSkeleton';
import { GigDetailView } from './GigDetailView';

function GigNotFound() {
  return (
    <NoticePanel icon="search" message="Gig not found. It may have been removed.">
      <Button as={Link} to={paths.gigs()} variant="outline">
        <Icon name="arrow-left" size={16} />
        All Gigs
      </Button>
    </NoticePanel>
  );
}

function GigLoader({ id }: { id: number }) {
  const { data: gig, isPending, error, refetch, isFetching } = useGig(id);
  if (isPending) return <GigDetailSkeleton />;
  if (error) {
    if (isApiError(error) && error.status === 404) return <GigNotFound />;
    return (
      <NoticePanel icon="alert-circle" tone="danger" message="Failed to load gig details. Please try again.">
        <Button type="button" variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <Icon name="refresh-cw" size={16} />
          Try again
        </Button>
      </NoticePanel>
    );
  }
  return <GigDetailView gig={gig} />;
}

/** /gigs/:id: the id must be an integer, otherwise the gig cannot exist. */
export function GigDetailPage() {
  const { id } = useParams();
  const gigId = parseGigId(id);
  return (
    <PageContainer>{gigId === null ? <GigNotFound /> : <GigLoader key={gigId} id={gigId} />}</PageContainer>
  );
}
