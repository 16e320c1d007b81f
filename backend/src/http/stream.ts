import type { ServerResponse } from 'node:http';
import type { RouterContext } from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { z } from 'zod/mini';
import type { StreamEndpoint } from '@campus/contracts';
import { SIGN_IN_REQUIRED, sessionUserId } from '../sessions/requireUser';
import type { ActorFor } from './access';
import { unauthenticated } from '../domain-errors';
import type { ApiRouter } from './route';
import { parseInput } from './validate';

/**
 * Server-Sent Events: the one kind of API reply that is not a JSON document. A stream route is mounted
 * beside the JSON routes (`streamRoute`), declares its access like them (it is listed in the router's
 * declarations), and answers with `openEventStream`, which bypasses the route chain's JSON serialisation
 * and the compression middleware (its head is written by `startEventStreams`, mounted in app.ts). Node's request timeouts (server.ts) cover only the arrival of the
 * request, so a stream, once its GET has arrived, stays open as long as both sides want.
 */

/** Who may open a stream: no policies (a stream is per user, not per resource). */
export type StreamAccess = 'public' | 'signedIn';

/** The parsed query (`undefined` for an endpoint without a query schema). */
type Out<S> = [Exclude<S, undefined>] extends [never]
  ? undefined
  : Exclude<S, undefined> extends z.ZodMiniType
    ? z.output<Exclude<S, undefined>>
    : undefined;

export interface StreamInput<E extends StreamEndpoint, A extends StreamAccess> {
  ctx: RouterContext;
  actor: ActorFor<A>;
  query: Out<E['query']>;
}

/**
 * Mounts a stream endpoint: access (401 for a visitor where sign-in is needed) → query validation (400)
 * → handler, which answers with `openEventStream(ctx)` (or throws a DomainError before opening it).
 */
export function streamRoute<E extends StreamEndpoint, A extends StreamAccess>(
  router: ApiRouter,
  endpoint: E,
  options: { access: A },
  handler: (input: StreamInput<E, A>) => void | Promise<void>,
): void {
  const handle: Middleware = async (ctx) => {
    const userId = sessionUserId(ctx);
    if (options.access === 'signedIn' && userId === undefined) throw unauthenticated(SIGN_IN_REQUIRED);
    const input = {
      ctx: ctx as RouterContext,
      actor: (userId === undefined ? undefined : { userId }) as ActorFor<A>,
      query: (endpoint.query ? parseInput(endpoint.query, ctx.query) : undefined) as Out<E['query']>,
    };
    await handler(input);
  };
  router.router.register(endpoint.path, [endpoint.method], [handle] as Parameters<
    ApiRouter['router']['register']
  >[2]);
  router.declarations.push({
    method: endpoint.method,
    path: endpoint.path,
    access: options.access,
    write: false,
  });
}

/** One open `text/event-stream` reply. */
export interface EventStream {
  /** Writes one event (`data` is one line: JSON). Nothing happens once the stream is closed. */
  send(event: string, data: string, id?: number | string): void;
  /** Writes a comment line (a heartbeat: it keeps proxies and the browser from calling the stream idle). */
  comment(text?: string): void;
  /** Bytes written and not yet taken by the client's connection. */
  readonly buffered: number;
  /** Resolves when the client has taken what was buffered (or the stream closed). */
  drained(): Promise<void>;
  readonly closed: boolean;
  /**
   * Ends the reply (the client's EventSource reconnects by itself). `retryMs`: a last `retry:` line first,
   * the delay before that reconnection (a stopping instance spreads its clients' returns).
   */
  close(hint?: { retryMs: number }): void;
  /** Runs once when the stream ends, whichever side ended it. */
  onClose(listener: () => void): void;
}

export interface EventStreamOptions {
  /** The reconnection delay the browser should use (`retry:`), in ms. */
  retryMs?: number;
}

/** The replies `openEventStream` answered whose head is not written yet (see `startEventStreams`). */
const unstarted = new WeakMap<Context, ResponseEventStream>();

