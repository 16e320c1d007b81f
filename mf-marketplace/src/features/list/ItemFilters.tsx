import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ItemCategory, ItemCondition } from '@campus/contracts';
import { Button, FilterPanel, focusRing, Icon, Input, Label, RangeSlider, Select } from '@campus/ui';
import { useItemCategories, useItemConditions } from '../../api/item-options';
import { countActiveFilters, priceFilter, priceRangeLabel, SLIDER, sliderRange, thumbText } from './filters';
import type { ItemFiltersApi } from './use-item-filters';

/** How long the slider rests before its range is applied (one request per gesture, not per step). */
export const PRICE_SETTLE_MS = 350;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

/** The search box with its button inside, at its right end (the panel is narrow). */
const SearchRow = styled.form`
  position: relative;
  input {
    padding-right: 48px;
  }
`;

const SearchButton = styled(Button)`
  position: absolute;
  top: 4px;
  right: 4px;
  width: 34px;
  height: 34px;
  padding: 0;
`;

const PriceHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
  output {
    font-size: 0.875rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const ClearAll = styled.button`
  align-self: flex-start;
  padding: 2px 4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    text-decoration: underline;
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textSubtle};
    cursor: default;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * Search box with its button: Enter or the button writes the search to the address. The box follows
 * the address when it changes elsewhere (Clear All, Back) without being replaced, so focus stays.
 */
function SearchForm({ current, onSearch }: { current: string; onSearch(text: string): void }) {
  const [text, setText] = useState(current);
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setText(current);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Group>
      <Label htmlFor="item-filter-search">Search</Label>
      <SearchRow role="search" aria-label="Search items" onSubmit={submit}>
        <Input
          id="item-filter-search"
          type="search"
          placeholder="Search items..."
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
        />
        <SearchButton type="submit" size="sm" aria-label="Search" title="Search">
          <Icon name="search" size={16} />
        </SearchButton>
      </SearchRow>
    </Group>
  );
}

/**
 * The price slider; a range is applied once the thumbs rest for a moment. It follows the address when
 * that changes (its own range applied, Clear All, Back) without being replaced, so focus stays.
 */
function PriceRange({
  current,
  onApply,
}: {
  current: [number, number];
  onApply(range: [number, number]): void;
}) {
  const [[low, high], setRange] = useState(current);
  const [[initialLow, initialHigh], setShown] = useState(current);
  if (initialLow !== current[0] || initialHigh !== current[1]) {
    setShown(current);
    setRange(current);
  }
  const apply = useRef(onApply);
  useEffect(() => {
    apply.current = onApply;
  });

  useEffect(() => {
    if (low === initialLow && high === initialHigh) return;
    const timer = setTimeout(() => apply.current([low, high]), PRICE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [low, high, initialLow, initialHigh]);

  return (
    <Group role="group" aria-labelledby="item-filter-price">
      <PriceHead>
        <Label as="span" id="item-filter-price">
          Price range
        </Label>
        <output aria-live="polite">{priceRangeLabel(low, high)}</output>
      </PriceHead>
      <RangeSlider
        min={SLIDER.min}
        max={SLIDER.max}
        step={SLIDER.step}
        low={low}
        high={high}
        onLowChange={(v) => setRange(([, h]) => [v, h])}
        onHighChange={(v) => setRange(([l]) => [l, v])}
        lowLabel="Minimum price"
        highLabel="Maximum price"
        formatValue={thumbText}
      />
    </Group>
  );
}

/**
 * The filter side panel of spec section 2: search (Enter or button), category ('All Categories'),
 * condition ('Any Condition'), price range slider ($0 to $1,000, step $5) and 'Clear All'; every
 * change goes to the address. Collapsed behind a toggle with a count badge on phones.
 */
export function ItemFilters({
  filters,
  setSearch,
  setCategory,
  setCondition,
  setPrice,
  clearAll,
}: ItemFiltersApi) {
  const categories = useItemCategories();
  const conditions = useItemConditions();
  const count = countActiveFilters(filters);
  const applyPrice = ([low, high]: [number, number]) => setPrice(priceFilter(low, high));

  return (
    <FilterPanel count={count}>
      <SearchForm current={filters.search ?? ''} onSearch={setSearch} />
      <Group>
        <Label htmlFor="item-filter-category">Category</Label>
        <Select
          id="item-filter-category"
          value={filters.category ?? ''}
          onChange={(e) => setCategory((e.target.value || undefined) as ItemCategory | undefined)}
        >
          <option value="">All Categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </Select>
      </Group>
      <Group>
        <Label htmlFor="item-filter-condition">Condition</Label>
        <Select
          id="item-filter-condition"
          value={filters.condition ?? ''}
          onChange={(e) => setCondition((e.target.value || undefined) as ItemCondition | undefined)}
        >
          <option value="">Any Condition</option>
          {conditions.map((condition) => (
            <option key={condition} value={condition}>
              {condition}
            </option>
          ))}
        </Select>
      </Group>
      <PriceRange current={sliderRange(filters)} onApply={applyPrice} />
      <ClearAll type="button" onClick={clearAll} disabled={count === 0}>
        Clear All
      </ClearAll>
    </FilterPanel>
  );
}
