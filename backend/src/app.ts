import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import Koa from 'koa';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import { authRoutes } from './auth/routes';
import { originCheck } from './auth/originCheck';
import { sessionMiddleware } from './auth/session';
import { categoryRoutes } from './categories/routes';
import type { Config } from './config';
import type { Db } from './db/types';
import type { AppDeps } from './deps';
import { gigRoutes } from './gigs/routes';
import { apiFallback } from './http/api-fallback';
import { jsonBody } from './http/body';
import { errorMiddleware } from './http/error-middleware';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { createLogger, type Logger } from './logger';
import { marketplaceRoutes } from './marketplace/routes';
import { messageRoutes } from './messages/routes';
import { publicConfigRoutes } from './public-config/routes';
import { remoteRoutes } from './remotes/routes';
import { reviewRoutes } from './reviews/routes';
import { StaticFileCache } from './static/file-cache';
import { staticMiddleware, staticRoots } from './static/middleware';
import { profileRoutes } from './users/profileRoutes';
import { userRoutes } from './users/routes';

export interface CreateAppOptions {
  db: Db;
  config: Config;
  log?: Logger;
  /** Shared so main.ts can warm it; a fresh one by default. */
  staticCache?: StaticFileCache;
}

/** Every domain's API routes, in one place: add a domain by adding its router here. */
function apiRouters(deps: AppDeps): Router[] {
  return [
    authRoutes(deps),
    userRoutes(deps),
    profileRoutes(deps),
    categoryRoutes(),
    gigRoutes(deps),
    reviewRoutes(deps),
    marketplaceRoutes(deps),
    messageRoutes(deps),
    publicConfigRoutes(deps),
    remoteRoutes(deps),
  ];
}

/** The whole HTTP application, without listening: main.ts listens, tests listen on port 0. */
export function createApp({
  db,
  config,
  log = createLogger(config.logLevel),
  staticCache,
}: CreateAppOptions): Koa {
  // Behind a proxy only the right-most X-Forwarded-For entry is the proxy's own (the client's address as
  // the proxy saw it); everything left of it is whatever the client sent.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxy ? 1 : 0, env: config.env });
  if (!config.sessionSecret)
    log.warn('SESSION_SECRET is not set: using a random one (sessions end at restart)');
  app.keys = [config.sessionSecret ?? randomBytes(32).toString('base64url')];
  app.silent = true; // errors are logged by errorMiddleware
  const deps: AppDeps = { db, config, log };

  app.use(requestLog(log));
  app.use(securityHeaders(config));
  app.use(compress({ threshold: 1024, br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }, deflate: false }));
  app.use(errorMiddleware(log));
  app.use(originCheck(config));
  app.use(sessionMiddleware(app, deps));
  app.use(jsonBody());

  const api = new Router();
  for (const router of apiRouters(deps)) api.use(router.routes());
  app.use(api.routes());
  app.use(apiFallback(api));

  app.use(
    staticMiddleware(staticRoots(config.staticRoot, config.uploadDir), staticCache ?? new StaticFileCache()),
  );
  return app;
}
