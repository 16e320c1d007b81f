import { PLATFORM_FEE_PERCENT, TRANSACTION_FEE_CENTS } from './constants';
import { computeFees, formatUsd, toCents, toDollars } from './money';

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
