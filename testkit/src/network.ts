/**
 * The network boundary of a component test: `fetch` answers from a route table with real Response
 * objects. Everything above it (the shell runtime's api client, contracts schemas, hooks, components) is the real code.
 */
export interface Reply {
  status?: number;
  body?: unknown;
}

export interface RecordedRequest {
  method: string;
  url: URL;
  params: Record<string, string>;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;
export type Routes = Record<string, Reply | Handler>;

function compile(route: string): { method: string; pattern: RegExp; names: string[] } {
  const [method = 'GET', path = '/'] = route.split(' ');
  const names: string[] = [];
  const source = path.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method, pattern: new RegExp(`^${source}$`), names };
}

export interface FakeNetwork {
  requests: RecordedRequest[];
  /** Requests to a path (no query), in order. */
  to(method: string, path: string): RecordedRequest[];
}

/** Replaces global fetch for one test; `restoreNetwork()` (afterEach) puts the real one back. */
export function serveApi(routes: Routes): FakeNetwork {
  const table = Object.entries(routes).map(([route, reply]) => ({ ...compile(route), reply }));
  const requests: RecordedRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    for (const entry of table) {
      const match = entry.method === method ? entry.pattern.exec(url.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(
        entry.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      const request = { method, url, params, body };
      requests.push(request);
      const reply = typeof entry.reply === 'function' ? await entry.reply(request) : entry.reply;
      return json(reply);
    }
    requests.push({ method, url, params: {}, body });
    return json({ status: 404, body: { message: `No route for ${method} ${url.pathname}` } });
  });
  return {
    requests,
    to: (method, path) => requests.filter((r) => r.method === method && r.url.pathname === path),
  };
}

function json({ status = 200, body }: Reply): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const realFetch = globalThis.fetch;
export function restoreNetwork() {
  globalThis.fetch = realFetch;
}

/** A reply that arrives only when the test says so (to see loading states). */
export function deferred(): { promise: Promise<Reply>; resolve(reply: Reply): void } {
  let resolve: (reply: Reply) => void = () => undefined;
  const promise = new Promise<Reply>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
