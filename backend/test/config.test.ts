import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ConfigError,
  configWarnings,
  loadConfig,
  PAYMENT_PROVIDER_REQUIRED,
  SANDBOX_IN_PRODUCTION_WARNING,
} from '../src/config';
import {
  DISK_UPLOADS_ON_SEVERAL_INSTANCES,
  PUBLIC_ORIGIN_NOT_HTTPS,
  PUBLIC_ORIGIN_REQUIRED,
  SESSION_SECRET_WEAK,
} from '../src/config-production';
import { poolApplicationName } from '../src/db/client';
import { freePort } from '../src/db/embedded';
import { bundleBackend, killHard, startBackend } from './faults/backend-process';
import { backendDir } from './support/paths';
import { createMigratedDatabase, databaseUrl, dropDatabase, withAdmin } from './support/test-database';

const repoRoot = '/srv/campus';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    expect(loadConfig({}, { repoRoot })).toMatchObject({
      env: 'development',
      port: 3000,
      host: undefined,
      databaseUrl: undefined,
      dataDir: '/srv/campus/.data',
      uploadDir: '/srv/campus/.data/uploads',
      staticRoot: '/srv/campus',
      publicOrigin: 'http://localhost:3000',
      sessionSecret: undefined,
      trustProxy: false,
      logLevel: 'info',
      seedDemoData: true,
      googleClientId: undefined,
      googleScriptUrl: 'https://accounts.google.com/gsi/client',
      paymentProvider: 'sandbox',
      stripePublishableKey: undefined,
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripeApiUrl: undefined,
      authorisationMarginMs: 96 * 3_600_000,
      checkoutLimits: { openBookingsMax: 3, intentsPerHour: 10 },
      operatorEmails: [],
    });
  });

  it('takes the checkout limits from CHECKOUT_OPEN_BOOKINGS_MAX and CHECKOUT_INTENTS_PER_HOUR', () => {
    const env = { CHECKOUT_OPEN_BOOKINGS_MAX: '5', CHECKOUT_INTENTS_PER_HOUR: '40' };
    expect(loadConfig(env, { repoRoot }).checkoutLimits).toEqual({ openBookingsMax: 5, intentsPerHour: 40 });
    expect(() => loadConfig({ CHECKOUT_INTENTS_PER_HOUR: '0' }, { repoRoot })).toThrow(ConfigError);
    expect(() => loadConfig({ CHECKOUT_OPEN_BOOKINGS_MAX: 'many' }, { repoRoot })).toThrow(ConfigError);
  });

  it('reads every variable, resolving relative folders against the repository', () => {
    const c = loadConfig(
      {
        PORT: '4310',
        DATABASE_URL: 'postgres://u@db:5432/campus',
        DATA_DIR: 'var/data',
        UPLOAD_DIR: '/mnt/uploads',
        STATIC_ROOT: '/opt/web',
        PUBLIC_ORIGIN: 'https://campus.example.edu/',
        SESSION_SECRET: 'x'.repeat(32),
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: '0',
      },
      { repoRoot },
    );
    expect(c).toMatchObject({
      port: 4310,
      databaseUrl: 'postgres://u@db:5432/campus',
      dataDir: '/srv/campus/var/data',
      uploadDir: '/mnt/uploads',
      staticRoot: '/opt/web',
      publicOrigin: 'https://campus.example.edu',
      trustProxy: true,
      logLevel: 'warn',
      seedDemoData: false,
    });
  });

  it('reads DATABASE_POOL_SIZE (default 10) and INSTANCE_COUNT (default 1)', () => {
    expect(loadConfig({}, { repoRoot })).toMatchObject({ databasePoolSize: 10, instanceCount: 1 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '', INSTANCE_COUNT: '' }, { repoRoot })).toMatchObject({
      databasePoolSize: 10,
      instanceCount: 1,
    });
    expect(loadConfig({ DATABASE_POOL_SIZE: '4', INSTANCE_COUNT: '3' }, { repoRoot })).toMatchObject({
      databasePoolSize: 4,
      instanceCount: 3,
    });
    for (const bad of ['0', '1', 'ten', '2.5'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad }, { repoRoot })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ INSTANCE_COUNT: '0' }, { repoRoot })).toThrow(/INSTANCE_COUNT/);
  });

  it('reads OPERATOR_EMAILS as a lower-cased list', () => {
    expect(
      loadConfig({ OPERATOR_EMAILS: ' Ops@ASU.edu, ,dean@umich.edu ' }, { repoRoot }).operatorEmails,
    ).toEqual(['ops@asu.edu', 'dean@umich.edu']);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '', SESSION_SECRET: '' }, { repoRoot })).toMatchObject({
      databaseUrl: undefined,
      sessionSecret: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres:\/\/ URL/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET must be at least 32 characters/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PUBLIC_ORIGIN: 'not a url' }, /PUBLIC_ORIGIN/],
    [{ PAYMENT_PROVIDER: 'stripe' }, /STRIPE_SECRET_KEY is required/],
    [{ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' }, /STRIPE_WEBHOOK_SECRET is required/],
    [{ AUTHORISATION_MARGIN_HOURS: '0' }, /AUTHORISATION_MARGIN_HOURS/],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env, { repoRoot })).toThrow(ConfigError);
    expect(() => loadConfig(env, { repoRoot })).toThrow(message);
  });

  it('reads PAYMENT_PROVIDER, the sandbox when unset outside production', () => {
    expect(loadConfig({}, { repoRoot }).paymentProvider).toBe('sandbox');
    expect(loadConfig({ PAYMENT_PROVIDER: '' }, { repoRoot }).paymentProvider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }, { repoRoot }).paymentProvider).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' }, { repoRoot })).toThrow(/PAYMENT_PROVIDER/);
  });
});

