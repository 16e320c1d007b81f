import type { z } from 'zod/mini';
import type { Endpoint } from './api';

/**
 * Raised for every non-OK reply: message is '{status}: {text}' (spec section 8). Check for it with
 * `isApiError`, never `instanceof` (lint refuses that in the front end): a page can hold two copies of
 * contracts (the shell's, and a newer one a remote carries: contracts is shared as a non-singleton), and
 * the error may come from the other copy's class (the shell runtime's API client raises the shell's).
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `{ message }`, when it sent one. */
  readonly serverMessage: string | undefined;
  constructor(status: number, text: string, serverMessage?: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The input type of an optional schema property (`body?`, `query?`), or Otherwise when it has none. */
type SchemaInput<S, Otherwise> = [NonNullable<S>] extends [never]
  ? Otherwise
  : NonNullable<S> extends z.ZodMiniType
    ? z.input<NonNullable<S>>
    : Otherwise;

export interface CallOptions<E extends Endpoint> {
  params?: Record<string, string | number>;
  query?: SchemaInput<E['query'], never>;
  /** JSON for endpoints with a body schema; FormData (multipart) for the others, such as uploads. */
  body?: SchemaInput<E['body'], FormData>;
  signal?: AbortSignal;
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<z.output<E['reply']>>;
}

export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A typed fetch client: sends cookies, JSON in, replies parsed with the endpoint's schema. */
export function createApiClient(baseUrl = '', fetchImpl: typeof fetch = (...a) => fetch(...a)): ApiClient {
  return {
    async call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<z.output<E['reply']>> {
      const url =
        baseUrl +
        buildPath(endpoint.path, options.params) +
        queryString(options.query as Record<string, unknown>);
      const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
      const init: RequestInit = {
        method: endpoint.method,
        credentials: 'include',
        headers: options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {},
        signal: options.signal,
      };
      if (options.body !== undefined)
        init.body = isForm ? (options.body as FormData) : JSON.stringify(options.body);
      const res = await fetchImpl(url, init);
      const text = await res.text();
      if (!res.ok) {
        let serverMessage: string | undefined;
        try {
          const parsed: unknown = JSON.parse(text);
          if (
            parsed &&
            typeof parsed === 'object' &&
            'message' in parsed &&
            typeof parsed.message === 'string'
          ) {
            serverMessage = parsed.message;
          }
        } catch {
          /* not JSON: the text itself is the message */
        }
        throw new ApiError(res.status, text || res.statusText, serverMessage);
      }
      return endpoint.reply.parse(text ? JSON.parse(text) : undefined) as z.output<E['reply']>;
    },
  };
}

/**
 * Whether an error is an ApiError, also when it was raised by another copy of this module (a federated
 * remote may hold its own copy of contracts, where `instanceof` would say no): every copy names its
 * errors 'ApiError' and gives them a numeric status, and that is what is checked (no brand object whose
 * identity would differ between copies; client.test.ts checks both directions).
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error &&
      error.name === 'ApiError' &&
      typeof (error as { status?: unknown }).status === 'number')
  );
}

/** The message to show a user: the server's own words, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
