import { randomBytes } from 'node:crypto';
import Koa from 'koa';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import { authRoutes } from './auth/routes';
import { originCheck } from './auth/originCheck';
import { sessionMiddleware } from './sessions/middleware';
import { categoryRoutes } from './categories/routes';
import { testClockRoutes } from './clock/routes';
import { contractRoutes } from './contract/routes';
import { dashboardRoutes } from './dashboard/routes';
import type { Config } from './config';
import type { Db } from './db/types';
import { ApiRouter, type RegisterRoutes } from './http/route';
import { createServices, type Services } from './services';
import type { LiveEventSource } from './events/hub';
import { eventRoutes } from './events/routes';
import { gigRoutes } from './gigs/routes';
import { createReadiness, type Readiness } from './health/readiness';
import { HEALTH_PATH, healthRoutes, READY_PATH } from './health/routes';
import { apiFallback } from './http/api-fallback';
import { errorMiddleware } from './http/error-middleware';
import { requestContext } from './http/request-context';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { startEventStreams } from './http/stream';
import { crawlerRoutes } from './crawlers/routes';
import { createLogger, type Logger } from './logger';
import { marketplaceRoutes } from './marketplace/routes';
import { countPageRenders, httpMetrics, METRICS_PATH, metricsEndpoint } from './metrics';
import { deliveryRoutes } from './orders/delivery-routes';
import { disputeRoutes } from './orders/dispute-routes';
import { releaseRoutes } from './orders/release-routes';
import { orderLiveEvents } from './orders/live-events';
import { orderRoutes } from './orders/routes';
import { operatorRoutes } from './operator/routes';
import { payoutRoutes } from './payments/payouts-routes';
import { sandboxRoutes } from './payments/sandbox/routes';
import { messageLiveEvents } from './messages/live-events';
import { messageRoutes } from './messages/routes';
import { notificationLiveEvents } from './notifications/live-events';
import { notificationRoutes } from './notifications/routes';
import { openApiRoutes } from './openapi/routes';
import { publicConfigRoutes } from './public-config/routes';
import { remoteRoutes } from './remotes/routes';
import { remoteSettings } from './remotes/settings';
import { reviewRoutes } from './reviews/routes';
import { StaticFileCache } from './static/file-cache';
import { staticMiddleware, staticRoots } from './static/middleware';
import { createPageRenderer } from './ssr';
import { profileRoutes } from './users/profileRoutes';
import { uploadRoutes } from './uploads/routes';
import { serveUploads } from './uploads/serve';
import { userRoutes } from './users/routes';

export interface CreateAppOptions {
  db: Db;
  config: Config;
  log?: Logger;
  /** Shared so main.ts can warm it; a fresh one by default. */
  staticCache?: StaticFileCache;
  /** The composition root's services (main.ts shares them with the job runner); built here by default. */
  services?: Services;
  /** What /readyz reports (main.ts's, which its shutdown turns to 503); built here by default. */
  readiness?: Readiness;
}

/** Every domain's kinds of live event, registered with the hub (events/hub.ts) by createApp. */
const LIVE_EVENTS: LiveEventSource[] = [messageLiveEvents, orderLiveEvents, notificationLiveEvents];

/** Every domain's API routes, in one place: add a domain by adding its registration here. */
const API_ROUTES: RegisterRoutes<Services>[] = [
  authRoutes,
  userRoutes,
  profileRoutes,
  categoryRoutes,
  gigRoutes,
  reviewRoutes,
  dashboardRoutes,
  marketplaceRoutes,
  messageRoutes,
  eventRoutes,
  uploadRoutes,
  publicConfigRoutes,
  remoteRoutes,
  contractRoutes,
  sandboxRoutes,
  payoutRoutes,
  orderRoutes,
  releaseRoutes,
  deliveryRoutes,
  testClockRoutes,
  disputeRoutes,
  operatorRoutes,
  notificationRoutes,
];

/** The API router with every domain's routes mounted (exported for the route-declaration test). */
export function createApiRouter(db: Db, services: Services): ApiRouter {
  const api = new ApiRouter(db);
  for (const register of API_ROUTES) register(api, services);
  return api;
}

/** The whole HTTP application, without listening: main.ts listens, tests listen on port 0. */
export function createApp({
  db,
  config,
  log = createLogger(config.logLevel),
  staticCache,
  services = createServices({ db, config, log }),
  readiness = createReadiness({ db, jobs: services.jobs }),
}: CreateAppOptions): Koa {
  // Behind a proxy only the right-most X-Forwarded-For entry is the proxy's own (the client's address as
  // the proxy saw it); everything left of it is whatever the client sent.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxy ? 1 : 0, env: config.env });
  if (!config.sessionSecret)
    log.warn('SESSION_SECRET is not set: using a random one (sessions end at restart)');
  app.keys = [config.sessionSecret ?? randomBytes(32).toString('base64url')];
  app.silent = true; // errors are logged by errorMiddleware

  // first: its time covers every other middleware; fixed paths are their own route label
  if (config.metricsToken)
    app.use(httpMetrics(services.metrics, { fixedRoutes: [METRICS_PATH, HEALTH_PATH, READY_PATH] }));
  app.use(requestContext(config.trustProxy));
  app.use(requestLog(log));
  app.use(securityHeaders(config));
  // Brotli 5 for replies made per request: `/gigs`' 159 KB of HTML in 16.3 KB for 2.8 ms of CPU, against
  // 17.6 KB and 2.5 ms at 4 (a phone's first round trip carries about 14 KB); 7 and up cost 34 ms or more.
  app.use(compress({ threshold: 1024, br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }, deflate: false }));
  app.use(errorMiddleware(log));
  // probes: before the origin check and the session (docs/operations.md)
  app.use(healthRoutes(readiness));
  // before the session (a scrape has none) and the static files (which would answer any unknown path)
  if (config.metricsToken) app.use(metricsEndpoint(services.metrics, config.metricsToken));
  app.use(originCheck(config));
  // event streams (GET /api/events) write their head after the session has set its cookie
  app.use(startEventStreams);
  app.use(sessionMiddleware(app, { db, config }));

  const renderer = config.ssr
    ? createPageRenderer({
        staticRoot: config.staticRoot,
        releases: services.releases,
        publicOrigin: config.publicOrigin,
        budgetMs: config.ssrBudgetMs,
        cacheMs: config.ssrCacheMs,
        log,
        onRendered: countPageRenders(services.metrics),
      })
    : null;
  // before the API: it sees each write's outcome and drops the anonymous pages it may change
  if (renderer) app.use(renderer.catalogWrites);
  app.use(openApiRoutes());
  for (const source of LIVE_EVENTS) services.events.register(source);
  const api = createApiRouter(db, services);
  app.use(api.router.routes());
  app.use(apiFallback(api.router));

  app.use(crawlerRoutes({ db, config }));
  app.use(serveUploads({ storage: services.uploads.storage, publicUrl: config.uploadPublicUrl }));
  app.use(
    staticMiddleware(
      staticRoots(config.staticRoot, services.releases),
      staticCache ?? new StaticFileCache(),
      remoteSettings(config),
      renderer,
    ),
  );
  return app;
}
