import { createApiClient, type ApiClient } from '@campus/contracts';

const sameOrigin = createApiClient('');
let requestClient: (() => ApiClient | undefined) | null = null;

/**
 * The one API client of the front end: same origin, cookies sent. Each reply is parsed with the schema
 * of the endpoint the caller passes (`api.call(endpoints.gig, ...)`), so a remote built against a newer
 * @campus/contracts gets its own schemas applied, not the shell's. On the server (shell/src/server)
 * each call goes through the client of the request being rendered, which carries that visitor's cookie.
 */
export const api: ApiClient = {
  call(endpoint, options) {
    return (requestClient?.() ?? sameOrigin).call(endpoint, options);
  },
};

/** Server rendering only: where `api` finds the client of the request being rendered. */
export function setRequestApiClient(resolve: () => ApiClient | undefined): void {
  requestClient = resolve;
}
