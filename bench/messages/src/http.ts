/** The bench's HTTP clients: JSON calls on keep-alive connections, and raw Server-Sent Events streams. */
import { Agent, request, type IncomingMessage } from 'node:http';

const keepAlive = new Agent({ keepAlive: true, maxSockets: 64 });

export interface Reply {
  status: number;
  body: string;
  setCookies: string[];
  /** Sent again on a new connection: the kept-alive one it went out on had been closed by the server. */
  retried: boolean;
}

interface CallOptions {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  agent?: Agent;
}

/**
 * One JSON call on 127.0.0.1:port (`headers`: more request headers, such as the page's `origin`;
 * `agent`: the caller's own connections, as each browser has, instead of the shared keep-alive pool).
 * A request that went out on a kept-alive connection the server had just closed (ECONNRESET on a reused
 * socket: it never reached the server) is sent once more on a new one, as browsers and Node's docs do.
 */
export async function call(
  port: number,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply> {
  try {
    return await callOnce(port, method, path, options);
  } catch (err) {
    if (!(err instanceof ResetIdleConnection)) throw err;
    return { ...(await callOnce(port, method, path, options)), retried: true };
  }
}

class ResetIdleConnection extends Error {
  override name = 'ResetIdleConnection';
}

function callOnce(
  port: number,
  method: string,
  path: string,
  { cookie, body, headers, agent = keepAlive }: CallOptions,
): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((ok, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: {
          ...headers,
          ...(cookie ? { cookie } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          ok({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            setCookies: res.headers['set-cookie'] ?? [],
            retried: false,
          }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      fail(req.reusedSocket && err.code === 'ECONNRESET' ? new ResetIdleConnection(err.message) : err),
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.end(payload);
  });
}

/** `name=value` pairs of Set-Cookie headers, as a Cookie header. */
export const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');

export interface EventStream {
  /** Resolves at the first event (the stream is subscribed and caught up). */
  ready: Promise<void>;
  close(): void;
}

/**
 * `GET /api/events` on its own connection (as each browser tab has), parsed as EventSource does; each
 * event goes to `onEvent` (none when only the connection matters, as for the memory figure). `path`
 * may add a query (`/api/events?since=42`: resume after that message).
 */
export function openEvents(
  port: number,
  cookie: string,
  onEvent?: (event: string, data: string, at: number) => void,
  path = '/api/events',
): EventStream {
  let req: ReturnType<typeof request> | undefined;
  const ready = new Promise<void>((ok, fail) => {
    req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'GET',
        agent: false,
        headers: { cookie, accept: 'text/event-stream' },
      },
      (res: IncomingMessage) => {
        if (res.statusCode !== 200) {
          fail(new Error(`GET /api/events answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        let first = true;
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = 'message';
            let data: string | undefined;
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data = line.slice(6);
            }
            if (data === undefined) continue;
            if (first) {
              first = false;
              ok();
            }
            onEvent?.(event, data, at);
          }
        });
        res.on('error', () => undefined);
        res.on('end', () => fail(new Error('the stream ended')));
      },
    );
    req.on('error', fail);
    req.end();
  });
  ready.catch(() => undefined);
  return { ready, close: () => req?.destroy() };
}
