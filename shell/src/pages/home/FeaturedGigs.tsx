import { Link } from 'react-router';
import styled from 'styled-components';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, LIMITS, paths, queryKeys } from '@campus/contracts';
import { Button, ErrorPanel, GigCard, Icon, Skeleton } from '@campus/ui';
import { api } from '@campus/shell/runtime';
import { CardGrid } from './CardGrid';
import { HomeSection } from './Section';

/** Query key of the home page's featured gigs (under the 'gigs' prefix that gig changes invalidate). */
export const featuredGigsKey = [...queryKeys.gigs.lists, { limit: LIMITS.featuredGigs }] as const;

/** GET /api/gigs?limit=6: the first page (the server renderer prefetches it: shell-pages.ts). */
export const featuredGigsQuery = queryOptions({
  queryKey: featuredGigsKey,
  queryFn: () => api.call(endpoints.gigs, { query: { limit: LIMITS.featuredGigs } }),
});

/** One column on phones, two from media.sm, three from media.lg. */
const GRID = { $columns: [1, 2, 3], $gap: [20, 24] } as const;

// A typical gig card's height (433 to 479 px), so the sections below do not jump when the cards arrive.
const CardSkeleton = styled.div`
  min-height: 456px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding-bottom: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  > div:not(:first-child) {
    margin: 0 18px;
  }
`;

/** The section already spaces its content: no extra margin above and below. */
const LoadError = styled(ErrorPanel)`
  margin: 0 auto;
`;

const Empty = styled.p`
  margin: 0;
  padding: 40px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

function Loading() {
  return (
    <CardGrid {...GRID} aria-busy="true" aria-label="Loading featured gigs">
      {Array.from({ length: LIMITS.featuredGigs }, (_, i) => (
        <li key={i}>
          <CardSkeleton>
            <Skeleton height={148} radius="0" />
            <Skeleton width="40%" height={18} />
            <Skeleton width="85%" height={20} />
            <Skeleton height={48} />
            <Skeleton height={40} />
          </CardSkeleton>
        </li>
      ))}
    </CardGrid>
  );
}

/** Up to 6 gigs: the first page of GET /api/gigs?limit=6 (no 'Load more' here), with a View all link. */
export function FeaturedGigs() {
  const { data, isPending, isError, refetch } = useQuery({
    ...featuredGigsQuery,
    select: (page) => page.items,
  });

  return (
    <HomeSection
      id="featured"
      title="Featured Gigs"
      subtitle="Recently listed services from students."
      muted
      action={
        <Button as={Link} to={paths.gigs()} variant="outline" size="sm">
          View all
          <Icon name="arrow-right" size={16} />
        </Button>
      }
    >
      {isPending ? (
        <Loading />
      ) : isError ? (
        <LoadError message="Failed to load gigs. Please try again." onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Empty>There are currently no gigs available</Empty>
      ) : (
        <CardGrid {...GRID}>
          {data.slice(0, LIMITS.featuredGigs).map((gig) => (
            <li key={gig.id}>
              <GigCard gig={gig} />
            </li>
          ))}
        </CardGrid>
      )}
    </HomeSection>
  );
}