/** A production environment that passes every production check but the payment provider's. */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'kT3v9QpZ2mW7xL4rN8bH6cJ1yF5dG0sA',
  PUBLIC_ORIGIN: 'https://campus.example.edu',
};

describe('production refuses settings that are unsafe on a public site', () => {
  const start = (env: Record<string, string>) => () =>
    loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox', ...env }, { repoRoot });

  it('starts with a random secret, an https origin and the defaults', () => {
    expect(start({})()).toMatchObject({ env: 'production', uploadStorage: 'disk', instanceCount: 1 });
  });

  it.each([
    ['a repeated character', 'x'.repeat(40)],
    ['a short repeated pattern', 'abcd'.repeat(10)],
    ['a placeholder', 'changeme-changeme-changeme-changeme'],
    ['a template value', 'replace-with-a-long-random-string-1234'],
  ])('refuses a weak SESSION_SECRET: %s', (_, secret) => {
    expect(start({ SESSION_SECRET: secret })).toThrow(SESSION_SECRET_WEAK);
  });

  it('takes the same weak-looking secret outside production', () => {
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(40) }, { repoRoot }).sessionSecret).toBe('x'.repeat(40));
  });

  it('refuses an unset or http:// PUBLIC_ORIGIN, except on a loopback address', () => {
    expect(start({ PUBLIC_ORIGIN: '' })).toThrow(PUBLIC_ORIGIN_REQUIRED);
    expect(start({ PUBLIC_ORIGIN: 'http://campus.example.edu' })).toThrow(PUBLIC_ORIGIN_NOT_HTTPS);
    for (const origin of ['http://127.0.0.1:4100', 'http://localhost:3000', 'http://[::1]:3000'])
      expect(start({ PUBLIC_ORIGIN: origin })().publicOrigin).toBe(origin);
  });

  it('refuses uploads on local disk when INSTANCE_COUNT says more than one instance', () => {
    expect(start({ INSTANCE_COUNT: '2' })).toThrow(DISK_UPLOADS_ON_SEVERAL_INSTANCES);
    expect(start({ INSTANCE_COUNT: '2', UPLOAD_STORAGE: 'disk' })).toThrow(DISK_UPLOADS_ON_SEVERAL_INSTANCES);
    expect(start({ INSTANCE_COUNT: '1', UPLOAD_STORAGE: 'disk' })().instanceCount).toBe(1);
    const s3 = { UPLOAD_STORAGE: 's3', S3_BUCKET: 'campus-uploads', S3_REGION: 'us-east-1' };
    expect(start({ INSTANCE_COUNT: '2', ...s3 })().instanceCount).toBe(2);
    // the development default is one machine's disk, whatever the count says
    expect(loadConfig({ INSTANCE_COUNT: '2' }, { repoRoot }).uploadStorage).toBe('disk');
  });

  it('lists every problem at once', () => {
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'y'.repeat(32),
      PUBLIC_ORIGIN: 'http://campus.example.edu',
      INSTANCE_COUNT: '3',
    };
    let message = '';
    try {
      loadConfig(env, { repoRoot });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      `  ${PAYMENT_PROVIDER_REQUIRED}`,
      `  ${SESSION_SECRET_WEAK}`,
      `  ${PUBLIC_ORIGIN_NOT_HTTPS}`,
      `  ${DISK_UPLOADS_ON_SEVERAL_INSTANCES}`,
    ]);
  });
});

