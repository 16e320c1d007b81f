import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '@campus/contracts';
import { sessions, users } from '../../src/db/schema';
import { json, startTestServer, type TestServer } from '../harness';
import { Browser, DEMO_EMAIL, DEMO_PASSWORD, SESSION_COOKIE_NAME, signedIn } from './browser';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server.close());

const FOURTEEN_DAYS_S = 14 * 24 * 60 * 60;

describe('session cookie', () => {
  it('is a signed, httpOnly, SameSite=Lax cookie holding only a random key, rolling 14 days, not Secure over http', async () => {
    const browser = new Browser(server);
    await browser.post('/api/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const cookie = browser.lastSetCookies.find((c) => c.name === SESSION_COOKIE_NAME);
    const signature = browser.lastSetCookies.find((c) => c.name === `${SESSION_COOKIE_NAME}.sig`);
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(signature?.value).toBeTruthy();
    for (const c of [cookie, signature]) {
      expect(c?.attributes.has('httponly')).toBe(true);
      expect(c?.attributes.get('samesite')).toBe('lax');
      expect(c?.attributes.has('secure')).toBe(false);
      expect(c?.attributes.get('path')).toBe('/');
    }
    const expires = new Date(cookie?.attributes.get('expires') ?? 0).getTime();
    expect(Math.abs(expires - Date.now() - FOURTEEN_DAYS_S * 1000)).toBeLessThan(60_000);

    // rolling: any signed-in request renews the cookie and the server row
    await server.db.update(sessions).set({ expiresAt: new Date(Date.now() + 60_000) });
    await browser.get('/api/me');
    expect(browser.lastSetCookies.some((c) => c.name === SESSION_COOKIE_NAME)).toBe(true);
    const [row] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.key, browser.cookies.get(SESSION_COOKIE_NAME) ?? ''));
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan((FOURTEEN_DAYS_S - 60) * 1000);
  });

  it('is Secure when PUBLIC_ORIGIN is https (TLS ending at a proxy)', async () => {
    const https = await startTestServer({ seed: true, env: { PUBLIC_ORIGIN: 'https://campus.example.edu' } });
    try {
      const browser = new Browser(https, 'https://campus.example.edu');
      const res = await browser.post('/api/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
      expect(res.status).toBe(200);
      const cookie = browser.lastSetCookies.find((c) => c.name === SESSION_COOKIE_NAME);
      expect(cookie?.attributes.has('secure')).toBe(true);
      expect(cookie?.attributes.has('httponly')).toBe(true);
      expect(cookie?.attributes.get('samesite')).toBe('lax');
    } finally {
      await https.close();
    }
  });

  it('gives visitors no cookie and no session row', async () => {
    const visitor = new Browser(server);
    const before = (await server.db.select().from(sessions)).length;
    expect(await json(await visitor.get('/api/auth/status'))).toEqual({ isAuthenticated: false });
    expect((await visitor.get('/api/me')).status).toBe(401);
    expect(visitor.cookies.size).toBe(0);
    expect(await server.db.select().from(sessions)).toHaveLength(before);
  });

  it('ignores a cookie whose signature does not match', async () => {
    const browser = await signedIn(server);
    const forged = browser.clone();
    forged.cookies.set(`${SESSION_COOKIE_NAME}.sig`, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await forged.get('/api/me')).status).toBe(401);
    expect((await browser.get('/api/me')).status).toBe(200);
  });
});

describe('session lifecycle', () => {
  it('rotates the session id at sign-in; the id from before sign-in is worthless afterwards', async () => {
    const browser = await signedIn(server);
    const before = browser.cookies.get(SESSION_COOKIE_NAME);
    const old = browser.clone();
    const res = await browser.post('/api/login', {
      email: 'jordan.alvarez@asu.edu',
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(200);
    const after = browser.cookies.get(SESSION_COOKIE_NAME);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect((await json<CurrentUser>(await browser.get('/api/me'))).email).toBe('jordan.alvarez@asu.edu');
    expect((await old.get('/api/me')).status).toBe(401);
    // ended: kept only as an expired row holding no user, which a late save cannot bring back
    const rows = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.key, before ?? ''));
    expect(rows.every((r) => r.userId === null && r.expiresAt.getTime() <= Date.now())).toBe(true);
  });

  it('keeps the session in PostgreSQL: a second app instance on the same database serves it', async () => {
    const browser = await signedIn(server);
    const { createApp } = await import('../../src/app');
    const other = createApp({ db: server.db, config: server.config });
    const listening = other.listen(0, '127.0.0.1');
    await new Promise<void>((ok) => listening.once('listening', () => ok()));
    try {
      const address = listening.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const res = await fetch(`http://127.0.0.1:${port}/api/me`, {
        headers: { cookie: browser.cookieHeader() },
      });
      expect(res.status).toBe(200);
      expect((await json<CurrentUser>(res)).email).toBe(DEMO_EMAIL);
    } finally {
      listening.closeAllConnections();
      await new Promise<void>((ok) => listening.close(() => ok()));
    }
  });

  it('honours expiry: an expired session row is not a session', async () => {
    const browser = await signedIn(server);
    const key = browser.cookies.get(SESSION_COOKIE_NAME) ?? '';
    await server.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.key, key));
    expect((await browser.get('/api/me')).status).toBe(401);
    expect(await json(await browser.get('/api/auth/status'))).toEqual({ isAuthenticated: false });
  });

  it('ends the sessions of a deleted user', async () => {
    const [temp] = await server.db
      .insert(users)
      .values({
        username: 'temp',
        email: 'temp@asu.edu',
        university: 'Arizona State University',
        isVerified: true,
        authProvider: 'email',
        passwordHash:
          (await server.db.select().from(users).where(eq(users.email, DEMO_EMAIL)))[0]?.passwordHash ?? null,
      })
      .returning();
    const browser = await signedIn(server, 'temp@asu.edu');
    await server.db.delete(users).where(eq(users.id, temp?.id ?? 0));
    expect(await json(await browser.get('/api/auth/status'))).toEqual({ isAuthenticated: false });
    expect((await browser.get('/api/me')).status).toBe(401);
  });

  it('logout is harmless when signed out', async () => {
    const res = await new Browser(server).post('/api/logout');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ok: true });
  });
});

describe('POST /api/sync-session', () => {
  it('succeeds only for the user of the session the request already carries', async () => {
    const browser = await signedIn(server);
    const me = await json<CurrentUser>(await browser.get('/api/me'));
    const ok = await browser.post('/api/sync-session', { userData: { ...me, googleId: null } });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ ok: true });

    const other = await browser.post('/api/sync-session', { userData: { id: me.id + 1 } });
    expect(other.status).toBe(401);
    expect((await json(await browser.get('/api/me'))) as CurrentUser).toMatchObject({ id: me.id });
  });

  it('never creates a session from client-sent user data', async () => {
    const visitor = new Browser(server);
    const res = await visitor.post('/api/sync-session', { userData: { id: 1, email: DEMO_EMAIL } });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: 'Session could not be restored. Please sign in again.' });
    expect((await visitor.get('/api/me')).status).toBe(401);
    expect((await visitor.post('/api/sync-session', { userData: { id: 'x' } })).status).toBe(400);
  });
});
