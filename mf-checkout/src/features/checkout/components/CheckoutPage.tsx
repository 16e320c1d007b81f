import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { isApiError, paths, parseRouteId } from '@campus/contracts';
import { Alert, Button, Icon, PageContainer } from '@campus/ui';
import { useGig } from '../../../api/get-gig';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { CHECKOUT_TEXT as T } from '../texts';
import { CheckoutSkeleton } from './CheckoutSkeleton';
import { CheckoutView } from './CheckoutView';

const Heading = styled.h1`
  margin: 0 0 24px;
  font-size: 1.75rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
`;

const Problem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  max-width: 640px;
`;

function GigMissing() {
  return (
    <Problem>
      <Alert variant="destructive">{T.gigMissing}</Alert>
      <Button as={Link} to={paths.gigs()} variant="outline" size="sm">
        <Icon name="arrow-left" size={16} />
        Browse Gigs
      </Button>
    </Problem>
  );
}

function CheckoutLoader({ gigId }: { gigId: number }) {
  const { data: gig, isPending, error, refetch, isFetching } = useGig(gigId);
  if (isPending) return <CheckoutSkeleton />;
  if (error) {
    if (isApiError(error) && error.status === 404) return <GigMissing />;
    return (
      <Problem>
        <Alert variant="destructive">{T.gigFailed}</Alert>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          <Icon name="refresh-cw" size={16} />
          Try again
        </Button>
      </Problem>
    );
  }
  return <CheckoutView gig={gig} />;
}

/** /checkout/{gigId}: 'Complete Your Booking'. */
export function CheckoutPage() {
  const gigId = parseRouteId(useParams().gigId);
  return (
    <RequireSignIn>
      <PageContainer>
        <Heading>{T.heading}</Heading>
        {gigId === null ? <GigMissing /> : <CheckoutLoader key={gigId} gigId={gigId} />}
      </PageContainer>
    </RequireSignIn>
  );
}
