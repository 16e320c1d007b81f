import { json, startTestServer, type TestServer } from '../harness';
import { Browser, DEMO_EMAIL, DEMO_PASSWORD, signedIn } from './browser';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server.close());

const refusal = { message: 'Cross-origin requests are not allowed' };

describe('mutating requests from other origins', () => {
  it('refuses a cross-origin POST with 403, even with a valid session cookie', async () => {
    const victim = await signedIn(server);
    const evil = new Browser(server, 'https://evil.example');
    for (const [k, v] of victim.cookies) evil.cookies.set(k, v);
    const res = await evil.post('/api/logout');
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual(refusal);
    expect((await victim.get('/api/me')).status).toBe(200);

    const put = await evil.put('/api/profile', {
      firstName: 'Pwned',
      lastName: 'X',
      university: 'Arizona State University',
    });
    expect(put.status).toBe(403);
  });

  it('refuses a login posted from another origin, and the opaque origin null', async () => {
    expect(
      (
        await new Browser(server, 'http://localhost:9999').post('/api/login', {
          email: DEMO_EMAIL,
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(403);
    expect(
      (await new Browser(server, 'null').post('/api/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD }))
        .status,
    ).toBe(403);
  });

  it('uses Referer when Origin is absent', async () => {
    const noOrigin = new Browser(server, null);
    const cross = await noOrigin.post(
      '/api/login',
      { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      { referer: 'https://evil.example/page' },
    );
    expect(cross.status).toBe(403);
    const same = await noOrigin.post(
      '/api/login',
      { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      { referer: `${server.url}/auth` },
    );
    expect(same.status).toBe(200);
  });

  it('lets same-origin requests and requests naming no origin through; reads are never refused', async () => {
    expect(
      (await new Browser(server).post('/api/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).status,
    ).toBe(200);
    expect(
      (await new Browser(server, null).post('/api/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD }))
        .status,
    ).toBe(200);
    expect(
      (
        await new Browser(server, 'https://evil.example').get('/api/auth/status', {
          origin: 'https://evil.example',
        })
      ).status,
    ).toBe(200);
  });

  it('compares with PUBLIC_ORIGIN when it is set', async () => {
    const pinned = await startTestServer({
      seed: true,
      env: { PUBLIC_ORIGIN: 'http://campus.localhost:4321' },
    });
    try {
      expect((await new Browser(pinned, pinned.url).post('/api/logout')).status).toBe(403);
      expect((await new Browser(pinned, 'http://campus.localhost:4321').post('/api/logout')).status).toBe(
        200,
      );
    } finally {
      await pinned.close();
    }
  });
});
