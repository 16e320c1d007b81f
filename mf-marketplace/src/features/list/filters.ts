import {
  ITEM_CATEGORIES,
  ITEM_CONDITIONS,
  LIMITS,
  type ItemCategory,
  type ItemCondition,
} from '@campus/contracts';
import { writeSearchParams } from '@campus/ui';
import type { ItemListFilters } from './useItems';

/** The query parameters of /marketplace (spec section 3: marketplace filters). */
export const FILTER_KEYS = ['search', 'category', 'condition', 'minPrice', 'maxPrice'] as const;

/** The price slider: $0 to $1,000 in steps of $5 (spec section 9); its top means "and up". */
export const SLIDER = {
  min: 0,
  max: LIMITS.marketplacePriceMax,
  step: LIMITS.marketplacePriceStep,
} as const;

const SEARCH_MAX = 200;

const isOneOf = <T extends string>(all: readonly T[], value: string | null): value is T =>
  value !== null && (all as readonly string[]).includes(value);

/** A whole, non-negative dollar amount up to the highest item price, or undefined for anything else. */
export function parsePrice(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d{1,6}$/.test(value.trim())) return undefined;
  const price = Number(value.trim());
  return price <= LIMITS.itemPriceMax ? price : undefined;
}

/** Reads the filters from the address's query; unknown or malformed values are dropped. */
export function readFilters(params: URLSearchParams): ItemListFilters {
  const filters: ItemListFilters = {};
  const search = params.get('search')?.trim().slice(0, SEARCH_MAX);
  if (search) filters.search = search;
  const category = params.get('category');
  if (isOneOf<ItemCategory>(ITEM_CATEGORIES, category)) filters.category = category;
  const condition = params.get('condition');
  if (isOneOf<ItemCondition>(ITEM_CONDITIONS, condition)) filters.condition = condition;
  let minPrice = parsePrice(params.get('minPrice'));
  let maxPrice = parsePrice(params.get('maxPrice'));
  // The server refuses a minimum above the maximum: read such an address as the range it means.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice) filters.minPrice = minPrice; // $0 is no lower bound
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  return filters;
}

/** Writes the filters back, keeping any other query parameters as they were. */
export function writeFilters(current: URLSearchParams, filters: ItemListFilters): URLSearchParams {
  return writeSearchParams(current, filters, FILTER_KEYS);
}

export const hasPriceFilter = (filters: ItemListFilters) =>
  filters.minPrice !== undefined || filters.maxPrice !== undefined;

/** The badge of the collapsed panel: one per filter in effect (search, category, condition, price). */
export function countActiveFilters(filters: ItemListFilters): number {
  return [
    Boolean(filters.search),
    filters.category !== undefined,
    filters.condition !== undefined,
    hasPriceFilter(filters),
  ].filter(Boolean).length;
}

/** Where the slider's thumbs sit for the filters (a maximum above the slider's top sits at the top). */
export function sliderRange(filters: ItemListFilters): [number, number] {
  const clamp = (v: number) => Math.min(Math.max(v, SLIDER.min), SLIDER.max);
  const low = clamp(filters.minPrice ?? SLIDER.min);
  const high = Math.max(low, clamp(filters.maxPrice ?? SLIDER.max));
  return [low, high];
}

/** The price filter of a slider range: its bottom is no minimum, its top no maximum. */
export function priceFilter(low: number, high: number): Pick<ItemListFilters, 'minPrice' | 'maxPrice'> {
  return {
    minPrice: low > SLIDER.min ? low : undefined,
    maxPrice: high < SLIDER.max ? high : undefined,
  };
}

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

/** '$0 – $1,000+' for the slider range (its top reads "and up"). */
export function priceRangeLabel(low: number, high: number): string {
  return `${dollars(low)} – ${dollars(high)}${high >= SLIDER.max ? '+' : ''}`;
}

/** What one thumb reads aloud. */
export const thumbText = (value: number) =>
  value >= SLIDER.max ? `${dollars(value)} or more` : dollars(value);
