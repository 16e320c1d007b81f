import {
  isApiError,
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

/** The part of a validation issue a form needs: zod's (`path` an array) or the API's (`path` dotted). */
export interface Issue {
  path: string | readonly PropertyKey[];
  message: string;
}

export type ItemFieldErrors = Partial<Record<ItemField, string>>;

const FIELDS: ReadonlySet<string> = new Set<ItemField>([
  'title',
  'price',
  'location',
  'category',
  'condition',
  'description',
  'images',
  'status',
]);

/** The first message per field ('images.3' and ['images', 3] are the photos). */
export function itemFieldErrors(issues: readonly Issue[]): ItemFieldErrors {
  const errors: ItemFieldErrors = {};
  for (const issue of issues) {
    const first = typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0];
    if (typeof first === 'string' && FIELDS.has(first)) {
      const field = first as ItemField;
      if (errors[field] === undefined) errors[field] = issue.message;
    }
  }
  return errors;
}

const isIssue = (value: unknown): value is Issue =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as Record<string, unknown>).path === 'string' &&
  typeof (value as Record<string, unknown>).message === 'string';

/**
 * The field messages of a 400 reply (`{ message, issues: [{ path, message }] }`, the checks of the
 * same contract schema the form runs), read from the error's text ('400: {json}', spec section 8).
 */
export function serverFieldErrors(error: unknown): ItemFieldErrors {
  if (!isApiError(error) || error.status !== 400) return {};
  const prefix = `${error.status}: `;
  if (!error.message.startsWith(prefix)) return {};
  try {
    const body: unknown = JSON.parse(error.message.slice(prefix.length));
    const issues = body && typeof body === 'object' ? (body as { issues?: unknown }).issues : undefined;
    return Array.isArray(issues) ? itemFieldErrors(issues.filter(isIssue)) : {};
  } catch {
    return {};
  }
}
