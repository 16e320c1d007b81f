/** A problem to report to the client as `{ message }` (and `issues` for validation) with an HTTP status. */
export interface Issue {
  /** Dotted path of the offending field, '' for the whole value. */
  path: string;
  message: string;
}

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

export const badRequest = (message = 'Bad request', issues?: Issue[]) =>
  new HttpError(400, message, issues ? { issues } : {});
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const methodNotAllowed = (message = 'Method not allowed') => new HttpError(405, message);
export const conflict = (message = 'Conflict') => new HttpError(409, message);
export const payloadTooLarge = (message = 'Request is too large') => new HttpError(413, message);
export const unsupportedMediaType = (message = 'Unsupported media type') => new HttpError(415, message);
/** 429; `retryAfterSeconds` becomes the Retry-After header. */
export const tooMany = (message = 'Too many requests. Please try again later.', retryAfterSeconds?: number) =>
  new HttpError(
    429,
    message,
    retryAfterSeconds ? { headers: { 'Retry-After': String(retryAfterSeconds) } } : {},
  );
