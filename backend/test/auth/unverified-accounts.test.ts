import { eq } from 'drizzle-orm';
import { purgeUnverifiedAccounts } from '../../src/auth/accounts';
import { users } from '../../src/db/schema';
import { json, startTestServer, type TestServer } from '../harness';
import { Browser } from './browser';
import { startSmtpSink, verificationOf, type SmtpSink } from './smtpSink';

/** Registration squatting: throttled sign-ups, unverified accounts that expire after 48 hours, resend. */
let server: TestServer;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  // TRUST_PROXY lets the test speak for several client addresses through X-Forwarded-For
  server = await startTestServer({ env: { TRUST_PROXY: 'true', SMTP_URL: sink.url } });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

const HOUR = 3_600_000;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const message = async (res: Response) => (await json<{ message: string }>(res)).message;
const RESENT =
  'If this address has an account waiting for verification, we sent it a new link and 6-digit code.';
const mailsTo = (address: string) => sink.messages.filter((m) => m.to.includes(address));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function register(email: string, password: string, ip: string): Promise<Response> {
  return new Browser(server).post('/api/register', { email, password }, from(ip));
}
async function makeOlder(email: string, hours: number): Promise<void> {
  await server.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(users.email, email));
}

describe('POST /api/register throttle', () => {
  it('accepts 10 sign-ups per address in an hour, then 429 with Retry-After; another address still registers', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await register(`many${i}@asu.edu`, 'secret12', '10.40.0.1')).status).toBe(201);
    const refused = await register('many10@asu.edu', 'secret12', '10.40.0.1');
    expect(refused.status).toBe(429);
    expect(await message(refused)).toBe('Too many sign-ups from your network. Please try again later.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await server.db.select().from(users).where(eq(users.email, 'many10@asu.edu'))).toHaveLength(0);
    expect((await register('many10@asu.edu', 'secret12', '10.40.0.2')).status).toBe(201);
  });
});

