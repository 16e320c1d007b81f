import { Navigate, useLocation, useParams } from 'react-router';
import styled from 'styled-components';
import { isApiError, paths, parseRouteId } from '@campus/contracts';
import { Alert, Button, Icon, PageContainer, Skeleton, VisuallyHidden } from '@campus/ui';
import { useOrder } from '../../../api/get-order';
import { OrderNotFound } from '../../../components/OrderNotFound';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { useLiveOrder } from '../hooks/use-live-order';
import { ORDER_TEXT } from '../texts';
import { Layout, OrderView } from './OrderView';

const Problem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  max-width: 640px;
`;

function OrderSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Loading order</VisuallyHidden>
      <Skeleton height={36} width={220} />
      <Skeleton height={18} width={320} style={{ margin: '12px 0 28px' }} />
      <Layout>
        <Skeleton height={320} radius="14px" />
        <Skeleton height={260} radius="14px" />
      </Layout>
    </div>
  );
}

function OrderLoader({ orderId }: { orderId: number }) {
  useLiveOrder(orderId);
  const location = useLocation();
  const { data: order, dataUpdatedAt, isPending, error, refetch, isFetching } = useOrder(orderId);
  if (order) return <OrderView order={order} readAt={dataUpdatedAt} />;
  if (isPending) return <OrderSkeleton />;
  if (isApiError(error) && error.status === 404) return <OrderNotFound lead={ORDER_TEXT.notFoundLead} />;
  if (isApiError(error) && error.status === 401) {
    return <Navigate to={paths.auth(location.pathname + location.search)} replace />;
  }
  return (
    <Problem>
      <Alert variant="destructive">{ORDER_TEXT.loadFailed}</Alert>
      <Button type="button" variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
        <Icon name="refresh-cw" size={16} />
        Try again
      </Button>
    </Problem>
  );
}

/** /orders/{orderId}: one order for its customer or its provider. */
export function OrderPage() {
  const orderId = parseRouteId(useParams().orderId);
  return (
    <RequireSignIn>
      <PageContainer>
        {orderId === null ? (
          <OrderNotFound lead={ORDER_TEXT.notFoundLead} />
        ) : (
          <OrderLoader key={orderId} orderId={orderId} />
        )}
      </PageContainer>
    </RequireSignIn>
  );
}
