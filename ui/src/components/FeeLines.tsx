import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatUsd, PLATFORM_FEE_PERCENT, toDollars, type FeeBreakdown } from '@campus/contracts';

/** A list of amounts: labels on the left, figures right-aligned in tabular digits. */
export const AmountList = styled.dl`
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

/** A line of an AmountList set off by a rule above it (the total, a refund, extra time); bold if `$strong`. */
export const AmountSetOff = styled.div<{ $strong?: boolean }>`
  display: contents;
  dt,
  dd {
    padding-top: 12px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ $strong }) => ($strong ? 700 : 400)};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const usd = (cents: number) => formatUsd(toDollars(cents));

export interface FeeLinesProps {
  fees: FeeBreakdown;
  /** The first line's label: 'Hourly rate', 'Base price', 'Price'. */
  baseLabel: string;
  /** Show the base price as a rate ('$25.00/hr'). */
  perHour?: boolean;
  /** Lines after the total (a refund, extra time), each an AmountSetOff. */
  children?: ReactNode;
  className?: string;
}

/** The one fee rule's lines wherever a price is shown: base, 'Platform fee (4%)', transaction fee, total. */
export function FeeLines({ fees, baseLabel, perHour = false, children, className }: FeeLinesProps) {
  return (
    <AmountList className={className}>
      <dt>{baseLabel}</dt>
      <dd>
        {usd(fees.baseCents)}
        {perHour && '/hr'}
      </dd>
      <dt>Platform fee ({PLATFORM_FEE_PERCENT}%)</dt>
      <dd>{usd(fees.platformFeeCents)}</dd>
      <dt>Transaction fee</dt>
      <dd>{usd(fees.transactionFeeCents)}</dd>
      <AmountSetOff $strong>
        <dt>Total</dt>
        <dd>{usd(fees.totalCents)}</dd>
      </AmountSetOff>
      {children}
    </AmountList>
  );
}
