import { formatUsd, toCents, type OrderDetail } from '@campus/contracts';
import { AmountSetOff, FeeLines } from '@campus/ui';

export const hoursText = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;

type Amounts = Pick<
  OrderDetail,
  'price' | 'platformFee' | 'transactionFee' | 'totalAmount' | 'refundedAmount' | 'extraTime'
>;

/** What the booking cost (one hour at the gig's rate plus the fees), what was refunded, extra time. */
export function OrderAmounts({ order }: { order: Amounts }) {
  const fees = {
    baseCents: toCents(order.price),
    platformFeeCents: toCents(order.platformFee),
    transactionFeeCents: toCents(order.transactionFee),
    totalCents: toCents(order.totalAmount),
  };
  return (
    <FeeLines fees={fees} baseLabel="Price" perHour>
      {order.refundedAmount > 0 && (
        <AmountSetOff>
          <dt>Refunded</dt>
          <dd>−{formatUsd(order.refundedAmount)}</dd>
        </AmountSetOff>
      )}
      {order.extraTime.map((extra) => (
        <AmountSetOff key={extra.id}>
          <dt>
            Extra time: {hoursText(extra.hours)} ({extra.status === 'paid' ? 'paid' : 'awaiting payment'})
          </dt>
          <dd>{formatUsd(extra.amount)}</dd>
        </AmountSetOff>
      ))}
    </FeeLines>
  );
}
