import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { paths, type CurrentUser } from '@campus/contracts';
import { Button, EmptyState, ErrorPanel, Icon, VisuallyHidden } from '@campus/ui';
import { useOrders } from '../../../api/get-orders';
import { OrderRow } from './OrderRow';
import { OrderRowSkeleton } from './OrderRowSkeleton';

const SKELETONS = 3;

const Heading = styled.h2`
  margin: 0 0 20px;
  font-size: 1.25rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ListError = styled(ErrorPanel)`
  max-width: none;
  margin: 0;
`;

/** `?order=12`: the order to open (what /orders/12 leads to). */
function useFocusedOrder(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('order');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * Profile > My Orders: the orders the student booked and sold, newest first, each with its status, gig,
 * total and date and a disclosure with the details; three skeletons while loading; the empty state.
 */
export function MyOrdersTab({ user }: { user: CurrentUser }) {
  const { data, dataUpdatedAt, isPending, refetch } = useOrders(user.id);
  const focused = useFocusedOrder();

  let content;
  if (isPending) {
    content = (
      <div role="status" aria-live="polite">
        <VisuallyHidden>Loading your orders</VisuallyHidden>
        <List as="div">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <OrderRowSkeleton key={i} />
          ))}
        </List>
      </div>
    );
  } else if (!data) {
    content = (
      <ListError
        title="Something went wrong"
        message="Failed to load your orders. Please try again."
        onRetry={() => void refetch()}
      />
    );
  } else if (data.length === 0) {
    content = (
      <EmptyState
        icon="shopping-bag"
        headingLevel="h3"
        title="No orders found"
        message="You haven't placed any orders yet"
        action={
          <Button as={Link} to={paths.gigs()}>
            <Icon name="search" size={18} />
            Browse Gigs
          </Button>
        }
      />
    );
  } else {
    content = (
      <List aria-label="My orders">
        {data.map((order) => (
          <li key={order.id}>
            <OrderRow order={order} focused={order.id === focused} readAt={dataUpdatedAt} />
          </li>
        ))}
      </List>
    );
  }

  return (
    <section aria-labelledby="my-orders-heading">
      <Heading id="my-orders-heading">My Orders</Heading>
      {content}
    </section>
  );
}
