import styled from 'styled-components';
import { formatUsd, PLATFORM_FEE_PERCENT, type OrderDetail } from '@campus/contracts';

export const AmountLines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: 10px;
  margin: 0;
  font-size: 0.9375rem;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    padding-left: 12px;
    text-align: right;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A line set off above it: the total, the refund, the extra time. */
export const SetOff = styled.div<{ $strong?: boolean }>`
  display: contents;
  dt,
  dd {
    padding-top: 10px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ $strong }) => ($strong ? 700 : 400)};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const hoursText = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;

type Amounts = Pick<
  OrderDetail,
  'price' | 'platformFee' | 'transactionFee' | 'totalAmount' | 'refundedAmount' | 'extraTime'
>;

/** What the booking cost (one hour at the gig's rate plus the fees), what was refunded, extra time. */
export function OrderAmounts({ order }: { order: Amounts }) {
  return (
    <AmountLines>
      <dt>Price</dt>
      <dd>{formatUsd(order.price)}/hr</dd>
      <dt>Platform fee ({PLATFORM_FEE_PERCENT}%)</dt>
      <dd>{formatUsd(order.platformFee)}</dd>
      <dt>Transaction fee</dt>
      <dd>{formatUsd(order.transactionFee)}</dd>
      <SetOff $strong>
        <dt>Total</dt>
        <dd>{formatUsd(order.totalAmount)}</dd>
      </SetOff>
      {order.refundedAmount > 0 && (
        <SetOff>
          <dt>Refunded</dt>
          <dd>−{formatUsd(order.refundedAmount)}</dd>
        </SetOff>
      )}
      {order.extraTime.map((extra) => (
        <SetOff key={extra.id}>
          <dt>
            Extra time: {hoursText(extra.hours)} ({extra.status === 'paid' ? 'paid' : 'awaiting payment'})
          </dt>
          <dd>{formatUsd(extra.amount)}</dd>
        </SetOff>
      ))}
    </AmountLines>
  );
}
