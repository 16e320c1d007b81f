import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@campus/contracts';
import { sessions, users } from '../../src/db/schema';
import { hashPassword } from '../../src/auth/passwords';
import { digest } from '../../src/auth/verificationCodes';
import { json, startTestServer, type TestServer } from '../harness';
import { Browser, SESSION_COOKIE_NAME } from './browser';
import { startLocalIssuer, studentClaims, type LocalIssuer } from './localIssuer';

let issuer: LocalIssuer;
let server: TestServer;

beforeAll(async () => {
  issuer = await startLocalIssuer();
  server = await startTestServer({
    env: { GOOGLE_CLIENT_ID: issuer.clientId, GOOGLE_ISSUER: issuer.issuer, GOOGLE_JWKS_URL: issuer.jwksUrl },
  });
});
afterAll(async () => {
  await server.close();
  await issuer.close();
});

const message = async (res: Response) => (await json<{ message: string }>(res)).message;

describe('POST /api/auth/google', () => {
  it('signs in a new student with a valid token: account created, verified, session started', async () => {
    const browser = new Browser(server);
    const claims = studentClaims({
      email: 'Katherine.Johnson@wvu.edu',
      hd: 'wvu.edu',
      given_name: 'Katherine',
      family_name: 'Johnson',
    });
    const res = await browser.post('/api/auth/google', { token: await issuer.sign({ claims }) });
    expect(res.status).toBe(200);
    const { user } = await json<{ user: CurrentUser }>(res);
    expect(user).toMatchObject({
      email: 'katherine.johnson@wvu.edu',
      firstName: 'Katherine',
      lastName: 'Johnson',
      university: 'West Virginia University',
      isVerified: true,
      isProfileComplete: false,
      authProvider: 'google',
    });
    expect(user).not.toHaveProperty('googleId');
    expect(browser.cookies.has(SESSION_COOKIE_NAME)).toBe(true);
    expect((await json<CurrentUser>(await browser.get('/api/me'))).id).toBe(user.id);

    // signing in again finds the same account by its Google id
    const again = await new Browser(server).post('/api/auth/google', {
      token: await issuer.sign({ claims }),
    });
    expect((await json<{ user: CurrentUser }>(again)).user.id).toBe(user.id);
  });

  it.each([
    ['expired', () => issuer.sign({ expiresIn: -300 }), 'Google sign-in has expired. Please sign in again.'],
    [
      'for another audience',
      () => issuer.sign({ claims: studentClaims({ aud: 'another-app.apps.googleusercontent.com' }) }),
      'Invalid Google sign-in token',
    ],
    [
      'from another issuer',
      () => issuer.sign({ claims: studentClaims({ iss: 'https://accounts.google.com' }) }),
      'Invalid Google sign-in token',
    ],
    ['with a bad signature', () => issuer.sign({ foreignKey: true }), 'Invalid Google sign-in token'],
    [
      'of a non-.edu account',
      () => issuer.sign({ claims: studentClaims({ email: 'student@gmail.com', hd: undefined }) }),
      'University Email Required',
    ],
    [
      'with an unverified e-mail',
      () => issuer.sign({ claims: studentClaims({ email_verified: false }) }),
      'Your Google account e-mail address is not verified.',
    ],
  ])('refuses a token %s with 401 and starts no session', async (_what, token, expected) => {
    const browser = new Browser(server);
    const before = await server.db.select().from(sessions);
    const res = await browser.post('/api/auth/google', { token: await token() });
    expect(res.status).toBe(401);
    expect(await message(res)).toBe(expected);
    expect(browser.cookies.has(SESSION_COOKIE_NAME)).toBe(false);
    expect(await server.db.select().from(sessions)).toHaveLength(before.length);
    expect((await browser.get('/api/me')).status).toBe(401);
  });

  it('refuses a malformed token and a missing one', async () => {
    const b = new Browser(server);
    expect((await b.post('/api/auth/google', { token: 'abc.def.ghi' })).status).toBe(401);
    expect((await b.post('/api/auth/google', {})).status).toBe(400);
  });

  it('links Google to an existing verified e-mail account and keeps its password', async () => {
    const [existing] = await server.db
      .insert(users)
      .values({
        username: 'linda',
        email: 'linda@wvu.edu',
        university: 'West Virginia University',
        isVerified: true,
        authProvider: 'email',
        passwordHash: await hashPassword('linda-pass'),
      })
      .returning();
    const b = new Browser(server);
    const res = await b.post('/api/auth/google', {
      token: await issuer.sign({ claims: studentClaims({ email: 'linda@wvu.edu' }) }),
    });
    expect(res.status).toBe(200);
    expect((await json<{ user: CurrentUser }>(res)).user.id).toBe(existing?.id);
    expect(
      (await new Browser(server).post('/api/login', { email: 'linda@wvu.edu', password: 'linda-pass' }))
        .status,
    ).toBe(200);
  });

  it('verifies an unverified e-mail account on Google sign-in and drops the unproven password, open link and code, and names', async () => {
    // someone registered the address with a password of their own and never verified it
    await server.db.insert(users).values({
      username: 'squat',
      email: 'victim@wvu.edu',
      university: '',
      firstName: 'Not',
      lastName: 'Theowner',
      isVerified: false,
      authProvider: 'email',
      passwordHash: await hashPassword('squatter-pass'),
      verificationToken: digest('squatters-open-link-token'),
      verificationCode: digest('123456'),
      verificationExpiresAt: new Date(Date.now() + 3_600_000),
    });
    const res = await new Browser(server).post('/api/auth/google', {
      token: await issuer.sign({
        claims: studentClaims({ email: 'victim@wvu.edu', given_name: 'Vera', family_name: 'Owner' }),
      }),
    });
    expect(res.status).toBe(200);
    const { user } = await json<{ user: CurrentUser }>(res);
    expect(user).toMatchObject({
      isVerified: true,
      authProvider: 'google',
      firstName: 'Vera',
      lastName: 'Owner',
    });
    const squatter = new Browser(server);
    expect(
      (await squatter.post('/api/login', { email: 'victim@wvu.edu', password: 'squatter-pass' })).status,
    ).toBe(401);
    // the verification that was open before is gone: neither its link nor its code does anything
    expect((await squatter.post('/api/verify-email', { token: 'squatters-open-link-token' })).status).toBe(
      400,
    );
    expect(
      (await squatter.post('/api/verify-email/code', { email: 'victim@wvu.edu', code: '123456' })).status,
    ).toBe(400);
    const [row] = await server.db.select().from(users).where(eq(users.email, 'victim@wvu.edu'));
    expect(row).toMatchObject({
      passwordHash: null,
      verificationToken: null,
      verificationCode: null,
      verificationExpiresAt: null,
    });
  });
});

describe('Google sign-in switched off (no GOOGLE_CLIENT_ID)', () => {
  it('answers 503 with a message and /api/config says googleClientId null', async () => {
    const plain = await startTestServer();
    try {
      const res = await new Browser(plain).post('/api/auth/google', { token: await issuer.sign() });
      expect(res.status).toBe(503);
      expect(await message(res)).toBe('Google sign-in is not configured on this server');
      expect(await json(await plain.get('/api/config'))).toMatchObject({
        googleClientId: null,
        googleScriptUrl: 'https://accounts.google.com/gsi/client',
      });
    } finally {
      await plain.close();
    }
  });
});
