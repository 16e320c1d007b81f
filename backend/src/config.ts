import { isAbsolute, resolve } from 'node:path';
import { CHECKOUT_LIMITS, type CheckoutLimits } from '@campus/contracts';
import { z } from 'zod';
import { productionProblems } from './config-production';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Empty strings count as unset, so `FOO=` in a .env file falls back to the default. */
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const blankUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema);
const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
  /**
   * Connections in this instance's pool (docs/operations.md: the rule per instance count); 2 at least,
   * as the job runner holds one for its set-up lock while pg-boss starts on another.
   */
  DATABASE_POOL_SIZE: blankUnset(z.coerce.number().int().min(2).max(1000).default(10)),
  /** How many instances serve this site (production checks the settings that must be shared). */
  INSTANCE_COUNT: blankUnset(z.coerce.number().int().min(1).default(1)),
  /** URLs per sitemap file (crawlers/sitemap.ts); the protocol allows 50,000. */
  SITEMAP_PAGE_SIZE: blankUnset(z.coerce.number().int().min(1).max(50_000).default(10_000)),
  DATA_DIR: optionalText,
  UPLOAD_DIR: optionalText,
  UPLOAD_STORAGE: optionalText.pipe(z.enum(['disk', 's3']).default('disk')),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url('S3_ENDPOINT must be a URL such as http://127.0.0.1:9000').optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag(false),
  S3_KEY_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)*\/?$/, 'S3_KEY_PREFIX must be a key prefix such as campus/uploads/')
      .optional(),
  ),
  UPLOAD_PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'UPLOAD_PUBLIC_URL must be an http(s) URL' }).optional(),
  ),
  STATIC_ROOT: optionalText,
  PUBLIC_ORIGIN: optionalText.pipe(
    z.url('PUBLIC_ORIGIN must be a URL such as http://localhost:3000').optional(),
  ),
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ),
  TRUST_PROXY: flag(false),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  LOG_FORMAT: optionalText.pipe(z.enum(LOG_FORMATS).optional()),
  SHUTDOWN_DELAY_MS: blankUnset(z.coerce.number().int().min(0).max(600_000).default(0)),
  SSR: blankUnset(z.enum(['on', 'off']).default('on')),
  SSR_BUDGET_MS: blankUnset(z.coerce.number().int().min(0).max(10_000).default(150)),
  SSR_CACHE_MS: blankUnset(z.coerce.number().int().min(0).max(600_000).default(3000)),
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  SEED_DEMO_DATA: flag(true),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_SCRIPT_URL: z.url().default('https://accounts.google.com/gsi/client'),
  GOOGLE_ISSUER: optionalText.pipe(z.string().min(1).default('https://accounts.google.com')),
  GOOGLE_JWKS_URL: optionalText.pipe(z.url().default('https://www.googleapis.com/oauth2/v3/certs')),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(z.string().default('Campus Skills Marketplace <no-reply@localhost>')),
  /** Unset: the sandbox, except in production, which must name its processor (it never defaults to made-up cards). */
  PAYMENT_PROVIDER: optionalText.pipe(z.enum(['sandbox', 'stripe']).optional()),
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalText.pipe(
    z.url('STRIPE_API_URL must be a URL such as http://127.0.0.1:12111').optional(),
  ),
  AUTHORISATION_MARGIN_HOURS: z.coerce.number().positive().max(168).default(96),
  CHECKOUT_OPEN_BOOKINGS_MAX: z.coerce.number().int().min(1).default(CHECKOUT_LIMITS.openBookingsMax),
  CHECKOUT_INTENTS_PER_HOUR: z.coerce.number().int().min(1).default(CHECKOUT_LIMITS.intentsPerHour),
  OPERATOR_EMAILS: optionalText,
  /** Unset: on, except in production. */
  LOCAL_REMOTES: optionalText.pipe(z.enum(['true', 'false', '1', '0']).optional()),
});

