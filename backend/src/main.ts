import { access } from 'node:fs/promises';
import type { Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { ConfigError, configWarnings, loadConfig } from './config';
import { openDatabase } from './db/client';
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { createHttpServer } from './http/server';
import { createReadiness } from './health/readiness';
import { gracefulShutdown } from './health/shutdown';
import { createLogger, outsideRequest, resolveLogFormat } from './logger';
import { seedDemoData } from './seed';
import { createServices } from './services';
import { createUploadStorage } from './uploads/create';
import { resolveSessionSecret } from './session-secret';
import { StaticFileCache } from './static/file-cache';
import { staticRoots } from './static/middleware';
import { ORDER_JOBS } from './orders/jobs';

/** dist/main.js -> backend/ -> the repository root. */
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
/** build.mjs copies the migrations next to main.js. */
const migrationsFolder = join(here, 'drizzle');

const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );

async function main(): Promise<void> {
  const config = loadConfig(process.env, { repoRoot });
  const log = createLogger(
    config.logLevel,
    resolveLogFormat(config.logFormat, { env: config.env, terminal: Boolean(process.stdout.isTTY) }),
  );
  for (const warning of configWarnings(config)) log.warn(warning);
  config.sessionSecret = await resolveSessionSecret(config.sessionSecret, config.dataDir);

  const started = performance.now();
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      onLog: (line) => log.debug(`postgres: ${line.trim()}`),
    });
  }
  const stopEmbedded = () => embedded?.stop() ?? Promise.resolve();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl ?? embedded?.url ?? '',
    migrationsFolder,
    poolSize: config.databasePoolSize,
    // the pool's connections outlive the request that opened them: their events belong to no request
    onConnectionError: (err) =>
      outsideRequest(() => log.warn('lost an idle database connection', { err: err.message })),
  }).catch(async (err: unknown) => {
    await stopEmbedded();
    throw err;
  });
  log.info(
    `database ready (${embedded ? `embedded PostgreSQL in ${join(config.dataDir, 'postgres')}` : 'PostgreSQL server'})`,
    { ms: Math.round(performance.now() - started) },
  );

  if (config.seedDemoData) {
    const t = performance.now();
    // build.mjs copies backend/seed-images next to main.js, like the migrations
    const images = { from: join(here, 'seed-images'), storage: createUploadStorage(config) };
    if (await seedDemoData(database.db, { images }))
      log.info('demo data seeded', { ms: Math.round(performance.now() - t) });
  }

  const roots = staticRoots(config.staticRoot);
  if (!(await exists(join(roots.shell, 'index.html'))))
    log.warn(`shell is not built: ${roots.shell} has no index.html`);
  for (const [folder, dist] of roots.remotes) {
    if (!(await exists(join(dist, 'remoteEntry.js')))) log.warn(`remote ${folder} is not built`);
  }

  const staticCache = new StaticFileCache();
  const services = createServices({ db: database.db, config, log });
  // Live messaging events: this instance's LISTEN connection, before the first stream can open.
  await services.events.start();
  // /readyz: 503 until the jobs have started below, and again from the first step of shutdown
  const readiness = createReadiness({ db: database.db, jobs: services.jobs });
  const app = createApp({ db: database.db, config, log, staticCache, services, readiness });
  const server: Server = await new Promise((ok, fail) => {
    const s = createHttpServer(app);
    s.listen(config.port, config.host, () => ok(s));
    s.once('error', fail);
  });
  log.info(`Campus Skills Marketplace is running at ${config.publicOrigin}`);
  // Compress the bundles now rather than on the first visit.
  void staticCache
    .warm([roots.shell, ...roots.remotes.values()], {
      onChildFailure: (err) =>
        log.warn('static files compressed in this process: the compressing process failed', {
          err: String(err),
        }),
    })
    .then((n) => log.debug('static files ready', { files: n }))
    .catch((err: unknown) => log.warn('could not prepare static files', { err: String(err) }));

  // Timed work (upload sweep, session and account purges, ...) runs in the job runner, shared by every
  // instance on this database: each job runs once, wherever it is claimed.
  await services.jobs.start();
  log.info('background jobs started');
  // Orders whose payment moved while no instance was running (a crash between the card's authorisation
  // and the completion call) are brought up to date now rather than at the next scheduled reconcile.
  await services.jobs.send(ORDER_JOBS.reconcile, {}, { singletonKey: 'startup' });

  // SIGTERM/SIGINT: not ready, then (after SHUTDOWN_DELAY_MS or a second signal) drain and close
  const shutdown = gracefulShutdown({
    log,
    readiness,
    server,
    events: services.events,
    jobs: services.jobs,
    closeDatabase: () => database.close().then(stopEmbedded),
    delayMs: config.shutdownDelayMs,
  });
  const onSignal = (signal: NodeJS.Signals) =>
    void shutdown(signal).then(
      () => process.exit(0),
      (err: unknown) => {
        log.error('could not shut down cleanly', { err: String(err) });
        process.exit(1);
      },
    );
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `${err instanceof ConfigError || err instanceof EmbeddedPostgresError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
