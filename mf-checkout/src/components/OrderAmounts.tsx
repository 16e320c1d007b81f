import { extraTimeText, formatUsd, toCents, type OrderDetail } from '@campus/contracts';
import { AmountSetOff, FeeLines } from '@campus/ui';

type Amounts = Pick<
  OrderDetail,
  'price' | 'platformFee' | 'transactionFee' | 'totalAmount' | 'refundedAmount' | 'extraTime' | 'process'
>;

/**
 * What the order cost (one hour at the gig's rate, or the item's price, plus the fees), what was
 * refunded, extra time.
 */
export function OrderAmounts({ order }: { order: Amounts }) {
  const fees = {
    baseCents: toCents(order.price),
    platformFeeCents: toCents(order.platformFee),
    transactionFeeCents: toCents(order.transactionFee),
    totalCents: toCents(order.totalAmount),
  };
  return (
    <FeeLines fees={fees} baseLabel="Price" perHour={order.process === 'gig-booking'}>
      {order.refundedAmount > 0 && (
        <AmountSetOff>
          <dt>Refunded</dt>
          <dd>−{formatUsd(order.refundedAmount)}</dd>
        </AmountSetOff>
      )}
      {order.extraTime.map((extra) => (
        <AmountSetOff key={extra.id}>
          <dt>{extraTimeText(extra)}</dt>
          <dd>{formatUsd(extra.amount)}</dd>
        </AmountSetOff>
      ))}
    </FeeLines>
  );
}
