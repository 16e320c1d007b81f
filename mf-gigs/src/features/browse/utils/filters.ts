import { LIMITS, serviceCategory } from '@campus/contracts';
import { writeSearchParams } from '@campus/ui';
import type { GigListFilters } from '../../../api/get-gigs';

export const FILTER_KEYS = ['category', 'search', 'minPrice', 'maxPrice'] as const;

/** A whole, non-negative dollar amount, or undefined for anything else. */
export function parsePrice(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d+$/.test(value.trim())) return undefined;
  return Math.min(Number(value.trim()), LIMITS.gigPriceMax);
}

/** Reads the filter state from the address's query parameters; unknown or malformed values are dropped. */
export function readFilters(params: URLSearchParams): GigListFilters {
  const category = serviceCategory.safeParse(params.get('category'));
  const search = params.get('search')?.trim();
  const filters: GigListFilters = {};
  if (category.success) filters.category = category.data;
  if (search) filters.search = search;
  const minPrice = parsePrice(params.get('minPrice'));
  const maxPrice = parsePrice(params.get('maxPrice'));
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  return filters;
}

/** Writes the filter state back, keeping any other query parameters as they were. */
export function writeFilters(current: URLSearchParams, filters: GigListFilters): URLSearchParams {
  return writeSearchParams(current, filters, FILTER_KEYS);
}

export function hasPriceFilter(filters: GigListFilters): boolean {
  return filters.minPrice !== undefined || filters.maxPrice !== undefined;
}

/** Count for the badge on the collapsed panel: one per active chip (category, price, search). */
export function countActiveFilters(filters: GigListFilters): number {
  return [filters.category !== undefined, hasPriceFilter(filters), Boolean(filters.search)].filter(Boolean)
    .length;
}

/** '$10 - $50', or '$10 - ∞' when no maximum is set. */
export function priceLabel(filters: GigListFilters): string {
  const max = filters.maxPrice === undefined ? '∞' : `$${filters.maxPrice}`;
  return `$${filters.minPrice ?? 0} - ${max}`;
}
