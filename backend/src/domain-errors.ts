/**
 * What domain code throws when it refuses a request: a stable `kind` and a message for the person who
 * asked. Layer-free: it knows nothing of HTTP; only `http/errors.ts` turns a kind into a status.
 */
export type DomainErrorKind =
  /** The input is wrong (`issues` name the fields). */
  | 'invalid'
  /** Nobody is signed in. */
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  /** The thing is not in a state that allows this (already taken, held, reviewed, ...). */
  | 'conflict'
  /** A state machine refuses the step from the current state (orders/process.ts). */
  | 'refused'
  | 'too_large'
  | 'unsupported'
  /** Well-formed but cannot be processed (an image too large in pixels). */
  | 'unprocessable'
  /** Too many attempts: try again after `retryAfterSeconds`. */
  | 'rate_limited'
  /** A peer this request needs (a dev server) does not answer. */
  | 'unreachable'
  /** A service this request needs is off or down for now: try again later. */
  | 'unavailable'
  /** No room left to store it. */
  | 'out_of_space';

export interface Issue {
  /** Dotted path of the offending field, '' for the whole value. */
  path: string;
  message: string;
}

export interface DomainErrorDetails {
  issues?: Issue[];
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  override name = 'DomainError';
  readonly kind: DomainErrorKind;
  readonly issues: Issue[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  constructor(kind: DomainErrorKind, message: string, details: DomainErrorDetails = {}) {
    super(message);
    this.kind = kind;
    this.issues = details.issues;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export const invalid = (message = 'Bad request', issues?: Issue[]) =>
  new DomainError('invalid', message, issues ? { issues } : {});
export const unauthenticated = (message = 'Authentication required') =>
  new DomainError('unauthenticated', message);
export const forbidden = (message = 'You do not have permission to do that') =>
  new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not_found', message);
export const conflict = (message = 'Conflict') => new DomainError('conflict', message);
export const tooLarge = (message = 'Request is too large') => new DomainError('too_large', message);
export const unsupported = (message = 'Unsupported media type') => new DomainError('unsupported', message);
export const unprocessable = (message: string) => new DomainError('unprocessable', message);
export const rateLimited = (
  message = 'Too many requests. Please try again later.',
  retryAfterSeconds?: number,
) => new DomainError('rate_limited', message, retryAfterSeconds ? { retryAfterSeconds } : {});
export const unreachable = (message: string) => new DomainError('unreachable', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
export const outOfSpace = (message: string) => new DomainError('out_of_space', message);
