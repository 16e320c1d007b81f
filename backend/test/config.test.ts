import { ConfigError, loadConfig } from '../src/config';

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
      operatorEmails: [],
    });
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
});
