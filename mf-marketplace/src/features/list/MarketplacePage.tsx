import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@campus/contracts';
import { Button, Icon, media, PageContainer, SectionBoundary } from '@campus/ui';
import { ItemFilters } from './ItemFilters';
import { ItemResults } from './ItemResults';
import { useItemFilters } from './use-item-filters';

// The header's markup and style are copied into the page's static frame (backend/src/static/frame.ts:
// `.cf-market-head`), which paints it before any script runs: change both together.
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 28px;
  h1 {
    margin: 0 0 6px;
    font-size: clamp(1.75rem, 4vw, 2.25rem);
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: 290px minmax(0, 1fr);
    gap: 28px;
  }
`;

/** The page's heading and its line under it (also its description for search engines: src/server.ts). */
export const MARKETPLACE_TITLE = 'Campus Marketplace';
export const MARKETPLACE_SUBTITLE =
  'Textbooks, furniture, electronics and more from students on your campus.';

/**
 * /marketplace: the items students have for sale, newest first, a page at a time; the filter panel
 * (search, category, condition, price) beside them, its state in the address.
 */
export function MarketplacePage() {
  const filterState = useItemFilters();
  return (
    <PageContainer>
      <Header>
        <div>
          <h1>{MARKETPLACE_TITLE}</h1>
          <p>{MARKETPLACE_SUBTITLE}</p>
        </div>
        <Button as={Link} to={paths.marketplaceCreate}>
          <Icon name="plus" size={18} />
          Sell an Item
        </Button>
      </Header>
      <Layout>
        <SectionBoundary name="the filters">
          <ItemFilters {...filterState} />
        </SectionBoundary>
        <SectionBoundary name="the items">
          <ItemResults filters={filterState.filters} onClearFilters={filterState.clearAll} />
        </SectionBoundary>
      </Layout>
    </PageContainer>
  );
}
