import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type Koa from 'koa';

export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this; then 408 and the connection closes. */
  requestTimeout: number;
  /** The request line and headers must arrive within this. */
  headersTimeout: number;
  /** How often Node checks the two above (its default, 30 s, would let a stalled request live twice as long). */
  connectionsCheckingInterval: number;
}

/**
 * Seconds, not Node's five minutes: a client that sends less body than its Content-Length (or trickles
 * headers) holds a connection for at most this long. JSON bodies are small; a slow upload of the largest
 * allowed image still fits.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestTimeout: 30_000,
  headersTimeout: 10_000,
  connectionsCheckingInterval: 1_000,
};

/** Requests Node's parser refuses before the app sees them: the status and the `{ message }` to answer. */
function parserRefusal(code: string | undefined): [status: number, reason: string, message: string] {
  if (code === 'HPE_HEADER_OVERFLOW')
    return [431, 'Request Header Fields Too Large', 'Request headers or URL are too large'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout', 'Request timed out'];
  return [400, 'Bad Request', 'Bad request'];
}

/**
 * Node answers what its parser refuses (a URL or headers over 16 KB, a malformed request line, a request
 * that timed out) with an empty body: here it gets the API's `{ message }` like every other 4xx.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  // as Node's own handler: no answer when the connection is gone or a reply on it has begun
  const reply = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || reply?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = parserRefusal(err.code);
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/**
 * How long an idle keep-alive connection is kept: longer than any client keeps one idle (fetch's 4 s,
 * browsers' and proxies' up to 60 s). Node's 5 s would close a socket just as a client sends its next
 * request on it, and that request would fail with a reset (seen on a loaded CI machine).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The HTTP server of the app (main.ts and the test harness both listen through this). */
export function createHttpServer(app: Koa, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Server {
  const server = createServer({ ...timeouts }, app.callback());
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on('clientError', answerClientError);
  return server;
}
