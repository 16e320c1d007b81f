import type { Middleware } from 'koa';
import { requestIdOf } from '../http/request-context';
import type { Readiness } from './readiness';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

const WHY: Record<string, string> = {
  database: 'the database cannot be reached',
  migrations: 'the database schema is not up to date',
  jobs: 'the background jobs have not started',
  shutdown: 'the instance is shutting down',
};

/**
 * `GET /healthz` (the process answers) and `GET /readyz` (it can serve: database, migrations, jobs, not
 * shutting down). Probes for load balancers and orchestrators, outside /api on purpose: no session, no
 * origin check, no contract (docs/operations.md). Mounted before the session middleware.
 */
export function healthRoutes(readiness: Readiness): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== HEALTH_PATH && ctx.path !== READY_PATH) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      ctx.body = { message: 'Method not allowed' };
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    if (ctx.path === HEALTH_PATH) {
      ctx.body = { status: 'ok' };
      return;
    }
    const { ready, failing } = await readiness.check();
    if (ready) {
      ctx.body = { status: 'ok' };
      return;
    }
    ctx.status = 503;
    ctx.set('Retry-After', '5');
    ctx.body = {
      status: 'unavailable',
      message: `Not ready: ${failing.map((part) => WHY[part] ?? part).join('; ')}`,
      failing,
      requestId: requestIdOf(ctx),
    };
  };
}
