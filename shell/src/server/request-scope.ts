import { AsyncLocalStorage } from 'node:async_hooks';
import { createApiClient, type ApiClient } from '@campus/contracts';
import { setRequestApiClient } from '../runtime/api';

interface RequestScope {
  api: ApiClient;
}

const scope = new AsyncLocalStorage<RequestScope>();

// Every `api.call` made while rendering a request (the shell's and the remotes': one runtime) goes
// through that request's client; outside a request there is none, and a call fails loudly.
setRequestApiClient(() => {
  const current = scope.getStore();
  if (!current) throw new Error('api.call outside a server-rendered request');
  return current.api;
});

/**
 * An API client for one visitor: this backend's own address (loopback), the visitor's cookie, replies
 * parsed by the same contracts as in the browser.
 */
export function visitorApiClient(apiOrigin: string, cookie: string | undefined): ApiClient {
  return createApiClient(apiOrigin, (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    return fetch(input, { ...init, headers, credentials: undefined });
  });
}

/** Runs `work` with `api` bound to `client` (it and everything it awaits). */
export function inRequest<T>(client: ApiClient, work: () => Promise<T>): Promise<T> {
  return scope.run({ api: client }, work);
}
