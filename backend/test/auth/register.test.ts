import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@campus/contracts';
import { users } from '../../src/db/schema';
import type { OutboxEntry } from '../../src/mail/outboxMailer';
import { VERIFICATION_SUBJECT } from '../../src/mail/verificationEmail';
import { json, startTestServer, type TestServer } from '../harness';
import { Browser } from './browser';
import { startSmtpSink, verificationOf, type SmtpSink } from './smtpSink';

let server: TestServer;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Campus <no-reply@campus.test>' } });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

const message = async (res: Response) => (await json<{ message: string }>(res)).message;

describe('registration, verification mail and first sign-in', () => {
  it('register -> mail over SMTP -> verify by link token -> login -> /api/me -> logout -> 401, old cookie dead', async () => {
    const browser = new Browser(server);
    const email = 'Ada.Lovelace@MIT.edu';
    const reg = await browser.post('/api/register', {
      email,
      password: 'analytical',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(reg.status).toBe(201);
    expect(await message(reg)).toBe(
      'Registration successful! Please check your email to verify your account.',
    );
    expect(browser.cookies.size).toBe(0); // registering does not sign in

    const mail = await sink.waitFor('ada.lovelace@mit.edu');
    expect(mail.subject).toBe(VERIFICATION_SUBJECT);
    expect(mail.from).toBe('no-reply@campus.test');
    const { link, token, code } = verificationOf(mail);
    expect(link.startsWith(`${server.config.publicOrigin}/verify-email?token=`)).toBe(true);
    expect(code).toMatch(/^\d{6}$/);

    const [stored] = await server.db.select().from(users).where(eq(users.email, 'ada.lovelace@mit.edu'));
    expect(stored).toMatchObject({
      isVerified: false,
      university: 'Massachusetts Institute of Technology',
      username: 'ada.lovelace',
      authProvider: 'email',
    });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.verificationToken).not.toBe(token); // only a digest is stored
    expect(stored?.verificationCode).not.toBe(code);

    const early = await browser.post('/api/login', { email, password: 'analytical' });
    expect(early.status).toBe(403);
    expect(await message(early)).toBe(
      'Please verify your email before logging in. Check your inbox for the verification link or code.',
    );
    expect(browser.cookies.size).toBe(0);

    const verified = await browser.post('/api/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(await message(verified)).toBe('Email verified successfully. You can now log in.');
    const again = await browser.post('/api/verify-email', { token });
    expect(again.status).toBe(400);
    expect(await message(again)).toBe('Invalid or expired verification token');

    const login = await browser.post('/api/login', { email, password: 'analytical' });
    expect(login.status).toBe(200);
    const user = await json<CurrentUser>(login);
    expect(user).toMatchObject({
      email: 'ada.lovelace@mit.edu',
      firstName: 'Ada',
      isVerified: true,
      isProfileComplete: false,
    });
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('verificationToken');
    const stolen = browser.clone();

    const me = await browser.get('/api/me');
    expect(me.status).toBe(200);
    expect((await json<CurrentUser>(me)).id).toBe(user.id);
    expect(await json(await browser.get('/api/auth/status'))).toEqual({ isAuthenticated: true });

    const out = await browser.post('/api/logout');
    expect(out.status).toBe(200);
    expect(await json(out)).toEqual({ ok: true });
    expect((await browser.get('/api/me')).status).toBe(401);
    expect(await json(await browser.get('/api/auth/status'))).toEqual({ isAuthenticated: false });
    // the cookie from before logout is revoked on the server, not just forgotten by this browser
    expect((await stolen.get('/api/me')).status).toBe(401);
  });

  it('verifies by the 6-digit code instead of the link', async () => {
    const browser = new Browser(server);
    await browser.post('/api/register', { email: 'grace@cs.stanford.edu', password: 'cobol-1959' });
    const { code } = verificationOf(await sink.waitFor('grace@cs.stanford.edu'));
    const [row] = await server.db.select().from(users).where(eq(users.email, 'grace@cs.stanford.edu'));
    expect(row?.university).toBe('Stanford University');

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await browser.post('/api/verify-email/code', {
      email: 'grace@cs.stanford.edu',
      code: wrongCode,
    });
    expect(wrong.status).toBe(400);
    expect(await message(wrong)).toBe('Invalid or expired verification code');
    const ok = await browser.post('/api/verify-email/code', { email: 'grace@cs.stanford.edu', code });
    expect(ok.status).toBe(200);
    expect(await message(ok)).toBe('Email verified successfully. You can now log in.');
    expect(
      (await browser.post('/api/login', { email: 'grace@cs.stanford.edu', password: 'cobol-1959' })).status,
    ).toBe(200);
  });

  it('refuses bad registrations with the spec messages', async () => {
    const b = new Browser(server);
    const nonEdu = await b.post('/api/register', { email: 'someone@gmail.com', password: 'secret12' });
    expect(nonEdu.status).toBe(400);
    expect(await message(nonEdu)).toBe('Must be a valid .edu email address');
    const notEmail = await b.post('/api/register', { email: 'not-an-email.edu', password: 'secret12' });
    expect(notEmail.status).toBe(400);
    expect(await message(notEmail)).toBe('Must be a valid .edu email address');
    const short = await b.post('/api/register', { email: 'short@umich.edu', password: '12345' });
    expect(short.status).toBe(400);
    expect(await message(short)).toBe('Password must be at least 6 characters');
    expect((await b.post('/api/register', {})).status).toBe(400);

    const first = await b.post('/api/register', { email: 'twice@umich.edu', password: 'secret12' });
    expect(first.status).toBe(201);
    const taken = await b.post('/api/register', { email: 'TWICE@umich.edu', password: 'other-secret' });
    expect(taken.status).toBe(409);
    expect(await message(taken)).toBe('An account with this email already exists. Please log in instead.');
    const [row] = await server.db.select().from(users).where(eq(users.email, 'twice@umich.edu'));
    expect(row?.university).toBe('University of Michigan - Ann Arbor');
  });

  it('gives a unique username when the e-mail local part is taken, and an empty university for unknown domains', async () => {
    const b = new Browser(server);
    expect((await b.post('/api/register', { email: 'alex@uw.edu', password: 'secret12' })).status).toBe(201);
    expect(
      (await b.post('/api/register', { email: 'alex@nowhere-college.edu', password: 'secret12' })).status,
    ).toBe(201);
    const rows = await server.db
      .select({ username: users.username, university: users.university, email: users.email })
      .from(users);
    const alexes = rows.filter((r) => r.email.startsWith('alex@'));
    expect(new Set(alexes.map((r) => r.username)).size).toBe(2);
    expect(alexes.find((r) => r.email === 'alex@nowhere-college.edu')?.university).toBe('');
  });

  it('refuses bad, unknown and expired verification tokens and codes', async () => {
    const b = new Browser(server);
    const blank = await b.post('/api/verify-email', { token: '  ' });
    expect(blank.status).toBe(400);
    expect(await message(blank)).toBe('Please enter a verification token');
    const unknown = await b.post('/api/verify-email', { token: 'definitely-not-a-token' });
    expect(unknown.status).toBe(400);
    expect(await message(unknown)).toBe('Invalid or expired verification token');
    const badCode = await b.post('/api/verify-email/code', { email: 'nobody@mit.edu', code: '12ab56' });
    expect(badCode.status).toBe(400);
    expect(await message(badCode)).toBe('Verification code must be 6 digits');

    await b.post('/api/register', { email: 'late@mit.edu', password: 'secret12' });
    const { token, code } = verificationOf(await sink.waitFor('late@mit.edu'));
    await server.db
      .update(users)
      .set({ verificationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.email, 'late@mit.edu'));
    expect(await message(await b.post('/api/verify-email', { token }))).toBe(
      'Invalid or expired verification token',
    );
    expect(await message(await b.post('/api/verify-email/code', { email: 'late@mit.edu', code }))).toBe(
      'Invalid or expired verification code',
    );

    // logging in with the right password after expiry mails a fresh link and code
    const login = await b.post('/api/login', { email: 'late@mit.edu', password: 'secret12' });
    expect(login.status).toBe(403);
    expect(await message(login)).toBe(
      'Please verify your email before logging in. Your verification link had expired, so we sent you a new one.',
    );
    const resent = sink.messages.filter((m) => m.to.includes('late@mit.edu'));
    expect(resent).toHaveLength(2);
    const latest = resent.at(-1);
    if (!latest) throw new Error('no mail');
    const fresh = verificationOf(latest);
    expect(fresh.token).not.toBe(token);
    expect((await b.post('/api/verify-email', { token: fresh.token })).status).toBe(200);
  });

  it('throttles guessing of verification codes (429)', async () => {
    const b = new Browser(server);
    await b.post('/api/register', { email: 'guess@mit.edu', password: 'secret12' });
    const { code } = verificationOf(await sink.waitFor('guess@mit.edu'));
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i += 1)
      expect((await b.post('/api/verify-email/code', { email: 'guess@mit.edu', code: wrong })).status).toBe(
        400,
      );
    const blocked = await b.post('/api/verify-email/code', { email: 'guess@mit.edu', code });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('local outbox (no SMTP_URL)', () => {
  it('writes the verification mail to DATA_DIR/outbox with the link and the code', async () => {
    const local = await startTestServer();
    try {
      const b = new Browser(local);
      expect((await b.post('/api/register', { email: 'newbie@asu.edu', password: 'secret12' })).status).toBe(
        201,
      );
      const dir = path.join(local.config.dataDir, 'outbox');
      const files = await readdir(dir);
      expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
      const jsonFile = files.find((f) => f.endsWith('.json')) ?? '';
      const entry = JSON.parse(await readFile(path.join(dir, jsonFile), 'utf8')) as OutboxEntry;
      expect(entry.to).toBe('newbie@asu.edu');
      const token = /verify-email\?token=(\S+)/.exec(entry.text)?.[1] ?? '';
      expect((await b.post('/api/verify-email', { token: decodeURIComponent(token) })).status).toBe(200);
      expect((await b.post('/api/login', { email: 'newbie@asu.edu', password: 'secret12' })).status).toBe(
        200,
      );
    } finally {
      await local.close();
    }
  });

  it('removes the account again when the mail can neither be sent nor queued (503), so the address can retry', async () => {
    const broken = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const b = new Browser(broken);
      const res = await b.post('/api/register', { email: 'unlucky@asu.edu', password: 'secret12' });
      expect(res.status).toBe(503);
      expect(await message(res)).toBe('We could not send the verification email. Please try again later.');
      expect(await broken.db.select().from(users).where(eq(users.email, 'unlucky@asu.edu'))).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});
