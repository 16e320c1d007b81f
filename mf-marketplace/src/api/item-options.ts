import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  api as endpoints,
  ITEM_CATEGORIES,
  ITEM_CONDITIONS,
  type ItemCategory,
  type ItemCondition,
} from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { itemKeys } from './keys';

/** GET /api/marketplace-categories: plain list of item category names. */
export const itemCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: itemKeys.categories,
    queryFn: ({ signal }) => api.call(endpoints.marketplaceCategories, { signal }),
  });

/** GET /api/item-conditions: plain list of item condition names. */
export const itemConditionsQueryOptions = () =>
  queryOptions({
    queryKey: itemKeys.conditions,
    queryFn: ({ signal }) => api.call(endpoints.itemConditions, { signal }),
  });

/** The names the server sent that this build knows (others cannot be filtered on or saved). */
function known<T extends string>(names: string[] | undefined, all: readonly T[]): T[] {
  return (names ?? []).filter((name): name is T => (all as readonly string[]).includes(name));
}

/**
 * The item categories from the server; the built-in list (contracts' ITEM_CATEGORIES, spec section 9)
 * while they load, when the call fails, or when it names none this build knows.
 */
export function useItemCategories(): readonly ItemCategory[] {
  const { data } = useQuery(itemCategoriesQueryOptions());
  const names = known(data, ITEM_CATEGORIES);
  return names.length > 0 ? names : ITEM_CATEGORIES;
}

/** The item conditions from the server, with the built-in list (ITEM_CONDITIONS) as for categories. */
export function useItemConditions(): readonly ItemCondition[] {
  const { data } = useQuery(itemConditionsQueryOptions());
  const names = known(data, ITEM_CONDITIONS);
  return names.length > 0 ? names : ITEM_CONDITIONS;
}
