import {
  type ItemCategory,
  type ItemCondition,
  type ItemStatus,
  type MarketplaceItem,
  type MarketplaceItemUpdate,
} from '@campus/contracts';
import { parsePriceText } from '@campus/ui';

/** What the item form's controls hold: text as typed, checked and converted on submit. */
export interface ItemFormValues {
  title: string;
  /** The price as typed (digits and one decimal point). */
  price: string;
  location: string;
  category: ItemCategory;
  condition: ItemCondition;
  description: string;
  /** Display URLs of the uploaded photos, the cover first. */
  images: string[];
  /** Shown on edit only (a new item is always available). */
  status: ItemStatus;
}

export type ItemField = keyof ItemFormValues;

/** The create form's start (spec section 2): Textbooks, Good, available, price 0. */
export const EMPTY_ITEM_FORM: ItemFormValues = {
  title: '',
  price: '0',
  location: '',
  category: 'Textbooks',
  condition: 'Good',
  description: '',
  images: [],
  status: 'available',
};

/** The edit form's start: the item as it is. */
export function valuesFromItem(item: MarketplaceItem): ItemFormValues {
  return {
    title: item.title,
    price: String(item.price),
    location: item.location ?? '',
    category: item.category,
    condition: item.condition,
    description: item.description,
    images: item.images ?? [],
    status: item.status,
  };
}

/**
 * The request body for the form's values, before the contract's schema checks it: a blank location
 * and no photos are none (null); the price unparsable is 0 (spec section 5); `status` only on edit.
 */
export function itemInput(
  values: ItemFormValues,
  withStatus: boolean,
): Record<keyof MarketplaceItemUpdate, unknown> {
  return {
    title: values.title,
    description: values.description,
    price: parsePriceText(values.price),
    category: values.category,
    condition: values.condition,
    location: values.location.trim() || null,
    images: values.images.length > 0 ? values.images : null,
    sellerId: undefined,
    status: withStatus ? values.status : undefined,
  };
}
