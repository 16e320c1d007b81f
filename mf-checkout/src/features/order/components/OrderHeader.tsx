import { Link } from 'react-router';
import styled from 'styled-components';
import { cancelReasonText, formatLongDate, paths, type OrderDetail } from '@campus/contracts';
import { Badge } from '@campus/ui';
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
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const VIEWER = {
  customer: 'You are the customer',
  provider: 'You are the provider',
  operator: 'You are reading this order as an operator',
} as const;

/** 'Order #12', its status, the gig booked and when, and which side of it the viewer is on. */
export function OrderHeader({ order }: { order: OrderDetail }) {
  const cancelled = order.status === 'cancelled' ? cancelReasonText(order) : null;
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
      <Meta>
        Booked {formatLongDate(order.createdAt)} · {VIEWER[order.viewerRole]}
        {cancelled && ` · ${cancelled}`}
      </Meta>
    </Header>
  );
}
