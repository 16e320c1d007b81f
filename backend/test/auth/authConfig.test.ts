import { ConfigError, loadConfig } from '../../src/config';

const repoRoot = '/srv/campus';

describe('auth and mail configuration', () => {
  it('defaults: Google issuer and JWKS, no SMTP (local outbox), a no-reply sender', () => {
    expect(loadConfig({}, { repoRoot })).toMatchObject({
      googleClientId: undefined,
      googleIssuer: 'https://accounts.google.com',
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      smtpUrl: undefined,
      mailFrom: 'Campus Skills Marketplace <no-reply@localhost>',
      publicOriginFromEnv: false,
    });
  });

  it('reads them, treating empty values as unset', () => {
    const c = loadConfig(
      {
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        GOOGLE_ISSUER: 'http://127.0.0.1:9000',
        GOOGLE_JWKS_URL: 'http://127.0.0.1:9000/jwks',
        SMTP_URL: 'smtps://user:pass@mail.example.edu:465',
        MAIL_FROM: 'Campus <hello@example.edu>',
        PUBLIC_ORIGIN: 'https://campus.example.edu',
      },
      { repoRoot },
    );
    expect(c).toMatchObject({
      googleClientId: 'id.apps.googleusercontent.com',
      googleIssuer: 'http://127.0.0.1:9000',
      googleJwksUrl: 'http://127.0.0.1:9000/jwks',
      smtpUrl: 'smtps://user:pass@mail.example.edu:465',
      mailFrom: 'Campus <hello@example.edu>',
      publicOriginFromEnv: true,
    });
    expect(loadConfig({ SMTP_URL: '', GOOGLE_ISSUER: '', MAIL_FROM: '' }, { repoRoot })).toMatchObject({
      smtpUrl: undefined,
      googleIssuer: 'https://accounts.google.com',
      mailFrom: 'Campus Skills Marketplace <no-reply@localhost>',
    });
  });

  it('refuses a non-SMTP SMTP_URL and a bad JWKS URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail' }, { repoRoot })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
    expect(() => loadConfig({ GOOGLE_JWKS_URL: 'not a url' }, { repoRoot })).toThrow(ConfigError);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, { repoRoot })).toThrow(
      'SESSION_SECRET is required when NODE_ENV=production',
    );
    expect(
      loadConfig(
        {
          NODE_ENV: 'production',
          SESSION_SECRET: 'kT3v9QpZ2mW7xL4rN8bH6cJ1yF5dG0sA',
          PUBLIC_ORIGIN: 'https://campus.example.edu',
          PAYMENT_PROVIDER: 'sandbox',
        },
        { repoRoot },
      ).env,
    ).toBe('production');
  });
});
