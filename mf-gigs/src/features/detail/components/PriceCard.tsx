import styled from 'styled-components';
import {
  computeFees,
  formatUsd,
  PLATFORM_FEE_PERCENT,
  toCents,
  toDollars,
  type Gig,
} from '@campus/contracts';
import { Icon, media } from '@campus/ui';
import { BookingAction } from './BookingAction';

const Card = styled.section`
  padding: 22px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.navHeight} + 24px);
  }
`;

const Rate = styled.p`
  display: flex;
  align-items: baseline;
  gap: 4px;
  margin: 0 0 18px;
  strong {
    font-size: 2rem;
    font-weight: 800;
    letter-spacing: -0.02em;
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: 10px;
  margin: 0 0 18px;
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
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin: 16px 0 0;
  font-size: 0.8125rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textSubtle};
  svg {
    flex-shrink: 0;
    margin-top: 1px;
  }
`;

const usd = (cents: number) => formatUsd(toDollars(cents));

/** Hourly rate, the fee lines of the one fee rule and the total, then booking. */
export function PriceCard({ gig }: { gig: Gig }) {
  const fees = computeFees(toCents(gig.price));
  return (
    <Card aria-labelledby="gig-price">
      <Rate id="gig-price">
        <strong>{formatUsd(gig.price)}</strong>
        <span>/hr</span>
      </Rate>
      <Lines>
        <dt>Hourly rate</dt>
        <dd>{usd(fees.baseCents)}</dd>
        <dt>Platform fee ({PLATFORM_FEE_PERCENT}%)</dt>
        <dd>{usd(fees.platformFeeCents)}</dd>
        <dt>Transaction fee</dt>
        <dd>{usd(fees.transactionFeeCents)}</dd>
        <Total>
          <dt>Total</dt>
          <dd>{usd(fees.totalCents)}</dd>
        </Total>
      </Lines>
      <BookingAction gig={gig} />
      <Note>
        <Icon name="lock" size={14} />
        Contact information is only shared after booking
      </Note>
    </Card>
  );
}
