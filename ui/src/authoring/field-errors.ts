import { isApiError } from '@campus/contracts';

/** The part of a validation issue a form needs: zod's (`path` an array) or the API's (`path` dotted). */
export interface FieldIssue {
  path: string | readonly PropertyKey[];
  message: string;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FieldErrorOptions<F extends string> {
  /** The form's fields: a message for anything else is dropped. Without it, every top-level name. */
  fields?: readonly F[];
  /** A message of the form's own for a field, instead of the schema's. */
  rename?: FieldErrors<F>;
}

function fieldOf<F extends string>(path: FieldIssue['path'], fields?: readonly F[]): F | null {
  const first = typeof path === 'string' ? path.split('.')[0] : path[0];
  if (typeof first !== 'string') return null;
  return !fields || (fields as readonly string[]).includes(first) ? (first as F) : null;
}

/** The first message per field ('tags.3' and ['tags', 3] are the Tags field). */
export function fieldErrors<F extends string>(
  issues: readonly FieldIssue[],
  { fields, rename = {} }: FieldErrorOptions<F> = {},
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path, fields);
    if (field && errors[field] === undefined) errors[field] = rename[field] ?? issue.message;
  }
  return errors;
}

function isIssue(value: unknown): value is FieldIssue {
  if (!value || typeof value !== 'object') return false;
  const { path, message } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string';
}

/**
 * The field messages of a 400 reply (`{ message, issues: [{ path, message }] }`, the checks of the same
 * contract schema the form runs), read from the error's text ('400: {json}', spec section 8).
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  if (!isApiError(error) || error.status !== 400) return {};
  const prefix = `${error.status}: `;
  if (!error.message.startsWith(prefix)) return {};
  try {
    const body: unknown = JSON.parse(error.message.slice(prefix.length));
    const issues = body && typeof body === 'object' ? (body as { issues?: unknown }).issues : undefined;
    return Array.isArray(issues) ? fieldErrors(issues.filter(isIssue), { fields }) : {};
  } catch {
    return {};
  }
}