describe('production never takes made-up cards', () => {
  it('refuses to start without an explicit PAYMENT_PROVIDER (unset or blank)', () => {
    expect(() => loadConfig(production, { repoRoot })).toThrow(ConfigError);
    expect(() => loadConfig(production, { repoRoot })).toThrow(PAYMENT_PROVIDER_REQUIRED);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: '' }, { repoRoot })).toThrow(
      PAYMENT_PROVIDER_REQUIRED,
    );
  });

  it('starts on an explicit PAYMENT_PROVIDER=sandbox, with a warning line; stripe and other envs warn of nothing', () => {
    const sandbox = loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' }, { repoRoot });
    expect(sandbox).toMatchObject({ env: 'production', paymentProvider: 'sandbox' });
    expect(configWarnings(sandbox)).toEqual([SANDBOX_IN_PRODUCTION_WARNING]);
    const stripe = loadConfig(
      {
        ...production,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
      { repoRoot },
    );
    expect(configWarnings(stripe)).toEqual([]);
    expect(configWarnings(loadConfig({}, { repoRoot }))).toEqual([]);
    expect(configWarnings(loadConfig({ NODE_ENV: 'test' }, { repoRoot }))).toEqual([]);
  });

  describe('the real start-up (src/main.ts in a process of its own)', () => {
    let script = '';
    beforeAll(async () => {
      script = await bundleBackend('config-startup');
    }, 60_000);

    /** How long a start-up may take to exit: past it the process is killed and the run fails (jest allows 30 s). */
    const EXIT_WITHIN_MS = 20_000;

    /**
     * Runs main.mjs with `env` until it exits; its output. The database address is closed: it never gets
     * further. A run that has not exited within EXIT_WITHIN_MS is killed (SIGKILL: no orphan is left) and
     * fails, saying so, with what it printed.
     */
    const run = (env: Record<string, string>) =>
      new Promise<{ code: number | null; output: string }>((ok, fail) => {
        const child = spawn(process.execPath, [script], {
          env: {
            PATH: process.env.PATH ?? '',
            DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
            DATA_DIR: join(backendDir, 'node_modules', '.cache', 'campus-test', 'config-startup', 'data'),
            LOG_LEVEL: 'info',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        let killed = false;
        const timer = setTimeout(() => {
          killed = true;
          child.kill('SIGKILL');
        }, EXIT_WITHIN_MS);
        child.stdout.on('data', (d: Buffer) => (output += d.toString()));
        child.stderr.on('data', (d: Buffer) => (output += d.toString()));
        child.once('close', (code) => {
          clearTimeout(timer);
          if (killed)
            fail(
              new Error(
                `src/main.ts did not exit within ${EXIT_WITHIN_MS} ms; killed. Its output:\n${output}`,
              ),
            );
          else ok({ code, output });
        });
      });

    it('exits with the reason when NODE_ENV=production names no PAYMENT_PROVIDER', async () => {
      const { code, output } = await run(production);
      expect(code).toBe(1);
      expect(output).toContain(PAYMENT_PROVIDER_REQUIRED);
    }, 30_000);

    it('prints the warning line first with PAYMENT_PROVIDER=sandbox in production', async () => {
      const { output } = await run({ ...production, PAYMENT_PROVIDER: 'sandbox' });
      // one JSON object per line (logger.ts): the warning is the first
      const first = JSON.parse(output.split('\n')[0] ?? '') as { level?: string; msg?: string };
      expect(first).toMatchObject({ level: 'warn', msg: SANDBOX_IN_PRODUCTION_WARNING });
      expect(output).not.toContain(PAYMENT_PROVIDER_REQUIRED);
    }, 30_000);

    it('opens the pool with DATABASE_POOL_SIZE connections at most', async () => {
      const database = await createMigratedDatabase();
      const dataDir = join(backendDir, 'node_modules', '.cache', 'campus-test', 'config-startup', 'pool');
      const backend = await startBackend(
        {
          NODE_ENV: 'test',
          DATABASE_URL: databaseUrl(database),
          DATA_DIR: dataDir,
          STATIC_ROOT: dataDir,
          SEED_DEMO_DATA: 'false',
          LOG_LEVEL: 'warn',
          DATABASE_POOL_SIZE: '3',
        },
        await freePort(),
        join(tmpdir(), `campus-pool-${process.pid}.log`),
        script,
      );
      try {
        // the pool names its size in pg_stat_activity (db/client.ts): the database's own view of it
        const names = await withAdmin(async (c) => {
          const { rows } = await c.query<{ name: string }>(
            'select distinct application_name as name from pg_stat_activity where datname = $1',
            [database],
          );
          return rows.map((r) => r.name);
        });
        expect(names).toContain(poolApplicationName(3));
        expect(names).not.toContain(poolApplicationName(10));
      } finally {
        await killHard(backend);
        await dropDatabase(database);
      }
    }, 30_000);
  });
});
