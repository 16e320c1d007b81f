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

  it('5 failures on an account from one address refuse that address (even the right password), not the owner elsewhere', async () => {
    const b = new Browser(server);
    const email = 'priya.raman@umich.edu';
    for (let i = 0; i < 5; i += 1) {
      expect((await b.post('/api/login', { email, password: `wrong-${i}` }, from('10.0.1.1'))).status).toBe(
        401,
      );
    }
    const locked = await b.post('/api/login', { email, password: DEMO_PASSWORD }, from('10.0.1.1'));
    expect(locked.status).toBe(429);
    expect(await json(locked)).toEqual(TOO_MANY);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // the owner, from an address that has not been failing, still signs in
    expect((await b.post('/api/login', { email, password: DEMO_PASSWORD }, from('10.0.1.99'))).status).toBe(
      200,
    );
    // other accounts from the failing address are unaffected
    expect(
      (await b.post('/api/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD }, from('10.0.1.1'))).status,
    ).toBe(200);
  });

  it('refuses every address once an account had 50 failures in 15 minutes (guessing from many addresses)', async () => {
    const b = new Browser(server);
    const email = 'marcus.johnson@gatech.edu';
    for (let i = 0; i < 50; i += 1) {
      expect(
        (await b.post('/api/login', { email, password: `wrong-${i}` }, from(`10.0.5.${Math.floor(i / 5)}`)))
          .status,
      ).toBe(401);
    }
    const ceiling = await b.post('/api/login', { email, password: DEMO_PASSWORD }, from('10.0.5.200'));
    expect(ceiling.status).toBe(429);
    expect(await json(ceiling)).toEqual(TOO_MANY);
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

describe('TRUST_PROXY', () => {
  it('takes the address the proxy saw (right-most X-Forwarded-For), so rotating client-sent values do not beat the limit', async () => {
    const b = new Browser(server);
    const answers: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      // what a client sends is kept by the proxy on the left; the proxy appends the address it saw
      const forged = `203.0.113.${i}`;
      const res = await b.post(
        '/api/login',
        { email: `rotate${i}@asu.edu`, password: 'guess-123' },
        { 'x-forwarded-for': `${forged}, 10.0.4.1` },
      );
      answers.push(res.status);
    }
    expect(answers.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });
});
