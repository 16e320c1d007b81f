import type { AccessRole } from '@campus/contracts';
import type { MatrixRequest } from './requests';
import type { MatrixWorld } from './world';

/** A matrix request, or one with headers of its own and a raw JSON body (a signed webhook). */
export type SentRequest = MatrixRequest & { headers?: Record<string, string>; raw?: string };

/**
 * Sends one request as the role (its shared session, or a new one) to `base` (the backend, or a proxy
 * in front of it); the status and the reply's start. An event stream is ended once its head arrived.
 */
export async function sendAs(
  w: MatrixWorld,
  base: string,
  method: string,
  role: AccessRole,
  request: SentRequest,
): Promise<{ status: number; reply: string }> {
  const browser = request.freshSession ? await w.freshSession(role) : w.browserOf(role);
  const headers: Record<string, string> = { ...request.headers };
  if (browser.cookies.size > 0) headers.cookie = browser.cookieHeader();
  if (method !== 'GET') headers.origin = w.server.url;
  let body: FormData | string | undefined;
  if (request.raw !== undefined) {
    body = request.raw;
    headers['content-type'] = 'application/json';
  } else if (request.form) body = await request.form();
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  const abort = new AbortController();
  try {
    const res = await fetch(base + request.path, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: abort.signal,
    });
    const stream = (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
    return { status: res.status, reply: stream ? '(event stream)' : (await res.text()).slice(0, 300) };
  } finally {
    abort.abort(); // ends an event stream
  }
}
