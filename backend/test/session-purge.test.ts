import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@campus/contracts';
import { sessions } from '../src/db/schema';
import { createSessionStore, purgeExpiredSessions } from '../src/sessions/store';
import { Browser, SESSION_COOKIE_NAME, signedIn } from './auth/browser';
import { json, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server.close());

const keys = async () =>
  (await server.db.select({ key: sessions.key }).from(sessions)).map((r) => r.key).sort();

describe('purgeExpiredSessions (the hourly sessions-purge job)', () => {
  it('deletes every expired session and no live one, and says how many it deleted', async () => {
    const browser = await signedIn(server);
    const liveKey = browser.cookies.get(SESSION_COOKIE_NAME) ?? '';
    expect(liveKey).not.toBe('');
    await server.db.insert(sessions).values([
      { key: 'expired-a-day-ago', data: {}, expiresAt: sql`now() - interval '1 day'` },
      { key: 'expired-a-second-ago', data: { userId: 1 }, expiresAt: sql`now() - interval '1 second'` },
      { key: 'expired-last-year', data: {}, expiresAt: sql`now() - interval '1 year'` },
      { key: 'live-for-a-minute', data: {}, expiresAt: sql`now() + interval '1 minute'` },
      { key: 'live-for-two-weeks', data: {}, expiresAt: sql`now() + interval '14 days'` },
    ]);

    expect(await purgeExpiredSessions(server.db)).toBe(3);
    expect(await keys()).toEqual([liveKey, 'live-for-a-minute', 'live-for-two-weeks'].sort());

    // the signed-in browser is still signed in, and a second purge finds nothing left to do
    expect((await json<CurrentUser>(await browser.get('/api/me'))).email).toBe('maya.chen@asu.edu');
    expect(await purgeExpiredSessions(server.db)).toBe(0);
    expect(await keys()).toHaveLength(3);
  });

  it('ends a session that expired since: the browser holding it is signed out and the row is gone', async () => {
    const browser = await signedIn(server);
    const key = browser.cookies.get(SESSION_COOKIE_NAME) ?? '';
    await server.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${sessions.key} = ${key}`);
    expect(await purgeExpiredSessions(server.db)).toBe(1);
    expect(await keys()).not.toContain(key);
    expect((await new Browser(server).get('/api/me')).status).toBe(401);
    expect((await browser.get('/api/me')).status).toBe(401);
  });
});

describe('a signed-out session stays signed out', () => {
  it('is not written back by a request that was in flight when the user signed out', async () => {
    const store = createSessionStore(server.db);
    await store.set('in-flight-key', { userId: 1 }, 60_000);
    expect(await store.get('in-flight-key')).toMatchObject({ userId: 1 });
    await store.destroy('in-flight-key');
    // the in-flight request ends: koa-session's save (a renewal) of the session it read before sign-out
    await store.set('in-flight-key', { userId: 1 }, 60_000);
    expect(await store.get('in-flight-key')).toBeUndefined();
    // a new session is still saved, and a live one renewed
    await store.set('new-key', { userId: 1 }, 60_000);
    await store.set('new-key', { userId: 1, renewed: true }, 60_000);
    expect(await store.get('new-key')).toMatchObject({ userId: 1, renewed: true });
  });
});
