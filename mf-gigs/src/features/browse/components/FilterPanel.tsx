import { FilterPanel as Panel } from '@campus/ui';
import type { GigFiltersApi } from '../hooks/use-gig-filters';
import { countActiveFilters } from '../utils/filters';
import { ActiveFilters } from './ActiveFilters';
import { CategoryChips } from './CategoryChips';
import { PriceFilter } from './PriceFilter';

/** Active filters, category chips and price range in the shared side panel (collapsed on small screens). */
export function FilterPanel({
  filters,
  toggleCategory,
  setPrice,
  clearCategory,
  clearPrice,
  clearSearch,
  clearAll,
}: GigFiltersApi) {
  const count = countActiveFilters(filters);
  return (
    <Panel count={count}>
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
    </Panel>
  );
}
