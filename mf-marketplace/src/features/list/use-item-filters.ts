import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ItemCategory, ItemCondition } from '@campus/contracts';
import { readFilters, writeFilters } from './filters';
import type { ItemListFilters } from './useItems';

export interface ItemFiltersApi {
  filters: ItemListFilters;
  setSearch(search: string): void;
  setCategory(category: ItemCategory | undefined): void;
  setCondition(condition: ItemCondition | undefined): void;
  setPrice(price: Pick<ItemListFilters, 'minPrice' | 'maxPrice'>): void;
  clearAll(): void;
}

/**
 * The list's filters live in the address (search, category, condition, minPrice, maxPrice): read on
 * load, written on every change, so a filtered list can be shared, reloaded and gone back to.
 */
export function useItemFilters(): ItemFiltersApi {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed on the serialised params so the object (and the query key) only changes with the address.
  const filters = useMemo(() => readFilters(new URLSearchParams(key)), [key]);

  const update = useCallback(
    (change: (f: ItemListFilters) => ItemListFilters) =>
      setParams((current) => writeFilters(current, change(readFilters(current)))),
    [setParams],
  );

  return useMemo<ItemFiltersApi>(
    () => ({
      filters,
      setSearch: (search) => update((f) => ({ ...f, search: search.trim() || undefined })),
      setCategory: (category) => update((f) => ({ ...f, category })),
      setCondition: (condition) => update((f) => ({ ...f, condition })),
      setPrice: (price) => update((f) => ({ ...f, ...price })),
      clearAll: () => update(() => ({})),
    }),
    [filters, update],
  );
}
