import Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { Middleware } from 'koa';
import type { z } from 'zod/mini';
import type { Endpoint } from '@campus/contracts';
import type { Db, Tx } from '../db/types';
import { accessName, checkAccess, type Access, type ActorFor } from './access';
import { unsupported } from '../domain-errors';
import { hasRequestBody, jsonBody } from './body';
import { parseInput, type Validated } from './validate';

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** A read route's handler gets the database; a write route's gets only its transaction. */
type DataHandle<W extends boolean> = W extends true ? { tx: Tx } : { db: Db };

export type RouteInput<
  E extends Endpoint,
  P extends z.ZodMiniType | undefined,
  A extends Access<Out<P>>,
  W extends boolean,
> = Validated<{ params: P; query: E['query']; body: E['body'] }> & {
  ctx: RouterContext;
  actor: ActorFor<A>;
} & DataHandle<W>;

export type RouteHandler<
  E extends Endpoint,
  P extends z.ZodMiniType | undefined,
  A extends Access<Out<P>>,
  W extends boolean,
> = (input: RouteInput<E, P, A, W>) => Promise<z.input<E['reply']>> | z.input<E['reply']>;

export interface RouteOptions<P extends z.ZodMiniType | undefined, A, W extends boolean> {
  /** Who may call it: 'public', 'signedIn' or a policy. Checked before the body is read. */
  access: A;
  /** Schema for the `:name` path params (see `idParams`); parsed before access, for policies. */
  params?: P;
  /** The handler runs in one transaction, committed when it returns and rolled back when it throws. */
  write?: W;
  /**
   * Reads the request body after the access check: JSON for endpoints with a body schema by default;
   * an upload route passes its multipart reader.
   */
  readBody?: Middleware;
}

export class ReplyValidationError extends Error {
  override name = 'ReplyValidationError';
}

/**
 * In production one reply in this many is checked against its contract: presenters are typed against
 * the contract already, so the check only catches drift, and checking every list reply would cost
 * more than building it. Development and test check every reply.
 */
export const PRODUCTION_REPLY_SAMPLE = 50;

function shouldCheckReply(env: string): boolean {
  return env !== 'production' || Math.random() * PRODUCTION_REPLY_SAMPLE < 1;
}

export interface RouteDeclaration {
  method: string;
  path: string;
  access: string;
  write: boolean;
}

/**
 * A call whose document has no request body refuses one (OpenAPI's promise; the body used to be dropped
 * unread, so a client sending data there never learnt it was ignored).
 */
const refuseBody: Middleware = async (ctx, next) => {
  if (hasRequestBody(ctx)) throw unsupported(`${ctx.method} ${ctx.path} takes no request body`);
  await next();
};

/**
 * The API's one router. Each contracts endpoint is mounted with `route()`, as one chain:
 * path params → access (sign-in or policy) → body read → query/body validation → handler (inside a
 * transaction for writes) → reply checked against the contract (see PRODUCTION_REPLY_SAMPLE) → JSON.
 * The database handle is private: handlers reach it only through their input, so a write handler,
 * which gets only its transaction, cannot do work that escapes it.
 */
export class ApiRouter {
  readonly router = new Router();
  readonly declarations: RouteDeclaration[] = [];
  readonly #db: Db;
  readonly #readJson = jsonBody();

  constructor(db: Db) {
    this.#db = db;
  }

  route<
    E extends Endpoint,
    A extends Access<Out<P>>,
    P extends z.ZodMiniType | undefined = undefined,
    W extends boolean = false,
  >(endpoint: E, options: RouteOptions<P, A, W>, handler: RouteHandler<E, P, A, W>): void {
    const db = this.#db;
    // One cast here: which data handle the input carries is decided by `write`, at run time.
    const run = handler as unknown as (input: object) => Promise<unknown>;
    const readBody = options.readBody ?? (endpoint.body ? this.#readJson : undefined);
    const authorise: Middleware = async (ctx, next) => {
      const c = ctx as RouterContext;
      const params = options.params ? parseInput(options.params, c.params) : undefined;
      ctx.state.params = params;
      ctx.state.actor = await checkAccess(options.access, ctx, params as Out<P>, db);
      await next();
    };
    const handle: Middleware = async (ctx) => {
      const c = ctx as RouterContext;
      const input = {
        params: ctx.state.params as Out<P>,
        query: endpoint.query ? parseInput(endpoint.query, ctx.query) : undefined,
        body: endpoint.body ? parseInput(endpoint.body, c.request.body ?? {}) : undefined,
        ctx: c,
        actor: ctx.state.actor as ActorFor<A>,
      };
      let data: unknown = options.write
        ? await db.transaction(async (tx) => run({ ...input, tx }))
        : await run({ ...input, db });
      if (shouldCheckReply(ctx.app.env)) {
        const reply = endpoint.reply.safeParse(data);
        if (!reply.success) {
          throw new ReplyValidationError(
            `Reply of ${endpoint.method} ${endpoint.path} breaks its contract: ${reply.error.message}`,
          );
        }
        data = reply.data;
      }
      // Serialised here, once: given an object, the compression middleware and Koa would each stringify it.
      ctx.type = 'application/json';
      ctx.body = JSON.stringify(data);
    };
    const chain: Middleware[] = readBody ? [authorise, readBody, handle] : [authorise, refuseBody, handle];
    this.router.register(endpoint.path, [endpoint.method], chain as Parameters<Router['register']>[2]);
    this.declarations.push({
      method: endpoint.method,
      path: endpoint.path,
      access: accessName(options.access as Access<unknown>),
      write: options.write === true,
    });
  }
}

/**
 * What a domain's routes are registered with: the API router and the long-lived services the domain
 * declares it needs (`Deps`, an interface of its own; the composition root passes its services). No
 * database handle: handlers get theirs (the database, or for writes only the transaction) as input.
 */
export type RegisterRoutes<Deps = unknown> = (router: ApiRouter, deps: Deps) => void;
