import styled from 'styled-components';
import { computeFees, toCents, type Gig } from '@campus/contracts';
import { media, SectionBoundary } from '@campus/ui';
import { OrderSummary } from './OrderSummary';
import { PaymentSection } from './PaymentSection';

/** Phones: summary, then payment. Desktop: side by side, the payment a little wider. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: 32px;
  }
`;

export function CheckoutView({ gig }: { gig: Gig }) {
  const { totalCents } = computeFees(toCents(gig.price));
  return (
    <Layout>
      <SectionBoundary name="the order summary">
        <OrderSummary gig={gig} />
      </SectionBoundary>
      <SectionBoundary name="the payment form">
        <PaymentSection gigId={gig.id} totalCents={totalCents} />
      </SectionBoundary>
    </Layout>
  );
}
