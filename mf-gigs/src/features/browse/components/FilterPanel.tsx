import { useId, useState } from 'react';
import styled from 'styled-components';
import { focusRing, Icon, media, VisuallyHidden } from '@campus/ui';
import type { GigFiltersApi } from '../hooks/use-gig-filters';
import { countActiveFilters } from '../utils/filters';
import { ActiveFilters } from './ActiveFilters';
import { CategoryChips } from './CategoryChips';
import { PriceFilter } from './PriceFilter';

const Panel = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 14px 18px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
  > svg:last-child {
    margin-left: auto;
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
  ${media.lg} {
    display: none;
  }
`;

const Heading = styled.h2`
  display: none;
  margin: 0;
  padding: 18px 20px 0;
  font-size: 1rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  ${media.lg} {
    display: block;
  }
`;

const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.75rem;
  font-weight: 700;
`;

const Body = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: 24px;
  padding: 4px 18px 20px;
  ${media.lg} {
    display: flex;
    padding: 18px 20px 22px;
  }
`;

/** Active filters, category chips and price range; collapsed behind a toggle with a count badge on small screens. */
export function FilterPanel({
  filters,
  toggleCategory,
  setPrice,
  clearCategory,
  clearPrice,
  clearSearch,
  clearAll,
}: GigFiltersApi) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const count = countActiveFilters(filters);
  return (
    <Panel aria-label="Filters">
      <Toggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
        <Icon name="tag" size={18} />
        Filters
        {count > 0 && (
          <>
            <CountBadge aria-hidden="true" data-testid="filter-count">
              {count}
            </CountBadge>
            <VisuallyHidden>{count} active</VisuallyHidden>
          </>
        )}
        <Icon name="chevron-down" size={18} />
      </Toggle>
      <Heading>Filters</Heading>
      <Body id={bodyId} $open={open}>
        {count > 0 && (
          <ActiveFilters
            filters={filters}
            onRemoveCategory={clearCategory}
            onRemovePrice={clearPrice}
            onRemoveSearch={clearSearch}
            onClearAll={clearAll}
          />
        )}
        <CategoryChips selected={filters.category} onToggle={toggleCategory} />
        <PriceFilter
          key={`${filters.minPrice ?? ''}-${filters.maxPrice ?? ''}`}
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          onApply={setPrice}
        />
      </Body>
    </Panel>
  );
}
