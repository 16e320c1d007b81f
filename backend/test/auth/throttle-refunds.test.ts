import { json, startTestServer, type TestServer } from '../harness';
import { Browser, DEMO_EMAIL, DEMO_PASSWORD } from './browser';

/**
 * What the sign-in throttle counts: failures only. A refused attempt is taken back from every counter
 * (so that being refused on one account does not use up the address's allowance for the others), and a
 * successful sign-in takes its count back (so that signing in often never locks anyone out). Found by
 * mutation testing (backend/throttles): the limits were tested, what they count was not.
 */
let server: TestServer;

beforeAll(async () => {
  // TRUST_PROXY lets the test speak for several client addresses through X-Forwarded-For
  server = await startTestServer({ seed: true, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const login = (b: Browser, email: string, password: string, ip: string) =>
  b.post('/api/login', { email, password }, from(ip));

describe('what the sign-in throttle counts', () => {
  it('refused attempts do not count against the address: other accounts still sign in from it', async () => {
    const b = new Browser(server);
    const ip = '10.0.6.1';
    const guessed = 'priya.raman@umich.edu';
    for (let i = 0; i < 5; i += 1) expect((await login(b, guessed, `wrong-${i}`, ip)).status).toBe(401);
    // 20 more on that account from that address: refused, and not counted (else 25 > 20 for the address)
    for (let i = 0; i < 20; i += 1) {
      const refused = await login(b, guessed, `wrong-again-${i}`, ip);
      expect(refused.status).toBe(429);
      await json(refused);
    }
    expect((await login(b, DEMO_EMAIL, DEMO_PASSWORD, ip)).status).toBe(200);
  });

  it('successful sign-ins are not counted: more than the address limit (20) of them in a row all succeed', async () => {
    const b = new Browser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1)
      statuses.push((await login(b, DEMO_EMAIL, DEMO_PASSWORD, '10.0.6.2')).status);
    expect(statuses).toEqual(Array.from({ length: 22 }, () => 200));
  });
});
