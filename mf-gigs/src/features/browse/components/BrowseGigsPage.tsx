import styled from 'styled-components';
import { media, PageContainer, SectionBoundary } from '@campus/ui';
import { useGigFilters } from '../hooks/use-gig-filters';
import { BrowseHeader } from './BrowseHeader';
import { FilterPanel } from './FilterPanel';
import { GigResults } from './GigResults';
import { SearchForm } from './SearchForm';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: 300px minmax(0, 1fr);
    gap: 28px;
  }
`;

/** /gigs: search, filters kept in the address, and the matching gigs. */
export function BrowseGigsPage() {
  const filterState = useGigFilters();
  const { filters, setSearch, clearAll } = filterState;
  return (
    <PageContainer>
      <BrowseHeader />
      <SearchForm key={filters.search ?? ''} initial={filters.search ?? ''} onSearch={setSearch} />
      <Layout>
        <SectionBoundary name="the filters">
          <FilterPanel {...filterState} />
        </SectionBoundary>
        <SectionBoundary name="the gigs">
          <GigResults filters={filters} onClearFilters={clearAll} />
        </SectionBoundary>
      </Layout>
    </PageContainer>
  );
}
