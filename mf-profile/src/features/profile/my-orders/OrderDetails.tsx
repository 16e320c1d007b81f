import { Fragment } from 'react';
import styled from 'styled-components';
import {
  ESCROW_STATUSES,
  escrowNextStep,
  extraTimeText,
  formatLongDate,
  formatUsd,
  orderStatusView,
  type OrderListItem,
} from '@campus/contracts';
import { useHydrated } from '@campus/ui';
import { isItemPurchase } from './order-status';
import { useNow } from '../../../lib/use-now';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 20px;
  margin: 0;
  font-size: 0.9rem;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const Meaning = styled.p`
  margin: 0 0 14px;
  font-size: 0.9rem;
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The dated steps an order has taken, in the order they happen; the ones not taken are left out. The
 * escrow's auto-release date and dispute deadline only while the money is in escrow: once released,
 * refunded or completed they are past promises. An item is bought and handed over, a gig booked and
 * delivered.
 */
function datedSteps(order: OrderListItem, local: boolean): [string, string][] {
  const inEscrow = (ESCROW_STATUSES as readonly string[]).includes(order.status);
  const item = isItemPurchase(order);
  const steps: [string, string | null][] = [
    [item ? 'Bought on' : 'Booked on', order.createdAt],
    ['Authorized on', order.authorisedAt],
    ['Captured on', order.paymentCapturedAt],
    [item ? 'Handed over on' : 'Delivered on', order.deliveredAt],
    ['Auto-release date', inEscrow ? order.escrowReleaseDate : null],
    ['Dispute deadline', inEscrow ? order.disputeDeadline : null],
    ['Released on', order.fundsReleasedAt ?? order.buyerConfirmedAt],
    ['Refunded on', order.refundedAt],
    ['Completed on', order.status === 'completed' ? order.completedAt : null],
    ['Cancelled on', order.cancelledAt],
  ];
  return steps.flatMap(([label, iso]) =>
    iso ? [[label, formatLongDate(iso, local)] as [string, string]] : [],
  );
}

/**
 * An order's status in words (held in escrow: what happens next, escrowNextStep's words, as the order
 * page says it), its dates and what it cost: the price (a gig's by the hour, an item's as it is), the
 * fees as charged, what was refunded, and each extra-time request with its amount, paid or awaiting
 * payment (as the order page lists them). `readAt`: when the order was read, the clock until hydrated.
 */
export function OrderDetails({ order, readAt }: { order: OrderListItem; readAt: number }) {
  const now = useNow(readAt);
  const local = useHydrated();
  const meaning = escrowNextStep(order, order.viewerRole, now, local) ?? orderStatusView(order).meaning;
  return (
    <>
      <Meaning>{meaning}</Meaning>
      <List>
        {datedSteps(order, local).map(([label, date]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{date}</dd>
          </Fragment>
        ))}
        <dt>Price</dt>
        <dd>
          {formatUsd(order.price)}
          {isItemPurchase(order) ? '' : '/hr'}
        </dd>
        <dt>Platform fee</dt>
        <dd>{formatUsd(order.platformFee)}</dd>
        <dt>Transaction fee</dt>
        <dd>{formatUsd(order.transactionFee)}</dd>
        <dt>Total</dt>
        <dd>{formatUsd(order.totalAmount)}</dd>
        {order.refundedAmount > 0 && (
          <>
            <dt>Refunded</dt>
            <dd>−{formatUsd(order.refundedAmount)}</dd>
          </>
        )}
        {order.extraTime.map((extra) => (
          <Fragment key={extra.id}>
            <dt>{extraTimeText(extra)}</dt>
            <dd>{formatUsd(extra.amount)}</dd>
          </Fragment>
        ))}
      </List>
    </>
  );
}
