import styled from 'styled-components';
import { formatUsd, type Dashboard } from '@campus/contracts';
import { Icon, media, Skeleton, type IconName } from '@campus/ui';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stat = styled.li`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
  padding: 18px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  color: ${({ theme }) => theme.colors.primary};
`;

const Label = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.span`
  font-size: 1.625rem;
  font-weight: 800;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

interface StatView {
  label: string;
  icon: IconName;
  value(d: Dashboard): string;
}

const STATS: readonly StatView[] = [
  { label: 'Active Gigs', icon: 'briefcase', value: (d) => String(d.activeGigs) },
  { label: 'Completed Orders', icon: 'check-circle', value: (d) => String(d.completedOrders) },
  { label: 'Total Earnings', icon: 'credit-card', value: (d) => formatUsd(d.totalEarnings) },
  { label: 'Total Spent', icon: 'shopping-bag', value: (d) => formatUsd(d.totalSpent) },
];

/** The four stat cards: Active Gigs, Completed Orders, Total Earnings, Total Spent (dollars). */
export function StatsRow({ dashboard }: { dashboard: Dashboard }) {
  return (
    <Grid aria-label="Your stats">
      {STATS.map((stat) => (
        <Stat key={stat.label}>
          <Top>
            <Label>{stat.label}</Label>
            <Icon name={stat.icon} size={18} />
          </Top>
          <Value>{stat.value(dashboard)}</Value>
        </Stat>
      ))}
    </Grid>
  );
}

export function StatsRowSkeleton() {
  return (
    <Grid as="div">
      {STATS.map((stat) => (
        <Stat as="div" key={stat.label} data-testid="stat-skeleton">
          <Skeleton width="60%" height={16} />
          <Skeleton width="45%" height={28} />
        </Stat>
      ))}
    </Grid>
  );
}
