import type { ReactNode } from 'react';
import styled from 'styled-components';
import { computeFees, toCents, type Gig } from '@campus/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle, FeeLines, Icon } from '@campus/ui';
import { CHECKOUT_TEXT as T } from '../texts';

/** The gig's or item's title in the summary. */
export const SummaryTitle = styled.p`
  margin: 0 0 8px;
  font-size: 1.0625rem;
  font-weight: 700;
  line-height: 1.4;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;

export const Lines = styled(FeeLines)`
  margin-top: 20px;
  font-size: 0.9375rem;
`;

export const Note = styled.p`
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

/** The 'Order Summary' card of the checkout (a gig's or an item's). */
export function SummaryCard({ children }: { children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby="order-summary">
      <CardHeader>
        <CardTitle as="h2" id="order-summary">
          Order Summary
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** What is booked and what it costs: one hour at the gig's rate, plus the fees of the one fee rule. */
export function OrderSummary({ gig }: { gig: Gig }) {
  const fees = computeFees(toCents(gig.price));
  return (
    <SummaryCard>
      <SummaryTitle>{gig.title}</SummaryTitle>
      <Badge variant="secondary">{gig.category}</Badge>
      <Lines fees={fees} baseLabel="Base price" perHour />
      <Note>
        <Icon name="lock" size={14} />
        {T.contactNote}
      </Note>
    </SummaryCard>
  );
}
