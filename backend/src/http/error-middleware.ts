import type { Middleware } from 'koa';
import { isDataException, pgErrorCode } from '../db/errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Logger } from '../logger';
import { asHttpError } from './errors';
import { requestIdOf } from './request-context';
import { routePattern } from './route-pattern';

interface StatusError {
  status?: unknown;
  expose?: unknown;
  message?: unknown;
}

export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again after a 503. */
const RETRY_AFTER_SECONDS = 5;

const asStatusError = (err: unknown): StatusError => (typeof err === 'object' && err !== null ? err : {});

/**
 * The one place errors become responses (domain errors by http/errors.ts's table): `{ message }` (plus `issues` on 400) with the right status.
 * A database that cannot be reached (restarting, connection lost) is a 503 the client may retry;
 * anything else unexpected is logged and answered with a 500 that reveals nothing about the cause.
 * Every 5xx body also carries the request's id (`requestId`), which a user can quote and the log lines share.
 */
export function errorMiddleware(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      ctx.compress = true;
      const requestId = requestIdOf(ctx);
      const known = asHttpError(err);
      if (known) {
        ctx.status = known.status;
        ctx.set(known.headers);
        ctx.body = known.issues
          ? { message: known.message, issues: known.issues }
          : known.status >= 500
            ? { message: known.message, requestId }
            : { message: known.message };
        return;
      }
      const e = asStatusError(err);
      // http-errors from Koa and its middleware (bad JSON, body too large, ...): their 4xx messages are meant for clients.
      if (typeof e.status === 'number' && e.status >= 400 && e.status < 500 && e.expose === true) {
        ctx.status = e.status;
        ctx.body = { message: typeof e.message === 'string' ? e.message : 'Bad request' };
        return;
      }
      // PostgreSQL "data exception" (class 22: value out of range, invalid text representation, ...) is bad input.
      if (isDataException(err)) {
        log.warn('request rejected by the database', {
          method: ctx.method,
          route: routePattern(ctx),
          path: ctx.path,
          code: pgErrorCode(err),
        });
        ctx.status = 400;
        ctx.body = { message: 'Invalid request' };
        return;
      }
      if (isDatabaseUnavailable(err)) {
        // also a mail server or another peer that cannot be reached: the socket codes are the same
        log.warn('request failed: the database or another service it needs is unreachable', {
          method: ctx.method,
          route: routePattern(ctx),
          path: ctx.path,
          err: err instanceof Error ? err.message : String(err),
        });
        ctx.status = 503;
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        ctx.body = { message: SERVICE_UNAVAILABLE, requestId };
        return;
      }
      log.error('request failed', {
        method: ctx.method,
        route: routePattern(ctx),
        path: ctx.path,
        err: err instanceof Error ? err : String(err),
      });
      ctx.status = 500;
      ctx.body = { message: 'Internal server error', requestId };
    }
  };
}
