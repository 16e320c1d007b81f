import { Fragment } from 'react';
import styled from 'styled-components';
import { ORDER_STATUS_VIEW, formatLongDate, formatUsd, type Order } from '@campus/contracts';
import { cancelReasonText } from './order-status';

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

/** The dated steps an order has taken, in the order they happen; the ones not taken are left out. */
function datedSteps(order: Order): [string, string][] {
  const steps: [string, string | null][] = [
    ['Booked on', order.createdAt],
    ['Authorized on', order.authorisedAt],
    ['Captured on', order.paymentCapturedAt],
    ['Auto-release date', order.escrowReleaseDate],
    ['Dispute deadline', order.disputeDeadline],
    ['Cancelled on', order.cancelledAt],
  ];
  return steps.flatMap(([label, iso]) => (iso ? [[label, formatLongDate(iso)] as [string, string]] : []));
}

/** An order's status in words, its dates and what it cost. */
export function OrderDetails({ order }: { order: Order }) {
  const reason = order.cancelledAt ? cancelReasonText(order) : null;
  return (
    <>
      <Meaning>{ORDER_STATUS_VIEW[order.status].meaning}</Meaning>
      <List>
        {datedSteps(order).map(([label, date]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{date}</dd>
          </Fragment>
        ))}
        {reason && (
          <>
            <dt>Reason</dt>
            <dd>{reason}</dd>
          </>
        )}
        <dt>Price</dt>
        <dd>{formatUsd(order.price)}/hr</dd>
        <dt>Platform fee</dt>
        <dd>{formatUsd(order.platformFee)}</dd>
        <dt>Transaction fee</dt>
        <dd>{formatUsd(order.transactionFee)}</dd>
        <dt>Total</dt>
        <dd>{formatUsd(order.totalAmount)}</dd>
      </List>
    </>
  );
}