describe('unverified accounts expire after 48 hours', () => {
  it('still blocks registering the address within 48 hours (409)', async () => {
    expect((await register('young@umich.edu', 'squatter-1', '10.41.0.1')).status).toBe(201);
    await makeOlder('young@umich.edu', 47);
    const again = await register('young@umich.edu', 'owner-pass', '10.41.0.2');
    expect(again.status).toBe(409);
  });

  it('lets the address register again after 48 hours: the old account, its password and link are gone', async () => {
    const email = 'squatted@umich.edu';
    expect((await register(email, 'squatter-1', '10.41.1.1')).status).toBe(201);
    const old = verificationOf(await sink.waitFor(email));
    const [first] = await server.db.select().from(users).where(eq(users.email, email));
    await makeOlder(email, 49);

    const owner = await register(email, 'owner-pass', '10.41.1.2');
    expect(owner.status).toBe(201);
    const rows = await server.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(first?.id);
    expect((await new Browser(server).post('/api/verify-email', { token: old.token })).status).toBe(400);
    const fresh = verificationOf(mailsTo(email).at(-1) ?? (await sink.waitFor(email)));
    expect(fresh.token).not.toBe(old.token);
    expect((await new Browser(server).post('/api/verify-email', { token: fresh.token })).status).toBe(200);
    expect((await new Browser(server).post('/api/login', { email, password: 'squatter-1' })).status).toBe(
      401,
    );
    expect((await new Browser(server).post('/api/login', { email, password: 'owner-pass' })).status).toBe(
      200,
    );
  });

  it('an expired unverified account can no longer be verified or signed in to, and mails nothing', async () => {
    const email = 'stale@umich.edu';
    expect((await register(email, 'stale-pass', '10.41.2.1')).status).toBe(201);
    const { token, code } = verificationOf(await sink.waitFor(email));
    await makeOlder(email, 49);
    const b = new Browser(server);
    expect((await b.post('/api/verify-email', { token })).status).toBe(400);
    expect((await b.post('/api/verify-email/code', { email, code })).status).toBe(400);
    const login = await b.post('/api/login', { email, password: 'stale-pass' });
    expect(login.status).toBe(401);
    expect(await message(login)).toBe('Invalid email or password');
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('the purge deletes unverified accounts older than 48 hours and nothing else', async () => {
    await register('purge.old@nyu.edu', 'secret12', '10.41.3.1');
    await register('purge.young@nyu.edu', 'secret12', '10.41.3.1');
    await register('purge.verified@nyu.edu', 'secret12', '10.41.3.1');
    await makeOlder('purge.old@nyu.edu', 49);
    await makeOlder('purge.young@nyu.edu', 47);
    await server.db.update(users).set({ isVerified: true }).where(eq(users.email, 'purge.verified@nyu.edu'));
    await makeOlder('purge.verified@nyu.edu', 24 * 30);

    expect(await purgeUnverifiedAccounts(server.db)).toBeGreaterThanOrEqual(1);
    const left = (await server.db.select({ email: users.email }).from(users)).map((r) => r.email);
    expect(left).not.toContain('purge.old@nyu.edu');
    expect(left).toContain('purge.young@nyu.edu');
    expect(left).toContain('purge.verified@nyu.edu');
    expect(await purgeUnverifiedAccounts(server.db)).toBe(0);
  });
});

describe('POST /api/verify-email/resend', () => {
  it('mails an unverified account a fresh link and code (the old ones stop working), with the neutral answer', async () => {
    const email = 'resend.me@mit.edu';
    expect((await register(email, 'secret12', '10.42.0.1')).status).toBe(201);
    const old = verificationOf(await sink.waitFor(email));
    const res = await new Browser(server).post(
      '/api/verify-email/resend',
      { email: 'Resend.Me@MIT.edu' },
      from('10.42.0.2'),
    );
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: RESENT });
    // the second mail goes through the job runner: waited for up to 20 s (5 s was short on a loaded machine)
    const until = Date.now() + 20_000;
    while (mailsTo(email).length < 2 && Date.now() < until) await pause(50);
    expect(mailsTo(email)).toHaveLength(2);
    const fresh = verificationOf(mailsTo(email).at(-1) ?? (await sink.waitFor(email)));
    expect(fresh.token).not.toBe(old.token);
    const b = new Browser(server);
    expect((await b.post('/api/verify-email', { token: old.token })).status).toBe(400);
    expect((await b.post('/api/verify-email/code', { email, code: fresh.code })).status).toBe(200);
  });

  it('answers the same for an unknown address, a verified account and an expired one, and mails none of them', async () => {
    const verified = 'resend.verified@mit.edu';
    const expired = 'resend.expired@mit.edu';
    await register(verified, 'secret12', '10.42.1.1');
    await server.db.update(users).set({ isVerified: true }).where(eq(users.email, verified));
    await register(expired, 'secret12', '10.42.1.1');
    await makeOlder(expired, 49);
    await sink.waitFor(verified);
    await sink.waitFor(expired);
    for (const email of ['resend.nobody@mit.edu', verified, expired]) {
      const res = await new Browser(server).post('/api/verify-email/resend', { email }, from('10.42.1.2'));
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ message: RESENT });
    }
    await pause(500);
    expect(mailsTo('resend.nobody@mit.edu')).toHaveLength(0);
    expect(mailsTo(verified)).toHaveLength(1);
    expect(mailsTo(expired)).toHaveLength(1);
  });

  it('refuses a non-.edu address with the spec message', async () => {
    const res = await new Browser(server).post('/api/verify-email/resend', { email: 'x@gmail.com' });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Must be a valid .edu email address');
  });

  it('is throttled per e-mail (3 an hour, from any address) and per address (10 an hour)', async () => {
    const b = new Browser(server);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await b.post('/api/verify-email/resend', { email: 'often@mit.edu' }, from(`10.43.0.${i}`))).status,
      ).toBe(200);
    const perEmail = await b.post('/api/verify-email/resend', { email: 'often@mit.edu' }, from('10.43.0.9'));
    expect(perEmail.status).toBe(429);
    expect(await message(perEmail)).toBe('Too many attempts. Please try again later.');
    expect(Number(perEmail.headers.get('retry-after'))).toBeGreaterThan(3000);

    for (let i = 0; i < 10; i += 1)
      expect(
        (await b.post('/api/verify-email/resend', { email: `spread${i}@mit.edu` }, from('10.43.1.1'))).status,
      ).toBe(200);
    expect(
      (await b.post('/api/verify-email/resend', { email: 'spread10@mit.edu' }, from('10.43.1.1'))).status,
    ).toBe(429);
  });
});
