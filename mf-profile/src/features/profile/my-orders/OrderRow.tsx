import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  extraTimeText,
  formatLongDate,
  formatUsd,
  orderStatusView,
  paths,
  type OrderListItem,
} from '@campus/contracts';
import { Badge, Button, Icon, useHydrated } from '@campus/ui';
import { OrderDetails } from './OrderDetails';
import { boughtTitle, isInProgress, isItemPurchase, orderStanding } from './order-status';

const Article = styled.article<{ $focused: boolean }>`
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + 16px);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ $focused, theme }) => ($focused ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px 20px;
  padding: 16px 18px;
`;

const Main = styled.div`
  display: flex;
  flex: 1 1 260px;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Side = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Title = styled.p`
  margin: 0;
  font-size: 1.0625rem;
  font-weight: 600;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Standing = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 500;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const InProgress = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

const ExtraTime = styled.span<{ $due: boolean }>`
  font-weight: 600;
  color: ${({ $due, theme }) => ($due ? theme.colors.warning : theme.colors.textMuted)};
`;

const End = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 10px;
  margin-left: auto;
`;

const Total = styled.span`
  font-size: 1.125rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Chevron = styled(Icon)<{ $open: boolean }>`
  transition: transform 0.15s ease;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Details = styled.div`
  padding: 16px 18px 18px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: 0 0 ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg};
`;

interface OrderRowProps {
  order: OrderListItem;
  /** The order the address names (`?order=`): shown expanded and scrolled into view. */
  focused?: boolean;
  /** When the orders were read (their query's dataUpdatedAt): the details' clock until hydrated. */
  readAt: number;
}

/** What was bought: the item (its title linked to its page while it has one), or the gig. */
function Bought({ order }: { order: OrderListItem }) {
  if (!isItemPurchase(order)) return <Title>{boughtTitle(order) ?? 'Gig Title Not Available'}</Title>;
  const title = boughtTitle(order) ?? 'Item title not available';
  return (
    <Title>
      {order.marketplaceItemId === null ? (
        title
      ) : (
        <Link to={paths.marketplaceItem(order.marketplaceItemId)}>{title}</Link>
      )}
    </Title>
  );
}

/**
 * One order, bought ('Booked' a gig, 'Bought' an item) or sold ('Sold'): number, status (a partial
 * refund reads 'Partially refunded'), the gig or the item (marked 'Item', its title linked to its
 * page), where it stands (held: awaiting delivery or delivered, with the dates; cancelled or refunded:
 * why), total, date and extra time (hours, paid or awaiting payment, and amount), 'View Order' (its
 * page), 'View Gig', and a disclosure with its status in words, its dates and amounts.
 */
export function OrderRow({ order, focused = false, readAt }: OrderRowProps) {
  const [open, setOpen] = useState(focused);
  const local = useHydrated();
  const ref = useRef<HTMLElement>(null);
  const status = orderStatusView(order);
  const item = isItemPurchase(order);
  const standing = orderStanding(order, local);
  const headingId = `order-${order.id}-heading`;
  const detailsId = `order-${order.id}-details`;

  useEffect(() => {
    if (!focused) return;
    setOpen(true);
    // jsdom has no scrollIntoView.
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [focused]);

  return (
    <Article ref={ref} aria-labelledby={headingId} $focused={focused}>
      <Summary>
        <Main>
          <TopRow>
            <Heading id={headingId}>Order #{order.id}</Heading>
            <Badge variant={status.variant}>{status.label}</Badge>
            <Side>
              <Icon name={order.viewerRole === 'customer' ? 'shopping-bag' : 'briefcase'} size={14} />
              {order.viewerRole === 'provider' ? 'Sold' : item ? 'Bought' : 'Booked'}
            </Side>
            {item && (
              <Badge variant="secondary">
                <Icon name="tag" size={12} />
                Item
              </Badge>
            )}
          </TopRow>
          <Bought order={order} />
          {standing && <Standing>{standing}</Standing>}
          <Meta>
            <span>{formatLongDate(order.createdAt, local)}</span>
            {isInProgress(order.status) && (
              <InProgress>
                <Icon name="check-circle" size={14} />
                {item ? 'Purchase in progress' : 'Gig in progress'}
              </InProgress>
            )}
            {order.extraTime.map((extra) => (
              <ExtraTime key={extra.id} $due={extra.status === 'requested'}>
                {extraTimeText(extra)} · {formatUsd(extra.amount)}
              </ExtraTime>
            ))}
          </Meta>
        </Main>
        <End>
          <Total>{formatUsd(order.totalAmount)}</Total>
          <Actions>
            <Button
              as={Link}
              to={paths.order(order.id)}
              variant="primary"
              size="sm"
              aria-describedby={headingId}
            >
              View Order
              <Icon name="arrow-right" size={16} />
            </Button>
            {order.gigId !== null && (
              <Button
                as={Link}
                to={paths.gig(order.gigId)}
                variant="outline"
                size="sm"
                aria-describedby={headingId}
              >
                <Icon name="eye" size={16} />
                View Gig
              </Button>
            )}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-describedby={headingId}
              onClick={() => setOpen((o) => !o)}
            >
              Details
              <Chevron name="chevron-down" size={16} $open={open} />
            </Button>
          </Actions>
        </End>
      </Summary>
      <Details id={detailsId} role="region" aria-label={`Order #${order.id} details`} hidden={!open}>
        {open && <OrderDetails order={order} readAt={readAt} />}
      </Details>
    </Article>
  );
}
