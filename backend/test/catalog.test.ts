import { ITEM_CATEGORIES, ITEM_CONDITIONS, SERVICE_CATEGORIES, api } from '@campus/contracts';
import { json, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('constant lists', () => {
  it('GET /api/categories lists the ten service categories', async () => {
    const res = await server.get('/api/categories');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await json(res)).toEqual([...SERVICE_CATEGORIES]);
  });

  it('GET /api/marketplace-categories and /api/item-conditions list the item constants', async () => {
    expect(await json(await server.get('/api/marketplace-categories'))).toEqual([...ITEM_CATEGORIES]);
    expect(await json(await server.get('/api/item-conditions'))).toEqual([...ITEM_CONDITIONS]);
  });
});

describe('GET /api/config', () => {
  it('gives the public configuration and nothing secret', async () => {
    const body = await json(await server.get('/api/config'));
    expect(api.config.reply.parse(body)).toEqual({
      googleClientId: null,
      googleScriptUrl: 'https://accounts.google.com/gsi/client',
      paymentProvider: 'sandbox',
      stripePublishableKey: null,
    });
  });

  it('passes configured public ids through', async () => {
    const other = await startTestServer({
      env: {
        GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_abc',
      },
    });
    try {
      expect(await json(await other.get('/api/config'))).toMatchObject({
        googleClientId: 'client-123.apps.googleusercontent.com',
        paymentProvider: 'stripe',
        stripePublishableKey: 'pk_test_abc',
      });
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/auth/status', () => {
  it('is false without a session', async () => {
    const res = await server.get('/api/auth/status');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ isAuthenticated: false });
  });

  it('is false for a forged session cookie', async () => {
    const res = await server.get('/api/auth/status', {
      headers: { cookie: 'campus.sid=abc; campus.sid.sig=forged' },
    });
    expect(await json(res)).toEqual({ isAuthenticated: false });
  });
});

describe('API fallbacks', () => {
  it('answers an unknown /api address with a JSON 404', async () => {
    for (const path of ['/api/nope', '/api', '/api/gigs/1/nope']) {
      const res = await server.get(path);
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: 'Not found' });
    }
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const res = await server.get('/api/categories', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect(await json(res)).toEqual({ message: 'Method not allowed' });
  });

  it('marks API replies as not cacheable and sets the basic security headers', async () => {
    const res = await server.get('/api/categories');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a malformed JSON body with 400', async () => {
    const res = await server.get('/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: '{"broken":',
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: 'Request body is not valid JSON' });
  });
});
