import { Link } from 'react-router';
import styled from 'styled-components';
import { cancelReasonText, formatLongDate, paths, type OrderDetail } from '@campus/contracts';
import { Badge, useHydrated } from '@campus/ui';
import { OrderStatusBadge } from '../../../components/OrderStatusBadge';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-bottom: 24px;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  h1 {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 800;
    letter-spacing: -0.02em;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Gig = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-size: 1.0625rem;
  font-weight: 600;
  a {
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
  > span {
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** Which side the viewer is on: [a gig booking's words, an item purchase's]. */
const VIEWER = {
  customer: ['You are the customer', 'You are the buyer'],
  provider: ['You are the provider', 'You are the seller'],
  operator: ['You are reading this order as an operator', 'You are reading this order as an operator'],
} as const;

/** What was bought: the gig (linked while it exists, with its category) or the marketplace item. */
function Bought({ order }: { order: OrderDetail }) {
  if (order.process === 'item-purchase') {
    const title = order.itemTitle ?? 'Item title not available';
    return (
      <Gig>
        {order.marketplaceItemId !== null ? (
          <Link to={paths.marketplaceItem(order.marketplaceItemId)}>{title}</Link>
        ) : (
          <span>{title}</span>
        )}
        <Badge variant="secondary">Marketplace item</Badge>
      </Gig>
    );
  }
  return (
    <Gig>
      {order.gig ? (
        <>
          <Link to={paths.gig(order.gig.id)}>{order.gig.title}</Link>
          <Badge variant="secondary">{order.gig.category}</Badge>
        </>
      ) : (
        <span>{order.gigTitle ?? 'Gig Title Not Available'}</span>
      )}
    </Gig>
  );
}

/**
 * 'Order #12', its status, what was bought and when, which side of it the viewer is on, and why it was
 * cancelled or refunded when it ended that way (cancelled, declined, not delivered in time).
 */
export function OrderHeader({ order }: { order: OrderDetail }) {
  const ended = order.status === 'cancelled' || order.status === 'refunded';
  const reason = ended ? cancelReasonText(order) : null;
  const item = order.process === 'item-purchase';
  const local = useHydrated();
  return (
    <Header>
      <TitleRow>
        <h1>Order #{order.id}</h1>
        <OrderStatusBadge
          status={order.status}
          totalAmount={order.totalAmount}
          refundedAmount={order.refundedAmount}
        />
      </TitleRow>
      <Bought order={order} />
      <Meta>
        {item ? 'Bought' : 'Booked'} {formatLongDate(order.createdAt, local)} ·{' '}
        {VIEWER[order.viewerRole][item ? 1 : 0]}
        {reason && ` · ${reason}`}
      </Meta>
    </Header>
  );
}
