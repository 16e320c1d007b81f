import { DomainError, type DomainErrorKind, type Issue } from '../domain-errors';

/**
 * An answer with an HTTP status: `{ message }` (and `issues` for validation). Domain code never makes
 * one: it throws a DomainError, which `httpError` below turns into its answer. The HTTP layer makes its
 * own only for what has no domain meaning (405 with its Allow header).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly issues: Issue[] | undefined;
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    message: string,
    options: { issues?: Issue[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.issues = options.issues;
    this.headers = options.headers ?? {};
  }
}

/** The one table of statuses: each kind of domain error and the status it is answered with. */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  refused: 409,
  too_large: 413,
  unsupported: 415,
  unprocessable: 422,
  rate_limited: 429,
  unreachable: 502,
  unavailable: 503,
  out_of_space: 507,
};

/** A domain error as its HTTP answer (a rate limit's wait becomes the Retry-After header). */
export function httpError(err: DomainError): HttpError {
  const headers: Record<string, string> = err.retryAfterSeconds
    ? { 'Retry-After': String(err.retryAfterSeconds) }
    : {};
  return new HttpError(
    STATUS_OF_KIND[err.kind],
    err.message,
    err.issues ? { issues: err.issues, headers } : { headers },
  );
}

/** A thrown value as an HttpError when it is one or a domain error; undefined for anything else. */
export const asHttpError = (err: unknown): HttpError | undefined =>
  err instanceof HttpError ? err : err instanceof DomainError ? httpError(err) : undefined;

export const methodNotAllowed = (allowed: string[]) =>
  new HttpError(405, 'Method not allowed', { headers: { Allow: allowed.join(', ') } });
