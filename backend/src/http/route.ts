import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { Middleware } from 'koa';
import type { z } from 'zod/mini';
import type { Endpoint } from '@campus/contracts';
import { validate, type Validated } from './validate';

export interface RouteInput<E extends Endpoint, P extends z.ZodMiniType | undefined> extends Validated<{
  params: P;
  query: E['query'];
  body: E['body'];
}> {
  ctx: RouterContext;
}

export type RouteHandler<E extends Endpoint, P extends z.ZodMiniType | undefined> = (
  input: RouteInput<E, P>,
) => Promise<z.input<E['reply']>> | z.input<E['reply']>;

export interface RouteOptions<P extends z.ZodMiniType | undefined> {
  /** Schema for the `:name` path params (see `idParams`). */
  params?: P;
  /** Runs after validation and before the handler (e.g. an auth guard). */
  before?: Middleware[];
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

/**
 * Mounts a contracts endpoint on `router`: its method and path, `validate` with its query/body
 * schemas (and `options.params`), the handler, then the reply checked against the endpoint's
 * `reply` schema (see PRODUCTION_REPLY_SAMPLE). A reply that breaks the contract is a server bug and
 * becomes a logged 500.
 */
export function route<E extends Endpoint, P extends z.ZodMiniType | undefined = undefined>(
  router: Router,
  endpoint: E,
  options: RouteOptions<P>,
  handler: RouteHandler<E, P>,
): void {
  const handle: Middleware = async (ctx) => {
    const valid = ctx.state.valid as Validated<{ params: P; query: E['query']; body: E['body'] }>;
    let data: unknown = await handler({ ...valid, ctx: ctx as RouterContext });
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
  const chain: Middleware[] = [
    validate({ params: options.params, query: endpoint.query, body: endpoint.body }),
    ...(options.before ?? []),
    handle,
  ];
  router.register(endpoint.path, [endpoint.method], chain as Parameters<Router['register']>[2]);
}
