import { computeFees, toDollars } from '@campus/contracts';
import { decisionSplit } from '../components/decision';

// The operator's dialog says what really moves: a $30 session booked by the one fee rule ($1.20 + $0.40
// of fees, $31.60 paid), half refunded: $15.80 is not refunded, but the provider receives $14.20.
const fees = computeFees(3000);
const order = {
  totalAmount: toDollars(fees.totalCents),
  platformFee: toDollars(fees.platformFeeCents),
  transactionFee: toDollars(fees.transactionFeeCents),
};

describe('decisionSplit', () => {
  it('pays the provider what is not refunded, less the fees the platform keeps', () => {
    expect(order.totalAmount).toBe(31.6);
    expect(decisionSplit(order, 15.8)).toEqual({ refund: 15.8, provider: 14.2, fees: 1.6 });
  });

  it('pays the provider the price on a release', () => {
    expect(decisionSplit(order, 0)).toEqual({ refund: 0, provider: 30, fees: 1.6 });
  });

  it('moves nothing to the provider or the platform on a full refund', () => {
    expect(decisionSplit(order, 31.6)).toEqual({ refund: 31.6, provider: 0, fees: 0 });
  });

  it('lets the platform keep only what is left when the refund leaves less than its fees', () => {
    expect(decisionSplit(order, 30.6)).toEqual({ refund: 30.6, provider: 0, fees: 1 });
  });
});
