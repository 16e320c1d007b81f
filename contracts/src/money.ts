import { z } from './zod';
import { formatCount } from './format';
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

/** Where an order's escrowed money goes on a refund of part or all of it, in cents. */
export interface RefundSplit {
  /** Back to the card. */
  refundCents: number;
  /** Not refunded: released (the platform's fees first, then the provider). */
  keptCents: number;
  /** The platform keeps the order's fees (as charged) out of what is not refunded, at most all of it. */
  feesCents: number;
  /** What the provider is owed: what is not refunded, less the fees. */
  providerCents: number;
}

/**
 * THE refund split (the ledger books refunds by it; the operator's decision dialog shows it): the refund
 * (at most the total) goes back to the card, the platform keeps the order's fees out of what is not
 * refunded, the provider receives the rest. A refund of 0 is a release: the provider receives the price.
 */
export function refundSplit(order: {
  totalCents: number;
  platformFeeCents: number;
  transactionFeeCents: number;
  refundCents: number;
}): RefundSplit {
  const refundCents = Math.min(order.refundCents, order.totalCents);
  const keptCents = order.totalCents - refundCents;
  const feesCents = Math.min(order.platformFeeCents + order.transactionFeeCents, keptCents);
  return { refundCents, keptCents, feesCents, providerCents: keptCents - feesCents };
}

/** The most any money input may say, in dollars (far above any price or refund the product makes). */
export const MONEY_MAX_DOLLARS = 1_000_000;

/**
 * Whether `dollars` is a whole number of cents (19.99 is; 0.015 and 1e-9 are not). The tolerance is
 * relative (floating point stores 19.99 as 19.989999...), so no tiny amount passes for zero cents.
 */
export const isWholeCents = (dollars: number): boolean => {
  const cents = dollars * 100;
  return Math.abs(Math.round(cents) - cents) <= Math.abs(cents) * 1e-12;
};

export interface MoneyAmountOptions {
  /** How the amount is named in its messages ('Price', 'The refund'). */
  label: string;
  /** Least amount in dollars, included (0 allows zero: a filter's bound); absent: more than $0. */
  min?: number;
  /** Most, included; default MONEY_MAX_DOLLARS. */
  max?: number;
  /** Query text ('12.50') read as a number. */
  coerce?: boolean;
  /** Texts that replace the default messages. */
  messages?: { required?: string; tooLow?: string; tooHigh?: string; wholeCents?: string };
}

const usdLimit = (dollars: number) => `$${formatCount(dollars, Number.isInteger(dollars) ? undefined : 2)}`;

/**
 * THE schema of a money amount a person types, in dollars: a number from `min` (default: more than $0)
 * to `max`, and a whole number of cents. Every money input of contracts is one (prices, refunds, price
 * filters): an amount like 1e-9 is a 400 with a field message, never a call the payment processor refuses.
 */
export function moneyAmount({
  label,
  min,
  max = MONEY_MAX_DOLLARS,
  coerce = false,
  messages = {},
}: MoneyAmountOptions) {
  const required = messages.required ?? `${label} must be a number`;
  const checks = [
    min === undefined
      ? z.positive(messages.tooLow ?? `${label} must be more than $0`)
      : z.minimum(min, messages.tooLow ?? `${label} must be at least ${usdLimit(min)}`),
    z.maximum(max, messages.tooHigh ?? `${label} cannot exceed ${usdLimit(max)}`),
    z.refine<number>(isWholeCents, messages.wholeCents ?? `${label} must be a whole number of cents`),
  ] as const;
  return coerce
    ? z.coerce.number({ error: required }).check(...checks)
    : z.number({ error: required }).check(...checks);
}
