import { Link } from 'react-router';
import styled from 'styled-components';
import { formatLongDate, paths, type CurrentUser } from '@campus/contracts';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Icon,
  Skeleton,
  useHydrated,
  type IconName,
} from '@campus/ui';
import { useOrders } from '../../../api/get-orders';
import { timeAgo } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';
import { deriveActivity, type ActivityItem, type ActivityKind } from './activity';
import { CardError, Muted, Row, Rows } from './styles';

const SKELETONS = 4;

const ICONS: Record<ActivityKind, IconName> = {
  received: 'briefcase',
  placed: 'shopping-bag',
  completed: 'check-circle',
  welcome: 'sparkles',
  completeProfile: 'user',
};

const Dot = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-self: flex-start;
  padding: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Main = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Text = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Detail = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const When = styled.time`
  flex-shrink: 0;
  align-self: flex-start;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textSubtle};
  white-space: nowrap;
`;

function ActivityRow({ item, now }: { item: ActivityItem; now: Date }) {
  const local = useHydrated();
  return (
    <Row>
      <Dot>
        <Icon name={ICONS[item.kind]} size={16} />
      </Dot>
      <Main>
        <Text>
          {item.orderId === null ? item.text : <Link to={paths.order(item.orderId)}>{item.text}</Link>}
        </Text>
        {item.title && <Detail>{item.title}</Detail>}
      </Main>
      <When dateTime={item.at.toISOString()} title={formatLongDate(item.at, local)}>
        {timeAgo(item.at, now)}
      </When>
    </Row>
  );
}

function ActivityRowSkeleton() {
  return (
    <Row data-testid="activity-skeleton">
      <Skeleton width={32} height={32} radius="50%" />
      <Main>
        <Skeleton width="65%" height={16} />
        <Skeleton width="35%" height={12} />
      </Main>
      <Skeleton width={70} height={12} />
    </Row>
  );
}

/** 'Recent Activity': up to six entries derived from the student's orders (spec section 4), newest first. */
export function RecentActivityCard({ user }: { user: CurrentUser }) {
  const { data: orders, dataUpdatedAt, isPending, refetch } = useOrders(user.id);
  const now = useNow(dataUpdatedAt);
  let content;
  if (isPending) {
    content = (
      <Rows aria-hidden="true">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <ActivityRowSkeleton key={i} />
        ))}
      </Rows>
    );
  } else if (!orders) {
    content = (
      <CardError
        message="Failed to load your recent activity. Please try again."
        onRetry={() => void refetch()}
      />
    );
  } else {
    const items = deriveActivity(orders, user, now);
    content =
      items.length === 0 ? (
        <Muted>No recent activity</Muted>
      ) : (
        <Rows aria-label="Recent activity">
          {items.map((item) => (
            <ActivityRow key={item.key} item={item} now={now} />
          ))}
        </Rows>
      );
  }
  return (
    <Card as="section" aria-labelledby="dashboard-recent-activity" aria-busy={isPending}>
      <CardHeader>
        <CardTitle id="dashboard-recent-activity">Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
