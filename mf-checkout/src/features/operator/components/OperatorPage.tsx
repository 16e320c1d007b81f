import styled from 'styled-components';
import { isApiError, type OrderDetail } from '@campus/contracts';
import { useAuth } from '@campus/shell/runtime';
import {
  Alert,
  Button,
  EmptyState,
  Icon,
  PageContainer,
  SectionBoundary,
  Skeleton,
  VisuallyHidden,
} from '@campus/ui';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { useOperatorDisputes } from '../api/operator-disputes';
import { OPERATOR_TEXT as T } from '../texts';
import { DisputeCase } from './DisputeCase';

const Heading = styled.h1`
  margin: 0 0 6px;
  font-size: 1.75rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
`;

const Lead = styled.p`
  margin: 0 0 24px;
  max-width: 720px;
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const Problem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  max-width: 640px;
`;

/** Oldest dispute first (by when it was opened; the order's creation when unknown). */
export function oldestFirst(orders: OrderDetail[]): OrderDetail[] {
  const opened = (o: OrderDetail) => o.dispute?.openedAt ?? o.createdAt;
  return [...orders].sort((a, b) => opened(a).localeCompare(opened(b)) || a.id - b.id);
}

function NoAccess({ headingLevel }: { headingLevel: 'h1' | 'h2' }) {
  return <EmptyState icon="lock" title={T.noAccess} message={T.noAccessLead} headingLevel={headingLevel} />;
}

function Disputes() {
  const { data, isPending, error, refetch, isFetching } = useOperatorDisputes(true);
  if (isPending) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>Loading disputes</VisuallyHidden>
        <List>
          <Skeleton height={320} radius="14px" />
          <Skeleton height={320} radius="14px" />
        </List>
      </div>
    );
  }
  if (error) {
    if (isApiError(error) && (error.status === 403 || error.status === 404))
      return <NoAccess headingLevel="h2" />;
    return (
      <Problem>
        <Alert variant="destructive">{T.loadFailed}</Alert>
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
  if (data.length === 0) return <EmptyState icon="check-circle" title={T.empty} message={T.emptyLead} />;
  return (
    <List>
      {oldestFirst(data).map((order) => (
        <SectionBoundary key={order.id} name={`the dispute of order #${order.id}`}>
          <DisputeCase order={order} />
        </SectionBoundary>
      ))}
    </List>
  );
}

function OperatorDesk() {
  const { user } = useAuth();
  if (!user?.isOperator) return <NoAccess headingLevel="h1" />;
  return (
    <>
      <Heading>{T.heading}</Heading>
      <Lead>{T.lead}</Lead>
      <Disputes />
    </>
  );
}

/** /operator/disputes: contested disputes, for the operators (OPERATOR_EMAILS) to decide. */
export function OperatorPage() {
  return (
    <RequireSignIn>
      <PageContainer>
        <OperatorDesk />
      </PageContainer>
    </RequireSignIn>
  );
}
