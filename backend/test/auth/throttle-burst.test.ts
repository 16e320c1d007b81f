import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { startTestServer, type TestServer } from '../harness';
import { Browser, DEMO_PASSWORD } from './browser';
import { startSmtpSink, verificationOf, type SmtpSink } from './smtpSink';

/**
 * Every throttle is one atomic count-and-check: a burst of concurrent requests over real HTTP (the pool's
 * connections really run them in parallel on the PostgreSQL server) gets at most the limit evaluated.
 */
let server: TestServer;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  // TRUST_PROXY lets the test speak for several client addresses through X-Forwarded-For
  server = await startTestServer({ seed: true, env: { TRUST_PROXY: 'true', SMTP_URL: sink.url } });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** Fires every request at once and counts the answers by status. */
async function burst(requests: Array<() => Promise<Response>>): Promise<Map<number, number>> {
  const answers = await Promise.all(requests.map((send) => send()));
  const counts = new Map<number, number>();
  for (const res of answers) {
    counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
    await res.arrayBuffer();
  }
  return counts;
}
const count = (answers: Map<number, number>, status: number) => answers.get(status) ?? 0;

describe('concurrent bursts against the throttles', () => {
  it('checks at most 5 of 500 concurrent codes for one e-mail; the right code afterwards does not verify', async () => {
    const b = new Browser(server);
    const email = 'burst.code@mit.edu';
    expect((await b.post('/api/register', { email, password: 'secret12' }, from('10.20.0.1'))).status).toBe(
      201,
    );
    const { code } = verificationOf(await sink.waitFor(email));
    const wrong = code === '999999' ? '999998' : '999999';
    // from 250 addresses, so the per-e-mail limit (5) is the one that counts; the right code goes last
    const size = 500;
    const answers = await burst(
      Array.from(
        { length: size },
        (_, i) => () =>
          b.post(
            '/api/verify-email/code',
            { email, code: i === size - 1 ? code : wrong },
            from(`10.20.1.${i % 250}`),
          ),
      ),
    );
    const evaluated = count(answers, 400) + count(answers, 200);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(evaluated + count(answers, 429)).toBe(size);
    if (count(answers, 200) === 0) {
      const late = await b.post('/api/verify-email/code', { email, code }, from('10.20.2.1'));
      expect(late.status).toBe(429);
      const [row] = await server.db.select().from(users).where(eq(users.email, email));
      expect(row?.isVerified).toBe(false);
    }
  });

  it('checks at most 5 of 60 concurrent wrong passwords for one account from one address', async () => {
    const email = 'hannah.lee@uw.edu';
    const answers = await burst(
      Array.from(
        { length: 60 },
        (_, i) => () =>
          new Browser(server).post('/api/login', { email, password: `wrong-${i}` }, from('10.21.0.1')),
      ),
    );
    expect(count(answers, 401)).toBeLessThanOrEqual(5);
    expect(count(answers, 401) + count(answers, 429)).toBe(60);
    // the right password from that address is refused too (it is the address that has been guessing)
    expect(
      (await new Browser(server).post('/api/login', { email, password: DEMO_PASSWORD }, from('10.21.0.1')))
        .status,
    ).toBe(429);
  });

  it('checks at most 20 of 60 concurrent wrong logins across accounts from one address', async () => {
    const answers = await burst(
      Array.from(
        { length: 60 },
        (_, i) => () =>
          new Browser(server).post(
            '/api/login',
            { email: `spray.burst${i}@asu.edu`, password: 'guess-123' },
            from('10.22.0.1'),
          ),
      ),
    );
    expect(count(answers, 401)).toBeLessThanOrEqual(20);
    expect(count(answers, 401) + count(answers, 429)).toBe(60);
  });

  it('checks at most the per-account ceiling of 200 concurrent wrong passwords from 100 addresses', async () => {
    const email = 'priya.raman@umich.edu';
    const answers = await burst(
      Array.from(
        { length: 200 },
        (_, i) => () =>
          new Browser(server).post(
            '/api/login',
            { email, password: `wrong-${i}` },
            from(`10.23.${Math.floor(i / 2)}.1`),
          ),
      ),
    );
    expect(count(answers, 401)).toBeLessThanOrEqual(50);
    expect(count(answers, 401) + count(answers, 429)).toBe(200);
  });

  it('registers at most 10 of 40 concurrent sign-ups from one address', async () => {
    const answers = await burst(
      Array.from(
        { length: 40 },
        (_, i) => () =>
          new Browser(server).post(
            '/api/register',
            { email: `burst.reg${i}@asu.edu`, password: 'secret12' },
            from('10.24.0.1'),
          ),
      ),
    );
    expect(count(answers, 201)).toBeLessThanOrEqual(10);
    expect(count(answers, 201) + count(answers, 429)).toBe(40);
    const rows = await server.db.select({ email: users.email }).from(users);
    expect(rows.filter((r) => r.email.startsWith('burst.reg')).length).toBe(count(answers, 201));
  });

  it('sends at most 3 of 40 concurrent resends for one e-mail', async () => {
    const email = 'burst.resend@mit.edu';
    await new Browser(server).post('/api/register', { email, password: 'secret12' }, from('10.25.0.1'));
    await sink.waitFor(email);
    const answers = await burst(
      Array.from(
        { length: 40 },
        (_, i) => () => new Browser(server).post('/api/verify-email/resend', { email }, from(`10.25.1.${i}`)),
      ),
    );
    expect(count(answers, 200)).toBeLessThanOrEqual(3);
    expect(count(answers, 200) + count(answers, 429)).toBe(40);
  });
});
