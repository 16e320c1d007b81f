import { isApiError } from '@campus/contracts';
import type { GigField } from './gig-form-values';

/** The part of a validation issue a form needs: zod's (`path` an array) or the API's (`path` dotted). */
export interface Issue {
  path: string | readonly PropertyKey[];
  message: string;
}

export type GigFieldErrors = Partial<Record<GigField, string>>;

const FIELDS: ReadonlySet<string> = new Set<GigField>([
  'title',
  'description',
  'category',
  'price',
  'location',
  'tags',
  'imageUrl',
]);

function fieldOf(path: Issue['path']): GigField | null {
  const first = typeof path === 'string' ? path.split('.')[0] : path[0];
  return typeof first === 'string' && FIELDS.has(first) ? (first as GigField) : null;
}

/** The first message per field ('tags.3' and ['tags', 3] are the Tags field). */
export function gigFieldErrors(issues: readonly Issue[]): GigFieldErrors {
  const errors: GigFieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

function isIssue(value: unknown): value is Issue {
  if (!value || typeof value !== 'object') return false;
  const { path, message } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string';
}

/**
 * The field messages of a 400 reply (`{ message, issues: [{ path, message }] }`, the checks of the same
 * contract schema the form runs), read from the error's text ('400: {json}', spec section 8).
 */
export function serverFieldErrors(error: unknown): GigFieldErrors {
  if (!isApiError(error) || error.status !== 400) return {};
  const prefix = `${error.status}: `;
  if (!error.message.startsWith(prefix)) return {};
  try {
    const body: unknown = JSON.parse(error.message.slice(prefix.length));
    const issues = body && typeof body === 'object' ? (body as { issues?: unknown }).issues : undefined;
    return Array.isArray(issues) ? gigFieldErrors(issues.filter(isIssue)) : {};
  } catch {
    return {};
  }
}
