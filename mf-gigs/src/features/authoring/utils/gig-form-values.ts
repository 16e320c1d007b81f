import type { Gig, GigCreate, ServiceCategory } from '@campus/contracts';
import { parsePriceText } from '@campus/ui';

/** The hourly rate box keeps digits and one decimal point: the one rule of @campus/ui's PriceInput. */
export { keepPriceCharacters } from '@campus/ui';

/** What the gig form's controls hold: text as typed, checked and converted on submit. */
export interface GigFormValues {
  title: string;
  description: string;
  /** '' until a category is chosen. */
  category: ServiceCategory | '';
  /** The hourly rate as typed (digits and one decimal point). */
  price: string;
  location: string;
  /** Comma-separated. */
  tags: string;
  /** The uploaded image's display URL; '' for none. */
  imageUrl: string;
}

export type GigField = keyof GigFormValues;

/** The create form's start: nothing typed, the hourly rate at 0 (spec: initial 0). */
export const EMPTY_GIG_FORM: GigFormValues = {
  title: '',
  description: '',
  category: '',
  price: '0',
  location: '',
  tags: '',
  imageUrl: '',
};

/** The edit form's start: the gig as it is. */
export function valuesFromGig(gig: Gig): GigFormValues {
  return {
    title: gig.title,
    description: gig.description,
    category: gig.category,
    price: String(gig.price),
    location: gig.location ?? '',
    tags: gig.tags.join(', '),
    imageUrl: gig.imageUrl ?? '',
  };
}

/** The typed rate as a number; what cannot be read becomes 0 (spec section 5). */
export const parsePrice = parsePriceText;

/** 'calculus, exam prep, ,online' -> ['calculus', 'exam prep', 'online']. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * The request body for the form's values, before the contract's schema checks it: blank location and
 * image are none, and the provider is the signed-in student (`providerId`: never anyone else's).
 */
export function gigInput(values: GigFormValues, providerId: number): Record<keyof GigCreate, unknown> {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    price: parsePrice(values.price),
    location: values.location.trim() || null,
    tags: parseTags(values.tags),
    imageUrl: values.imageUrl || null,
    providerId,
  };
}
