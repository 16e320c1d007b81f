import { createServer, type Server } from 'node:http';
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

/** The HTTP server of the app (main.ts and the test harness both listen through this). */
export function createHttpServer(app: Koa, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Server {
  return createServer({ ...timeouts }, app.callback());
}
