import type { TestServer } from '../harness';

export interface SetCookie {
  name: string;
  value: string;
  /** Lower-cased attribute names -> values ('' for flags such as HttpOnly). */
  attributes: Map<string, string>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attrs] = header.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const a of attrs) {
    const i = a.indexOf('=');
    attributes.set((i < 0 ? a : a.slice(0, i)).toLowerCase(), i < 0 ? '' : a.slice(i + 1));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A minimal browser over real HTTP: keeps the cookies the server sets (deleting expired ones) and sends
 * `Origin` on mutating requests as a page of the server's own origin would.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  lastSetCookies: SetCookie[] = [];

  constructor(
    private readonly server: Pick<TestServer, 'url'>,
    readonly origin: string | null = server.url,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size) h.cookie = this.cookieHeader();
    if (body !== undefined) h['content-type'] = 'application/json';
    if (MUTATING.has(method) && this.origin && !('origin' in h)) h.origin = this.origin;
    const res = await fetch(this.server.url + path, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.lastSetCookies = res.headers.getSetCookie().map(parseSetCookie);
    for (const c of this.lastSetCookies) {
      const expires = c.attributes.get('expires');
      if (c.value === '' || (expires && new Date(expires).getTime() < Date.now()))
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  /** Without a body, none is sent (a call that takes none refuses one, as its document says). */
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body, headers);
  put = (path: string, body?: unknown) => this.request('PUT', path, body);
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body);

  /** A second browser holding a copy of this one's cookies (an attacker who stole them, or an old tab). */
  clone(): Browser {
    const copy = new Browser(this.server, this.origin);
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    return copy;
  }
}

export const DEMO_EMAIL = 'maya.chen@asu.edu';
export const DEMO_PASSWORD = 'campus123';
export const SESSION_COOKIE_NAME = 'campus.sid';

/** Signs in with e-mail and password and returns the browser. */
export async function signedIn(
  server: Pick<TestServer, 'url'>,
  email = DEMO_EMAIL,
  password = DEMO_PASSWORD,
): Promise<Browser> {
  const browser = new Browser(server);
  const res = await browser.post('/api/login', { email, password });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${await res.text()}`);
  return browser;
}
