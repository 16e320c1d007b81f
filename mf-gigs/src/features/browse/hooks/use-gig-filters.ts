import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ServiceCategory } from '@campus/contracts';
import type { GigListFilters } from '../../../api/get-gigs';
import { readFilters, writeFilters } from '../utils/filters';

export interface GigFiltersApi {
  filters: GigListFilters;
  toggleCategory(category: ServiceCategory): void;
  setSearch(search: string): void;
  setPrice(minPrice: number | undefined, maxPrice: number | undefined): void;
  clearCategory(): void;
  clearPrice(): void;
  clearSearch(): void;
  clearAll(): void;
}

/** The filter state lives in the address (category, search, minPrice, maxPrice): read on load, written on change. */
export function useGigFilters(): GigFiltersApi {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed on the serialised params so the object (and the query key) only changes with the address.
  const filters = useMemo(() => readFilters(new URLSearchParams(key)), [key]);

  const update = useCallback(
    (change: (f: GigListFilters) => GigListFilters) =>
      setParams((current) => writeFilters(current, change(readFilters(current)))),
    [setParams],
  );

  return useMemo<GigFiltersApi>(
    () => ({
      filters,
      toggleCategory: (category) =>
        update((f) => ({ ...f, category: f.category === category ? undefined : category })),
      setSearch: (search) => update((f) => ({ ...f, search: search.trim() || undefined })),
      setPrice: (minPrice, maxPrice) => update((f) => ({ ...f, minPrice, maxPrice })),
      clearCategory: () => update((f) => ({ ...f, category: undefined })),
      clearPrice: () => update((f) => ({ ...f, minPrice: undefined, maxPrice: undefined })),
      clearSearch: () => update((f) => ({ ...f, search: undefined })),
      clearAll: () => update(() => ({})),
    }),
    [filters, update],
  );
}
