import styled from 'styled-components';
import { computeFees, formatUsd, toCents, type Gig } from '@campus/contracts';
import { FeeLines, Icon, media } from '@campus/ui';
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

const Lines = styled(FeeLines)`
  margin-bottom: 18px;
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

/** Hourly rate, the fee lines of the one fee rule and the total, then booking. */
export function PriceCard({ gig }: { gig: Gig }) {
  const fees = computeFees(toCents(gig.price));
  return (
    <Card aria-labelledby="gig-price">
      <Rate id="gig-price">
        <strong>{formatUsd(gig.price)}</strong>
        <span>/hr</span>
      </Rate>
      <Lines fees={fees} baseLabel="Hourly rate" />
      <BookingAction gig={gig} />
      <Note>
        <Icon name="lock" size={14} />
        Contact information is only shared after booking
      </Note>
    </Card>
  );
}
