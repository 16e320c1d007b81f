import { json, startTestServer, type TestServer } from '../harness';
import { Browser, DEMO_EMAIL, DEMO_PASSWORD } from './browser';

let server: TestServer;

beforeAll(async () => {
  // TRUST_PROXY lets the test speak for several client addresses through X-Forwarded-For
  server = await startTestServer({ seed: true, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const TOO_MANY = { message: 'Too many login attempts. Please try again later.' };

describe('failed login throttling', () => {
  it('answers 401 with the spec message for a wrong password or unknown account', async () => {
    const b = new Browser(server);
    const wrong = await b.post(
      '/api/login',
      { email: DEMO_EMAIL, password: 'not-the-password' },
      from('10.0.0.1'),
    );
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toEqual({ message: 'Invalid email or password' });
    const unknown = await b.post(
      '/api/login',
      { email: 'nobody@asu.edu', password: 'whatever1' },
      from('10.0.0.1'),
    );
    expect(unknown.status).toBe(401);
    expect(await json(unknown)).toEqual({ message: 'Invalid email or password' });
    const nonEdu = await b.post(
      '/api/login',
      { email: 'x@gmail.com', password: 'whatever1' },
      from('10.0.0.1'),
    );
    expect(nonEdu.status).toBe(400);
    expect(await json(nonEdu)).toMatchObject({ message: 'Must be a valid .edu email address' });
  });

  it('locks an account after 5 failures in 15 minutes, from any address, even for the right password', async () => {
    const b = new Browser(server);
    const email = 'priya.raman@umich.edu';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await b.post('/api/login', { email, password: `wrong-${i}` }, from(`10.0.1.${i}`))).status,
      ).toBe(401);
    }
    const locked = await b.post('/api/login', { email, password: DEMO_PASSWORD }, from('10.0.1.99'));
    expect(locked.status).toBe(429);
    expect(await json(locked)).toEqual(TOO_MANY);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // other accounts are unaffected
    expect(
      (await b.post('/api/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD }, from('10.0.1.99'))).status,
    ).toBe(200);
  });

  it('blocks an address after 20 failures across accounts', async () => {
    const b = new Browser(server);
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await b.post('/api/login', { email: `spray${i}@asu.edu`, password: 'guess-123' }, from('10.0.2.1')))
          .status,
      ).toBe(401);
    }
    const blocked = await b.post(
      '/api/login',
      { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      from('10.0.2.1'),
    );
    expect(blocked.status).toBe(429);
    expect(await json(blocked)).toEqual(TOO_MANY);
    expect(
      (await b.post('/api/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD }, from('10.0.2.2'))).status,
    ).toBe(200);
  });

  it('a success clears the account count', async () => {
    const b = new Browser(server);
    const email = 'ethan.brooks@utexas.edu';
    for (let i = 0; i < 4; i += 1)
      await b.post('/api/login', { email, password: 'nope-nope' }, from('10.0.3.1'));
    expect((await b.post('/api/login', { email, password: DEMO_PASSWORD }, from('10.0.3.1'))).status).toBe(
      200,
    );
    for (let i = 0; i < 4; i += 1)
      await b.post('/api/login', { email, password: 'nope-nope' }, from('10.0.3.1'));
    expect((await b.post('/api/login', { email, password: DEMO_PASSWORD }, from('10.0.3.1'))).status).toBe(
      200,
    );
  });
});
