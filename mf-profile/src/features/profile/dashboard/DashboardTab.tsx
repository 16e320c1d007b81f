import styled from 'styled-components';
import type { CurrentUser } from '@campus/contracts';
import { ErrorPanel, media, SectionBoundary, VisuallyHidden } from '@campus/ui';
import { useDashboard } from '../../../api/get-dashboard';
import { BalancesCard, BalancesCardSkeleton } from './BalancesCard';
import { RecentActivityCard } from './RecentActivityCard';
import { RecentGigsCard } from './RecentGigsCard';
import { StatsRow, StatsRowSkeleton } from './StatsRow';

const Heading = styled.h2`
  margin: 0 0 20px;
  font-size: 1.25rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StatsError = styled(ErrorPanel)`
  max-width: none;
  margin: 0;
`;

/** The stats row and the balances card, from GET /api/dashboard. */
function Summary({ user }: { user: CurrentUser }) {
  const { data, isPending, refetch } = useDashboard(user.id);
  if (isPending)
    return (
      <Stack role="status" aria-live="polite">
        <VisuallyHidden>Loading your dashboard</VisuallyHidden>
        <StatsRowSkeleton />
        <BalancesCardSkeleton />
      </Stack>
    );
  if (!data)
    return (
      <StatsError message="Failed to load your dashboard. Please try again." onRetry={() => void refetch()} />
    );
  return (
    <Stack>
      <StatsRow dashboard={data} />
      <BalancesCard userId={user.id} balances={data.balances} />
    </Stack>
  );
}

/**
 * Profile > Dashboard: four stats (Active Gigs, Completed Orders, Total Earnings, Total Spent), the
 * provider's balances, the five newest gigs and the student's recent activity.
 */
export function DashboardTab({ user }: { user: CurrentUser }) {
  return (
    <section aria-labelledby="dashboard-heading">
      <Heading id="dashboard-heading">Dashboard</Heading>
      <Stack>
        <SectionBoundary name="your stats">
          <Summary user={user} />
        </SectionBoundary>
        <Columns>
          <SectionBoundary name="the recent gigs">
            <RecentGigsCard />
          </SectionBoundary>
          <SectionBoundary name="your recent activity">
            <RecentActivityCard user={user} />
          </SectionBoundary>
        </Columns>
      </Stack>
    </section>
  );
}
