/** A stand-in for the network in component tests: answers fetch() calls by method and path. */

export interface StubRequest {
  method: string;
  url: string;
  /** The parsed JSON body, when there is one. */
  body: unknown;
}

export type StubAnswer = { status?: number; body?: unknown };
export type StubRoute = StubAnswer | ((request: StubRequest) => StubAnswer | Promise<StubAnswer>);

/**
 * Replaces global fetch for the current test. Keys are 'METHOD /path' (query ignored) or
 * 'METHOD /path?query' (exact). Unknown calls answer 404 { message: 'Not found' }.
 * Returns the jest mock, so a test can count calls: `calls('POST /api/login')`.
 */
export function stubFetch(routes: Record<string, StubRoute>) {
  const requests: StubRequest[] = [];
  const mock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    let body: unknown;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const request = { method, url: path, body };
    requests.push(request);
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
    const answer =
      typeof route === 'function'
        ? await route(request)
        : (route ?? { status: 404, body: { message: 'Not found' } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => text,
      json: async () => answer.body,
    } as Response;
  });
  globalThis.fetch = mock as typeof fetch;
  return {
    mock,
    requests,
    /** Requests made to 'METHOD /path' (query ignored). */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.url.split('?')[0]}` === key),
  };
}