/**
 * Writes the head of event-stream replies once every middleware inside this one is done: mount it just
 * outside the session middleware, whose rolling cookie is set after the handler returns (a head written
 * earlier could no longer take it). Other replies pass through untouched.
 */
export const startEventStreams: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    // a middleware failed after the stream was opened (the session's save, say): the stream never
    // starts, and Koa answers the error as usual instead of leaving the request without a reply
    const opened = unstarted.get(ctx);
    if (opened) {
      unstarted.delete(ctx);
      opened.close();
      ctx.respond = true;
    }
    throw err;
  }
  const stream = unstarted.get(ctx);
  if (stream) {
    unstarted.delete(ctx);
    stream.start();
  }
};

/**
 * An event stream written straight to Node's response: no pass-through stream and no pipeline between,
 * so an open stream costs little more than its connection (a class: one set of methods for all).
 */
class ResponseEventStream implements EventStream {
  #closed = false;
  #started = false;
  /** What was written before the head went out; null once it has. */
  #pending: string[] | null;
  #listeners: Array<() => void> = [];

  constructor(
    private readonly res: ServerResponse,
    retryMs: number,
  ) {
    this.#pending = [`retry: ${retryMs}\n\n`];
    res.once('close', () => this.close());
  }

  start(): void {
    if (this.#started) return;
    this.#started = true;
    const pending = this.#pending;
    this.#pending = null;
    if (this.res.writableEnded || this.res.destroyed) return;
    this.res.writeHead(200);
    // closed before its head went out (the client left, or the server ended it): just the head, then the end
    if (this.#closed || !pending) this.res.end();
    else this.res.write(pending.join(''));
  }

  #write(chunk: string): void {
    if (this.#closed) return;
    if (this.#pending) this.#pending.push(chunk);
    else this.res.write(chunk);
  }

  send(event: string, data: string, id?: number | string): void {
    this.#write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`);
  }

  comment(text = ''): void {
    this.#write(`:${text}\n\n`);
  }

  get buffered(): number {
    return this.res.writableLength;
  }

  drained(): Promise<void> {
    if (this.#closed || !this.res.writableNeedDrain) return Promise.resolve();
    return new Promise((ok) => {
      const done = () => {
        this.res.off('drain', done);
        ok();
      };
      this.res.once('drain', done);
      this.#listeners.push(done);
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  close(hint?: { retryMs: number }): void {
    if (this.#closed) return;
    if (hint) this.#write(`retry: ${Math.max(0, Math.round(hint.retryMs))}\n\n`);
    this.#closed = true;
    // Before the head is out, ending would send it without the headers the middleware still adds (the
    // session's rolling cookie, which would then throw): start() ends the reply instead.
    if (this.#started && !this.res.writableEnded) this.res.end();
    for (const listener of this.#listeners.splice(0)) listener();
  }

  onClose(listener: () => void): void {
    if (this.#closed) listener();
    else this.#listeners.push(listener);
  }
}

/**
 * Answers the request with an event stream: 200 `text/event-stream`, `Cache-Control: no-cache,
 * no-transform`, `X-Accel-Buffering: no` (nginx and the like pass each event on at once), never
 * compressed (a compressor would hold events back). Koa leaves the response to the stream
 * (`ctx.respond = false`); events written before the head is out (`startEventStreams`) wait in order.
 */
export function openEventStream(ctx: Context, { retryMs = 3000 }: EventStreamOptions = {}): EventStream {
  ctx.status = 200;
  ctx.compress = false;
  ctx.set('Cache-Control', 'no-cache, no-transform');
  ctx.set('X-Accel-Buffering', 'no');
  ctx.type = 'text/event-stream; charset=utf-8';
  ctx.respond = false;
  ctx.req.socket.setNoDelay(true);
  ctx.req.socket.setKeepAlive(true, 60_000);
  const stream = new ResponseEventStream(ctx.res, retryMs);
  unstarted.set(ctx, stream);
  return stream;
}
