import styled from 'styled-components';
import { focusRing, Icon } from '@campus/ui';
import type { GigListFilters } from '../../../api/get-gigs';
import { hasPriceFilter, priceLabel } from '../utils/filters';
import { SectionLabel } from './SectionLabel';

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
  h2 {
    margin-bottom: 10px;
  }
`;

const ClearAll = styled.button`
  padding: 2px 4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  min-height: 32px;
  padding: 4px 8px 4px 12px;
  border: 1px solid ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

interface ActiveFiltersProps {
  filters: GigListFilters;
  onRemoveCategory(): void;
  onRemovePrice(): void;
  onRemoveSearch(): void;
  onClearAll(): void;
}

function RemovableChip({ label, kind, onRemove }: { label: string; kind: string; onRemove(): void }) {
  return (
    <li>
      <Chip type="button" aria-label={`Remove ${kind} filter: ${label}`} onClick={onRemove}>
        <span>{label}</span>
        <Icon name="x" size={14} />
      </Chip>
    </li>
  );
}

/** The filters in effect, each removable, plus 'Clear all'. */
export function ActiveFilters({
  filters,
  onRemoveCategory,
  onRemovePrice,
  onRemoveSearch,
  onClearAll,
}: ActiveFiltersProps) {
  return (
    <section aria-labelledby="gig-filter-active">
      <Head>
        <SectionLabel id="gig-filter-active">Active Filters</SectionLabel>
        <ClearAll type="button" onClick={onClearAll}>
          Clear all
        </ClearAll>
      </Head>
      <List>
        {filters.category && (
          <RemovableChip kind="category" label={filters.category} onRemove={onRemoveCategory} />
        )}
        {hasPriceFilter(filters) && (
          <RemovableChip kind="price" label={priceLabel(filters)} onRemove={onRemovePrice} />
        )}
        {filters.search && (
          <RemovableChip kind="search" label={`"${filters.search}"`} onRemove={onRemoveSearch} />
        )}
      </List>
    </section>
  );
}
