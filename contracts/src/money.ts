import { PLATFORM_FEE_PERCENT, TRANSACTION_FEE_CENTS } from './constants';

/** Dollars (as the API shows them) to integer cents, rounded to the nearest cent. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return cents / 100;
}

/** '$12.50' */
export function formatUsd(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

export interface FeeBreakdown {
  baseCents: number;
  platformFeeCents: number;
  transactionFeeCents: number;
  totalCents: number;
}

/** The one fee rule: 4% of the price (rounded to the cent) plus a $0.40 transaction fee. */
export function computeFees(baseCents: number): FeeBreakdown {
  const platformFeeCents = Math.round((baseCents * PLATFORM_FEE_PERCENT) / 100);
  return {
    baseCents,
    platformFeeCents,
    transactionFeeCents: TRANSACTION_FEE_CENTS,
    totalCents: baseCents + platformFeeCents + TRANSACTION_FEE_CENTS,
  };
}
