import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../src/db/schema';
import { SESSION_MAX_AGE_MS, SESSION_RENEW_AFTER_MS } from '../../src/sessions/middleware';
import { must, startTestServer, type TestServer } from '../harness';
import { SESSION_COOKIE_NAME, signedIn, type Browser } from './browser';

let server: TestServer;

/**
 * Every INSERT and UPDATE of a sessions row, counted by the test's own database (a trigger on this
 * server's fresh database): exact and immediate, unlike the statistics views, which backends report late.
 */
async function countSessionWrites(): Promise<void> {
  await server.db.execute(sql`create table session_writes (op text not null)`);
  await server.db.execute(sql`
    create function count_session_write() returns trigger language plpgsql as $$
    begin insert into session_writes values (tg_op); return null; end $$`);
  await server.db.execute(sql`
    create trigger count_session_writes after insert or update on sessions
    for each row execute function count_session_write()`);
}
async function sessionWrites(): Promise<number> {
  const { rows } = await server.db.execute<{ n: number }>(sql`select count(*)::int as n from session_writes`);
  return must(rows[0]).n;
}
const resetWrites = () => server.db.execute(sql`delete from session_writes`);

const rowOf = async (browser: Browser) =>
  must(
    (
      await server.db
        .select()
        .from(sessions)
        .where(eq(sessions.key, browser.cookies.get(SESSION_COOKIE_NAME) ?? ''))
    )[0],
    'session row',
  );

/** The signed-in reads of a student browsing: the navbar's and a few pages' first requests. */
const READS = ['/api/me', '/api/gigs', '/api/notifications', '/api/conversations'];

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  await countSessionWrites();
});
afterAll(() => server.close());

describe('a session only read is not written on every request', () => {
  it('writes its row at most once for 200 signed-in GETs, and sends no cookie with them', async () => {
    const browser = await signedIn(server);
    expect(await sessionWrites()).toBeGreaterThanOrEqual(1); // signing in writes the new session
    await resetWrites();
    let cookiesSent = 0;
    for (let i = 0; i < 200; i++) {
      const res = await browser.get(READS[i % READS.length] ?? '/api/me');
      expect(res.status).toBe(200);
      if (browser.lastSetCookies.some((c) => c.name === SESSION_COOKIE_NAME)) cookiesSent++;
    }
    const writes = await sessionWrites();
    console.log(`session row writes for 200 signed-in GETs: ${writes} (one per request before: 200)`);
    // one renewal may fall inside the run, never one per request
    expect(writes).toBeLessThanOrEqual(1);
    expect(cookiesSent).toBe(writes);
  });

  it('still rolls: a session used once its expiry is SESSION_RENEW_AFTER_MS behind gets 14 days again', async () => {
    const browser = await signedIn(server);
    const fresh = await rowOf(browser);
    // as if the last write were a little more than the threshold ago
    const behind = new Date(fresh.expiresAt.getTime() - SESSION_RENEW_AFTER_MS - 60_000);
    await server.db.update(sessions).set({ expiresAt: behind }).where(eq(sessions.key, fresh.key));
    await resetWrites();

    const started = Date.now();
    expect((await browser.get('/api/me')).status).toBe(200);
    expect(await sessionWrites()).toBe(1);
    const renewed = await rowOf(browser);
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(behind.getTime());
    expect(renewed.expiresAt.getTime()).toBeGreaterThanOrEqual(started + SESSION_MAX_AGE_MS);
    // the cookie rolls with the row: 14 days from now
    const cookie = browser.lastSetCookies.find((c) => c.name === SESSION_COOKIE_NAME);
    const cookieExpires = new Date(must(cookie, 'renewed cookie').attributes.get('expires') ?? 0).getTime();
    expect(cookieExpires).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000 + SESSION_MAX_AGE_MS);
    expect(renewed.userId).toBe(fresh.userId);

    // just renewed: the next read writes nothing
    await resetWrites();
    expect((await browser.get('/api/me')).status).toBe(200);
    expect(await sessionWrites()).toBe(0);
    expect(browser.lastSetCookies).toEqual([]);
  });

  it('a signed-out session is not renewed by a late request', async () => {
    const browser = await signedIn(server);
    const late = browser.clone();
    const key = (await rowOf(browser)).key;
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + SESSION_MAX_AGE_MS - SESSION_RENEW_AFTER_MS - 60_000) })
      .where(eq(sessions.key, key));
    expect((await browser.post('/api/logout')).status).toBeLessThan(300);
    expect((await late.get('/api/me')).status).toBe(401);
    const [row] = await server.db.select().from(sessions).where(eq(sessions.key, key));
    expect(row === undefined || row.expiresAt.getTime() <= Date.now()).toBe(true);
  });
});
