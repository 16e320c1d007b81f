import { PLATFORM_FEE_PERCENT, TRANSACTION_FEE_CENTS } from './constants';
import {
  computeFees,
  formatUsd,
  isWholeCents,
  MONEY_MAX_DOLLARS,
  moneyAmount,
  refundSplit,
  toCents,
  toDollars,
} from './money';
import { disputeDecisionBody, gigCreate, gigQuery, marketplaceItemCreate, marketplaceQuery } from './index';

describe('money: dollars in the API, integer cents in the database', () => {
  it('turns dollars into whole cents, rounding to the nearest cent', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30); // 30.000000000000004 in floating point
    expect(toCents(19.999)).toBe(2000);
    expect(toCents(0.004)).toBe(0);
    expect(toCents(0)).toBe(0);
  });

  it('turns cents back into the same dollars', () => {
    expect(toDollars(1234)).toBe(12.34);
    expect(toDollars(5)).toBe(0.05);
    for (const dollars of [0.01, 9.99, 25, 79.5, 10_000]) expect(toDollars(toCents(dollars))).toBe(dollars);
  });

  it('formats dollars with a dollar sign and two decimals', () => {
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(1999.999)).toBe('$2000.00');
  });
});

describe('fee rule (one rule everywhere: 4% of the price plus $0.40)', () => {
  it('states 4% and 40 cents', () => {
    expect(PLATFORM_FEE_PERCENT).toBe(4);
    expect(TRANSACTION_FEE_CENTS).toBe(40);
  });

  it('rounds the platform fee to the nearest cent and adds everything up', () => {
    // 4% of $12.37 is 49.48 cents, of $12.38 49.52 cents
    expect(computeFees(1237)).toEqual({
      baseCents: 1237,
      platformFeeCents: 49,
      transactionFeeCents: 40,
      totalCents: 1326,
    });
    expect(computeFees(1238).platformFeeCents).toBe(50);
    // $0.01: the fee rounds to nothing, the transaction fee still applies
    expect(computeFees(1)).toEqual({
      baseCents: 1,
      platformFeeCents: 0,
      transactionFeeCents: 40,
      totalCents: 41,
    });
  });
});

describe('money inputs: one schema, whole cents', () => {
  const refund = moneyAmount({ label: 'The refund' });

  it.each([0.01, 0.1, 1, 19.99, 1234.56, 0.07, 10_000])('accepts $%s', (dollars) => {
    expect(refund.parse(dollars)).toBe(dollars);
  });

  it.each([
    [1e-9, 'The refund must be a whole number of cents'],
    [0.001, 'The refund must be a whole number of cents'],
    [1.005, 'The refund must be a whole number of cents'],
    [19.999, 'The refund must be a whole number of cents'],
    [0, 'The refund must be more than $0'],
    [-5, 'The refund must be more than $0'],
    [MONEY_MAX_DOLLARS + 1, 'The refund cannot exceed $1,000,000'],
    ['12', 'The refund must be a number'],
  ])('refuses %s: %s', (value, message) => {
    expect(refund.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('takes every amount a person can type in dollars and cents, up to $10,000', () => {
    const refused: string[] = [];
    for (let cents = 1; cents <= 1_000_000; cents += 1) {
      const typed = Number((cents / 100).toFixed(2));
      if (!isWholeCents(typed)) refused.push(typed.toFixed(2));
    }
    expect(refused).toEqual([]);
    expect(isWholeCents(0.1 + 0.2)).toBe(true); // 0.30000000000000004: floating point, not a fraction of a cent
    expect([1e-9, 1e-12, 0.005, 10_000.001].filter(isWholeCents)).toEqual([]);
  });

  it('is every money field of the API: prices, refunds and price filters', () => {
    const gig = { title: 'Calculus help', description: 'Line one', price: 20, category: 'Tutoring' };
    const item = {
      title: 'Lamp',
      description: 'Works',
      price: 12,
      category: 'Home Goods',
      condition: 'Good',
    };
    const cents = 'must be a whole number of cents';
    expect(gigCreate.safeParse({ ...gig, price: 20.5 }).success).toBe(true);
    expect(gigCreate.safeParse({ ...gig, price: 20.001 }).error?.issues[0]?.message).toBe(
      `Hourly rate ${cents}`,
    );
    expect(gigCreate.safeParse({ ...gig, price: 0.5 }).error?.issues[0]?.message).toBe(
      'Hourly rate must be at least $1',
    );
    expect(marketplaceItemCreate.safeParse({ ...item, price: 1e-9 }).error?.issues[0]?.message).toBe(
      'Price must be at least $0.01',
    );
    expect(marketplaceItemCreate.safeParse({ ...item, price: 12.345 }).error?.issues[0]?.message).toBe(
      `Price ${cents}`,
    );
    expect(
      disputeDecisionBody.safeParse({ outcome: 'refund', refundAmount: 1e-9, note: 'Split' }).error?.issues[0]
        ?.message,
    ).toBe(`The refund ${cents}`);
    expect(gigQuery.safeParse({ minPrice: '10.5', maxPrice: '20' }).success).toBe(true);
    expect(gigQuery.safeParse({ minPrice: '0.001' }).error?.issues[0]?.message).toBe(
      `Minimum price ${cents}`,
    );
    expect(marketplaceQuery.safeParse({ maxPrice: '1e-9' }).success).toBe(false);
    expect(marketplaceQuery.safeParse({ minPrice: '0', maxPrice: '25.50' }).success).toBe(true);
  });
});

describe('refundSplit: where the escrow goes on a refund (the ledger and the operator dialog both use it)', () => {
  // a $30 session by the one fee rule: $1.20 + $0.40 of fees, $31.60 paid
  const order = { totalCents: 3160, platformFeeCents: 120, transactionFeeCents: 40 };

  it('half refunded: $15.80 back to the card, the platform keeps $1.60, the provider receives $14.20', () => {
    expect(refundSplit({ ...order, refundCents: 1580 })).toEqual({
      refundCents: 1580,
      keptCents: 1580,
      feesCents: 160,
      providerCents: 1420,
    });
  });

  it('nothing refunded (a release): the provider receives the price', () => {
    expect(refundSplit({ ...order, refundCents: 0 })).toMatchObject({ feesCents: 160, providerCents: 3000 });
  });

  it('refunded in full, or more than the total: everything back to the card, nothing kept', () => {
    for (const refundCents of [3160, 5000])
      expect(refundSplit({ ...order, refundCents })).toEqual({
        refundCents: 3160,
        keptCents: 0,
        feesCents: 0,
        providerCents: 0,
      });
  });

  it('a refund that leaves less than the fees: the platform keeps only what is left, the provider nothing', () => {
    expect(refundSplit({ ...order, refundCents: 3060 })).toEqual({
      refundCents: 3060,
      keptCents: 100,
      feesCents: 100,
      providerCents: 0,
    });
  });
});
