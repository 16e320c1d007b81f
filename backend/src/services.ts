import type { CheckoutLimits } from '@campus/contracts';
import { purgeUnverifiedAccounts } from './auth/accounts';
import { createGoogleVerifier, type GoogleVerifier } from './auth/google';
import { createThrottle, type Throttle } from './auth/throttle';
import { createClock, type Clock } from './clock/clock';
import type { Config } from './config';
import type { Db } from './db/types';
import { createLiveEvents, type LiveEvents } from './events/hub';
import { defineHousekeepingJobs } from './jobs/housekeeping';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { countJobRuns, createMetricsRegistry, observeOnScrape, timePaymentCalls } from './metrics';
import type { Registry } from 'prom-client';
import type { Logger } from './logger';
import { createMailer } from './mail/createMailer';
import type { Mailer } from './mail/mailer';
import { defineMessageJobs } from './messages/unread-mail';
import { defineVerificationMailJobs } from './auth/verification-mail-job';
import { createPaymentProvider } from './payments/create';
import { purgeExpiredSessions } from './sessions/store';
import type { PaymentProvider } from './payments/provider';
import { defineOrderJobs, payOutProvidersSoon } from './orders/jobs';
import { defineOrderMailJobs } from './orders/notifications';
import type { PayOutProviders } from './orders/release';
import { handlePaymentWebhook } from './orders/webhook';
import { defineUploadJobs } from './uploads/jobs';
import { createUploadService, type UploadService } from './uploads/service';
import { createReleaseStore, type ReleaseStore } from './remotes';
import { createUploadStorage } from './uploads/create';

/**
 * The long-lived services, built once by `createServices` (the composition root) for the HTTP app
 * and for background jobs alike.
 */
export interface Services {
  config: Config;
  log: Logger;
  mailer: Mailer;
  /** null when GOOGLE_CLIENT_ID is unset: Google sign-in is off. */
  google: GoogleVerifier | null;
  /**
   * Every throttle's counters (login, verification codes, registration, resend). They write on their
   * own connection on purpose: an attempt counts even when the request that made it fails.
   */
  throttle: Throttle;
  /** A customer's checkout limits (config: CHECKOUT_OPEN_BOOKINGS_MAX, CHECKOUT_INTENTS_PER_HOUR). */
  checkoutLimits: CheckoutLimits;
  /** Uploaded images: their storage (UPLOAD_DIR on disk, or a bucket: UPLOAD_STORAGE), recording and sweep. */
  uploads: UploadService;
  /**
   * The background job runner (pg-boss), with every job declared. Built here, started only by main.ts
   * (so tests and tools that build the services run no jobs and create no `pgboss` schema).
   */
  jobs: JobRunner;
  /**
   * Live messaging events: this instance's open streams and its LISTEN connection (events/hub.ts).
   * Built here, started only by main.ts (stopped before the database closes); tests start their own.
   */
  events: LiveEvents;
  /**
   * The payment provider (PAYMENT_PROVIDER): the built-in sandbox (its webhook re-delivery job is
   * declared on `jobs`) or Stripe.
   */
  payments: PaymentProvider;
  /**
   * The time the order process compares deadlines with and stamps transitions at: real time, movable
   * forward only with NODE_ENV=test (POST /api/test/clock).
   */
  clock: Clock;
  /** Pays out what these providers are owed once their payouts became enabled (orders/jobs.ts). */
  payOutProviders: PayOutProviders;
  /** This instance's own Prometheus registry (metrics/), served at /metrics when METRICS_TOKEN is set. */
  metrics: Registry;
  /** The remotes' published releases and live record, shared by every instance (remotes/store.ts). */
  releases: ReleaseStore;
}

export interface ServiceInput {
  db: Db;
  config: Config;
  log: Logger;
}

/** The composition root: every long-lived service, wired once. */
export function createServices({ db, config, log }: ServiceInput): Services {
  const uploads = createUploadService({ db, storage: createUploadStorage(config), log });
  const metrics = createMetricsRegistry({ processMetrics: config.metricsToken !== undefined });
  const jobs = createJobRunner({ pool: db.$client, log, onRunEnd: countJobRuns(metrics) });
  defineUploadJobs(jobs, uploads);
  defineHousekeepingJobs(
    jobs,
    {
      expiredSessions: () => purgeExpiredSessions(db),
      unverifiedAccounts: () => purgeUnverifiedAccounts(db),
    },
    log,
  );
  const mailer = createMailer(
    {
      smtpUrl: config.smtpUrl ?? null,
      mailFrom: config.mailFrom,
      dataDir: config.dataDir,
      env: config.env,
    },
    (msg, fields) => log.info(msg, fields),
  );
  defineMessageJobs(jobs, { db, mailer, publicOrigin: config.publicOrigin }, log);
  defineVerificationMailJobs(jobs, { db, mailer, publicOrigin: config.publicOrigin }, log);
  const payments = timePaymentCalls(createPaymentProvider({ config, db, log, jobs }), metrics);
  const clock = createClock({ adjustable: config.env === 'test' });
  const payOutProviders = payOutProvidersSoon(jobs, { db, payments, log }, clock);
  // the order process hears the provider's events: the sandbox hands them over itself, Stripe posts them
  payments.onWebhook?.((raw, signature) =>
    handlePaymentWebhook({ db, payments, log, payOutProviders }, raw, signature),
  );
  defineOrderJobs(jobs, { db, payments, log, authorisationMarginMs: config.authorisationMarginMs }, clock);
  defineOrderMailJobs(jobs, { db, mailer, publicOrigin: config.publicOrigin, log });
  const events = createLiveEvents({ db, log });
  observeOnScrape(metrics, { db, events });
  return {
    config,
    log,
    mailer,
    google: config.googleClientId
      ? createGoogleVerifier({
          clientId: config.googleClientId,
          issuer: config.googleIssuer,
          jwksUrl: config.googleJwksUrl,
        })
      : null,
    throttle: createThrottle(db),
    checkoutLimits: config.checkoutLimits,
    uploads,
    jobs,
    events,
    payments,
    clock,
    payOutProviders,
    metrics,
    releases: createReleaseStore(db),
  };
}
