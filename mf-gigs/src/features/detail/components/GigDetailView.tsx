import { useEffect } from 'react';
import styled from 'styled-components';
import { PRODUCT_NAME, type Gig } from '@campus/contracts';
import { media, SectionBoundary } from '@campus/ui';
import { GigBreadcrumb } from './GigBreadcrumb';
import { GigDescription } from './GigDescription';
import { GigOverview } from './GigOverview';
import { GigReviews } from './GigReviews';
import { PriceCard } from './PriceCard';
import { ProviderCard } from './ProviderCard';

/** Phones: overview, price card, then the rest. Desktop: content on the left, sticky price card on the right. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'overview' 'price' 'main';
  gap: 24px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    grid-template-areas: 'overview price' 'main price';
    grid-template-rows: auto 1fr;
    column-gap: 32px;
    align-items: start;
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const PriceArea = styled(Area)`
  ${media.lg} {
    align-self: stretch;
  }
`;

export function GigDetailView({ gig }: { gig: Gig }) {
  useEffect(() => {
    document.title = `${gig.title} · ${PRODUCT_NAME}`;
  }, [gig.title]);
  return (
    <>
      <GigBreadcrumb category={gig.category} />
      <Layout>
        <Area $area="overview">
          <GigOverview gig={gig} />
        </Area>
        <PriceArea $area="price">
          <SectionBoundary name="the price">
            <PriceCard gig={gig} />
          </SectionBoundary>
        </PriceArea>
        <Area $area="main">
          <SectionBoundary name="the description">
            <GigDescription gig={gig} />
          </SectionBoundary>
          <SectionBoundary name="the provider">
            <ProviderCard providerId={gig.providerId} />
          </SectionBoundary>
          <SectionBoundary name="the reviews">
            <GigReviews gig={gig} />
          </SectionBoundary>
        </Area>
      </Layout>
    </>
  );
}
