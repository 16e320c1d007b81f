import styled from 'styled-components';
import {
  computeFees,
  formatUsd,
  PLATFORM_FEE_PERCENT,
  toCents,
  toDollars,
  type Gig,
} from '@campus/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle, Icon } from '@campus/ui';
import { CHECKOUT_TEXT as T } from '../texts';

const GigTitle = styled.p`
  margin: 0 0 8px;
  font-size: 1.0625rem;
  font-weight: 700;
  line-height: 1.4;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: 10px;
  margin: 20px 0 0;
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

const Total = styled.div`
  display: contents;
  dt,
  dd {
    padding-top: 12px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 1.0625rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin: 18px 0 0;
  font-size: 0.8125rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textSubtle};
  svg {
    flex-shrink: 0;
    margin-top: 1px;
  }
`;

const usd = (cents: number) => formatUsd(toDollars(cents));

/** What is booked and what it costs: one hour at the gig's rate, plus the fees of the one fee rule. */
export function OrderSummary({ gig }: { gig: Gig }) {
  const fees = computeFees(toCents(gig.price));
  return (
    <Card as="section" aria-labelledby="order-summary">
      <CardHeader>
        <CardTitle as="h2" id="order-summary">
          Order Summary
        </CardTitle>
      </CardHeader>
      <CardContent>
        <GigTitle>{gig.title}</GigTitle>
        <Badge variant="secondary">{gig.category}</Badge>
        <Lines>
          <dt>Base price</dt>
          <dd>{usd(fees.baseCents)}/hr</dd>
          <dt>Platform fee ({PLATFORM_FEE_PERCENT}%)</dt>
          <dd>{usd(fees.platformFeeCents)}</dd>
          <dt>Transaction fee</dt>
          <dd>{usd(fees.transactionFeeCents)}</dd>
          <Total>
            <dt>Total</dt>
            <dd>{usd(fees.totalCents)}</dd>
          </Total>
        </Lines>
        <Note>
          <Icon name="lock" size={14} />
          {T.contactNote}
        </Note>
      </CardContent>
    </Card>
  );
}
