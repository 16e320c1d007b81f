import { Link } from 'react-router';
import styled from 'styled-components';
import { formatUsd, fullName, paths, type Gig } from '@campus/contracts';
import {
  Avatar,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Icon,
  Skeleton,
  media,
} from '@campus/ui';
import { useRecentGigs } from '../../../api/get-recent-gigs';
import { CardError, CardTop, Muted, Row, Rows } from './styles';

const SKELETONS = 3;

const Main = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

// Two lines before the ellipsis: on a phone one line holds only a few words of a title.
const Title = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

// Phones: price over the View button, so the title keeps the width.
const End = styled.div`
  display: flex;
  flex-shrink: 0;
  flex-direction: column;
  align-items: flex-end;
  gap: 6px;
  ${media.sm} {
    flex-direction: row;
    align-items: center;
    gap: 8px;
  }
`;

function GigRow({ gig }: { gig: Gig }) {
  const titleId = `recent-gig-${gig.id}-title`;
  const provider = gig.provider ? fullName(gig.provider) : '';
  return (
    <Row>
      <Avatar firstName={gig.provider?.firstName} lastName={gig.provider?.lastName} />
      <Main>
        <Title id={titleId}>{gig.title}</Title>
        <Meta>by {provider || 'Unknown'}</Meta>
        <Meta>{gig.category}</Meta>
      </Main>
      <End>
        <Badge variant="secondary">{formatUsd(gig.price)}/hr</Badge>
        <Button as={Link} to={paths.gig(gig.id)} variant="outline" size="sm" aria-describedby={titleId}>
          View
        </Button>
      </End>
    </Row>
  );
}

function GigRowSkeleton() {
  return (
    <Row data-testid="recent-gig-skeleton">
      <Skeleton width={40} height={40} radius="50%" />
      <Main>
        <Skeleton width="70%" height={16} />
        <Skeleton width="40%" height={12} />
      </Main>
      <Skeleton width={64} height={30} radius="10px" />
    </Row>
  );
}

/** 'Recent Gigs': the five newest gigs (GET /api/gigs?limit=5), each with a View link, and 'View all'. */
export function RecentGigsCard() {
  const { data, isPending, refetch } = useRecentGigs();
  let content;
  if (isPending) {
    content = (
      <Rows aria-hidden="true">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <GigRowSkeleton key={i} />
        ))}
      </Rows>
    );
  } else if (!data) {
    content = (
      <CardError message="Failed to load recent gigs. Please try again." onRetry={() => void refetch()} />
    );
  } else if (data.length === 0) {
    content = <Muted>No gigs available</Muted>;
  } else {
    content = (
      <Rows aria-label="Recent gigs">
        {data.map((gig) => (
          <GigRow key={gig.id} gig={gig} />
        ))}
      </Rows>
    );
  }
  return (
    <Card as="section" aria-labelledby="dashboard-recent-gigs" aria-busy={isPending}>
      <CardHeader>
        <CardTop>
          <CardTitle id="dashboard-recent-gigs">Recent Gigs</CardTitle>
          <Button as={Link} to={paths.gigs()} variant="ghost" size="sm">
            View all
            <Icon name="arrow-right" size={16} />
          </Button>
        </CardTop>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