/** The bucket uploads are kept in with UPLOAD_STORAGE=s3 (uploads/s3-storage.ts). */
export interface UploadS3Config {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  /** Both unset: the SDK's credential chain (AWS_* variables, the machine's role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (most self-hosted stores). */
  forcePathStyle: boolean;
  /** Put before every name: '' or ending in '/'. */
  keyPrefix: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string | undefined;
  /** Unset: the embedded PostgreSQL server, its cluster in `${dataDir}/postgres`. */
  databaseUrl: string | undefined;
  /** Connections in this instance's pool (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  /** INSTANCE_COUNT (default 1): more than one needs shared uploads. */
  instanceCount: number;
  /** URLs per sitemap file (SITEMAP_PAGE_SIZE, default 10,000). */
  sitemapPageSize: number;
  dataDir: string;
  uploadDir: string;
  /** Where uploads are kept: this machine's disk (UPLOAD_DIR) or an S3-compatible store. */
  uploadStorage: 'disk' | 's3';
  /** The bucket with UPLOAD_STORAGE=s3, else undefined. */
  s3: UploadS3Config | undefined;
  /** UPLOAD_PUBLIC_URL without its trailing slash: /uploads/<name> redirects to `<it>/<name>`. */
  uploadPublicUrl: string | undefined;
  /** Folder holding `shell/` and the `mf-*` packages (their `dist/` folders are served). */
  staticRoot: string;
  publicOrigin: string;
  /** PUBLIC_ORIGIN was set: only that origin may send mutating requests (else the request's own host). */
  publicOriginFromEnv: boolean;
  /** Unset: main.ts generates one and keeps it in DATA_DIR. */
  sessionSecret: string | undefined;
  trustProxy: boolean;
  logLevel: LogLevel;
  /** Unset: pretty on a terminal outside production, else json (logger.ts resolveLogFormat). */
  logFormat: LogFormat | undefined;
  /** On SIGTERM, serve this long with /readyz at 503 before closing the listener (a second signal: at once). */
  shutdownDelayMs: number;
  /** SSR=off: every page is rendered by the browser (the HTML carries no first screen). */
  ssr: boolean;
  /** How long a remote's page may take on the server before the browser renders it (SSR_BUDGET_MS). */
  ssrBudgetMs: number;
  /** How long a page rendered for a visitor without a session is kept for the next ones (SSR_CACHE_MS; 0: never). */
  ssrCacheMs: number;
  /** Set: GET /metrics answers a scraper sending `Authorization: Bearer <token>`. Unset: no /metrics. */
  metricsToken: string | undefined;
  seedDemoData: boolean;
  googleClientId: string | undefined;
  googleScriptUrl: string;
  /** `iss` of accepted Google ID tokens (both spellings are accepted for Google's own). */
  googleIssuer: string;
  /** Key set that signs Google ID tokens. */
  googleJwksUrl: string;
  /** Unset: mail goes to the local outbox `${dataDir}/outbox` and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  paymentProvider: 'sandbox' | 'stripe';
  /** Unset with PAYMENT_PROVIDER=stripe: checkout shows the spec's disabled 'Demo Mode' form. */
  stripePublishableKey: string | undefined;
  /** Required with PAYMENT_PROVIDER=stripe. */
  stripeSecretKey: string | undefined;
  /** Verifies Stripe's webhook signatures; required with PAYMENT_PROVIDER=stripe. */
  stripeWebhookSecret: string | undefined;
  /** Another Stripe API address (a local test server); unset: api.stripe.com. */
  stripeApiUrl: string | undefined;
  /** An authorisation not captured this long after it was made is voided (card networks drop it later). */
  authorisationMarginMs: number;
  /** A customer's checkout limits (default contracts' CHECKOUT_LIMITS; load and fault runs raise them). */
  checkoutLimits: CheckoutLimits;
  /** Lower-cased e-mails of the operators, who decide contested disputes (OPERATOR_EMAILS, comma-separated). */
  operatorEmails: string[];
  /**
   * A browser may load a remote from its team's dev server (`/preview/<folder>/local`, proxied under
   * `/mf-local/<folder>/`). LOCAL_REMOTES; default on, except in production.
   */
  localRemotes: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const PAYMENT_PROVIDER_REQUIRED =
  'PAYMENT_PROVIDER is required when NODE_ENV=production: stripe for real payments, or sandbox to accept only the test cards (no money moves)';
export const SANDBOX_IN_PRODUCTION_WARNING =
  'PAYMENT_PROVIDER=sandbox in production: payments use the built-in sandbox, which takes test cards and moves no money. Set PAYMENT_PROVIDER=stripe to take real payments.';

/** The lines main.ts prints at start, before anything else: settings that work but deserve a look. */
export function configWarnings(config: Pick<Config, 'env' | 'paymentProvider'>): string[] {
  return config.env === 'production' && config.paymentProvider === 'sandbox'
    ? [SANDBOX_IN_PRODUCTION_WARNING]
    : [];
}

/**
 * Reads and checks the environment. `repoRoot` anchors the relative defaults
 * (data in `<repo>/.data`, static files from the repo's `dist/` folders).
 */
export function loadConfig(env: NodeJS.ProcessEnv, { repoRoot }: { repoRoot: string }): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(repoRoot, p));
  const dataDir = abs(e.DATA_DIR ?? '.data');
  const problems: string[] = [];
  // production never falls back to the sandbox, whose cards are made up: the processor is a decision
  if (e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === undefined)
    problems.push(PAYMENT_PROVIDER_REQUIRED);
  const paymentProvider = e.PAYMENT_PROVIDER ?? 'sandbox';
  if (paymentProvider === 'stripe') {
    for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!e[k]) problems.push(`${k} is required when PAYMENT_PROVIDER=stripe`);
    }
  }
  if (e.NODE_ENV === 'production')
    problems.push(
      ...productionProblems({
        sessionSecret: e.SESSION_SECRET,
        publicOrigin: e.PUBLIC_ORIGIN,
        uploadStorage: e.UPLOAD_STORAGE,
        instanceCount: e.INSTANCE_COUNT,
      }),
    );
  if (e.UPLOAD_STORAGE === 's3') {
    const missing = (['S3_BUCKET', 'S3_REGION'] as const).filter((k) => !e[k]);
    if (missing.length) problems.push(`UPLOAD_STORAGE=s3 needs ${missing.join(', ')}`);
    if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
      problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    instanceCount: e.INSTANCE_COUNT,
    sitemapPageSize: e.SITEMAP_PAGE_SIZE,
    dataDir,
    uploadDir: e.UPLOAD_DIR ? abs(e.UPLOAD_DIR) : resolve(dataDir, 'uploads'),
    uploadStorage: e.UPLOAD_STORAGE,
    s3:
      e.UPLOAD_STORAGE === 's3'
        ? {
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION ?? '',
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            keyPrefix: e.S3_KEY_PREFIX ? e.S3_KEY_PREFIX.replace(/\/?$/, '/') : '',
          }
        : undefined,
    uploadPublicUrl: e.UPLOAD_PUBLIC_URL?.replace(/\/+$/, ''),
    staticRoot: abs(e.STATIC_ROOT ?? '.'),
    publicOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicOriginFromEnv: e.PUBLIC_ORIGIN !== undefined,
    sessionSecret: e.SESSION_SECRET,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    ssr: e.SSR === 'on',
    ssrBudgetMs: e.SSR_BUDGET_MS,
    ssrCacheMs: e.SSR_CACHE_MS,
    metricsToken: e.METRICS_TOKEN,
    seedDemoData: e.SEED_DEMO_DATA,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleScriptUrl: e.GOOGLE_SCRIPT_URL,
    googleIssuer: e.GOOGLE_ISSUER,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paymentProvider,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: e.STRIPE_API_URL,
    authorisationMarginMs: e.AUTHORISATION_MARGIN_HOURS * 3_600_000,
    checkoutLimits: {
      openBookingsMax: e.CHECKOUT_OPEN_BOOKINGS_MAX,
      intentsPerHour: e.CHECKOUT_INTENTS_PER_HOUR,
    },
    operatorEmails: (e.OPERATOR_EMAILS ?? '')
      .split(',')
      .map((m) => m.trim().toLowerCase())
      .filter(Boolean),
    localRemotes:
      e.LOCAL_REMOTES === undefined
        ? e.NODE_ENV !== 'production'
        : e.LOCAL_REMOTES === 'true' || e.LOCAL_REMOTES === '1',
  };
}
