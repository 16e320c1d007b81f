import { sql } from 'drizzle-orm';
import { liveEvents, type ChatMessage, type ReadReceipt } from '@campus/contracts';
import { queryRows } from '../../src/db/sql';
import { LISTENER_APPLICATION_NAME } from '../../src/events/hub';
import { LIVE_CHANNEL } from '../../src/events/notify';
import { INVALID_LAST_EVENT_ID } from '../../src/events/routes';
import { SERVER_TIMEOUTS, type ServerTimeouts } from '../../src/http/server';
import { SESSION_RENEW_AFTER_MS } from '../../src/sessions/middleware';
import type { Browser } from '../auth/browser';
import { json, must } from '../harness';
import {
  dataOf,
  JORDAN,
  type LiveCluster,
  type LiveServer,
  MARCUS,
  MAYA,
  on,
  openEvents,
  PRIYA,
  type SseClient,
  type SseEvent,
  startLiveCluster,
  student,
  students,
  userIds,
} from './live';

const HEARTBEAT_MS = 300;

/**
 * main.ts's request timeout at a tenth of its length (Node applies it alike at any length; this file
 * once waited main.ts's own 30 s in a test of its own). The headers keep 2 s: a loaded machine's
 * requests must not time out on their way in.
 */
const TIMEOUTS: ServerTimeouts = {
  requestTimeout: SERVER_TIMEOUTS.requestTimeout / 10,
  headersTimeout: 2000,
  connectionsCheckingInterval: 200,
};

/**
 * Two backend instances on one database, each with its own hub, and request timeouts far shorter than
 * main.ts's: streams must outlive them.
 */
let cluster: LiveCluster;
let a: LiveServer;
let b: LiveServer;
const open: SseClient[] = [];

beforeAll(async () => {
  cluster = await startLiveCluster({
    instances: 2,
    hub: { heartbeatMs: HEARTBEAT_MS },
    timeouts: TIMEOUTS,
  });
  [a, b] = cluster.servers as [LiveServer, LiveServer];
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(() => cluster.close());

async function events(
  server: LiveServer,
  browser: Browser | null,
  headers?: Record<string, string>,
  path?: string,
) {
  const client = await openEvents(server, browser, { headers, ...(path ? { path } : {}) });
  open.push(client);
  // a signed-in student's stream opens; anything else (a 408 on a starved machine...) says so at once
  if (browser && client.status !== 200)
    throw new Error(`GET ${path ?? '/api/events'} answered ${client.status}`);
  return client;
}

const isEvent = (name: string) => (e: SseEvent) => e.event === name;
const messageWith = (content: string) => (e: SseEvent) =>
  e.event === 'message' && dataOf<ChatMessage>(e).content === content;

async function conversation(from: Browser, toId: number): Promise<number> {
  const res = await from.post('/api/conversations', { userId: toId });
  expect([200, 201]).toContain(res.status);
  return (await json<{ id: number }>(res)).id;
}

async function post(from: Browser, conversationId: number, content: string): Promise<ChatMessage> {
  const res = await from.post('/api/messages', { conversationId, content });
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${await res.text()}`);
  return json<ChatMessage>(res);
}

describe('GET /api/events', () => {
  it('is 401 for a visitor, before any stream opens', async () => {
    const client = await events(a, null);
    expect(client.status).toBe(401);
  });

  it('opens an uncompressed, uncached stream and starts with the unread count', async () => {
    const maya = await student(a, MAYA);
    // a session due for renewal, so this request saves it and sends its cookie again
    await cluster.db.execute(
      sql`update sessions set expires_at = expires_at - ${`${SESSION_RENEW_AFTER_MS + 60_000} milliseconds`}::interval
          where user_id = (select id from users where email = ${MAYA})`,
    );
    const client = await events(a, maya, { 'accept-encoding': 'br, gzip' });
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(client.headers.get('x-accel-buffering')).toBe('no');
    expect(client.headers.get('content-encoding')).toBeNull();
    // the head goes out after the session middleware: the renewed cookie is on it
    expect(client.headers.get('set-cookie')).toContain('campus.sid=');
    const first = await client.next();
    expect(first.event).toBe('unread');
    expect(liveEvents.unread.parse(dataOf(first))).toEqual({ count: 0 });
    expect(first.id).toBe('0');
  });

  it('delivers a new message to both participants, then the recipient its new unread count; nobody else', async () => {
    const [maya, jordan, priya] = await students(a, MAYA, JORDAN, PRIYA);
    const [jordanId] = await userIds(cluster.db, JORDAN);
    const c = await conversation(maya, jordanId);
    const toJordan = await events(a, jordan);
    const mayasOtherTab = await events(a, maya);
    const outsider = await events(a, priya);
    for (const s of [toJordan, mayasOtherTab, outsider]) await s.next(isEvent('unread'));

    const sent = await post(maya, c, 'Are you free for calculus on Tuesday?');
    const got = await toJordan.next(isEvent('message'));
    expect(liveEvents.message.parse(dataOf(got))).toEqual(sent);
    expect(got.id).toBe(String(sent.id));
    expect(dataOf(await toJordan.next(isEvent('unread')))).toEqual({ count: 1 });
    expect(dataOf(await mayasOtherTab.next(isEvent('message')))).toEqual(sent);
    expect(await outsider.quiet(300)).toEqual([]);
  });

  it('sends a read receipt to the sender when the recipient opens the conversation, and the reader a count of 0', async () => {
    const [priya, marcus] = await Promise.all([student(a, PRIYA), student(a, MARCUS)]);
    const [marcusId] = await userIds(cluster.db, MARCUS);
    const c = await conversation(priya, marcusId);
    const sent = [
      await post(priya, c, 'Is the desk still for sale?'),
      await post(priya, c, 'I can pick it up today.'),
    ];
    const priyas = await events(a, priya);
    const marcuses = await events(b, on(b, marcus));
    await priyas.next(isEvent('unread'));
    expect(dataOf(await marcuses.next(isEvent('unread')))).toEqual({ count: 2 });

    expect((await on(b, marcus).get(`/api/conversations/${c}`)).status).toBe(200);
    const receipt = await priyas.next(isEvent('read'));
    expect(liveEvents.read.parse(dataOf(receipt))).toEqual<ReadReceipt>({
      conversationId: c,
      readerId: marcusId,
      lastReadId: must(sent[1]).id,
    });
    expect(dataOf(await marcuses.next(isEvent('unread')))).toEqual({ count: 0 });
    // opened again with nothing unread: no receipt
    await on(b, marcus).get(`/api/conversations/${c}`);
    expect((await priyas.quiet(300)).filter(isEvent('read'))).toEqual([]);
  });

  it('reaches a stream on instance B when the message is posted to instance A (LISTEN/NOTIFY)', async () => {
    const [maya, priya] = await Promise.all([student(a, MAYA), student(a, PRIYA)]);
    const [priyaId] = await userIds(cluster.db, PRIYA);
    const c = await conversation(maya, priyaId);
    const onB = await events(b, on(b, priya));
    await onB.next(isEvent('unread'));
    const sent = await post(maya, c, 'posted on A, read on B');
    expect(dataOf(await onB.next(isEvent('message')))).toEqual(sent);
    // and back: posted on B, to a stream on A
    const onA = await events(a, maya);
    await onA.next(isEvent('unread'));
    const reply = await post(on(b, priya), c, 'answered on B');
    expect(dataOf(await onA.next(messageWith('answered on B')))).toEqual(reply);
  });

  it('carries a message too long for a notification payload (read from the database)', async () => {
    const [maya, jordan] = await Promise.all([student(a, MAYA), student(a, JORDAN)]);
    const [jordanId] = await userIds(cluster.db, JORDAN);
    const c = await conversation(maya, jordanId);
    const stream = await events(b, on(b, jordan));
    await stream.next(isEvent('unread'));
    const long = 'é'.repeat(4000) + ' 😀'.repeat(300); // ~9 KB of UTF-8: over PostgreSQL's 8000-byte payload
    const sent = await post(maya, c, long);
    expect(dataOf(await stream.next(isEvent('message')))).toEqual(sent);
  });

  it('resumes after Last-Event-ID: the messages missed while away arrive once, in order, then the count', async () => {
    const [sofia, ethan] = await Promise.all([
      student(a, 'sofia.martinez@berkeley.edu'),
      student(a, 'ethan.brooks@utexas.edu'),
    ]);
    const [ethanId] = await userIds(cluster.db, 'ethan.brooks@utexas.edu');
    const c = await conversation(sofia, ethanId);
    const first = await events(a, on(a, ethan));
    await first.next(isEvent('unread'));
    const before = await post(sofia, c, 'before the drop');
    const seen = await first.next(isEvent('message'));
    expect(seen.id).toBe(String(before.id));
    first.close();

    const missed = [
      await post(sofia, c, 'missed 1'),
      await post(sofia, c, 'missed 2'),
      await post(sofia, c, 'missed 3'),
    ];
    const again = await events(b, on(b, ethan), { 'last-event-id': must(seen.id) });
    const replayed = [
      await again.next(isEvent('message')),
      await again.next(isEvent('message')),
      await again.next(isEvent('message')),
    ];
    expect(replayed.map((e) => dataOf<ChatMessage>(e))).toEqual(missed);
    expect(replayed.map((e) => e.id)).toEqual(missed.map((m) => String(m.id)));
    expect(dataOf(await again.next(isEvent('unread')))).toEqual({ count: 4 });
    const live = await post(sofia, c, 'live again');
    expect(dataOf(await again.next(isEvent('message')))).toEqual(live);
    expect(again.events.filter(isEvent('message'))).toHaveLength(4); // nothing twice

    // ?since= does the same for a client that opens a new EventSource; the header wins over it
    const bySince = await events(a, on(a, ethan), undefined, `/api/events?since=${missed[1]?.id}`);
    expect(dataOf<ChatMessage>(await bySince.next(isEvent('message'))).content).toBe('missed 3');
    const both = await events(
      a,
      on(a, ethan),
      { 'last-event-id': String(missed[2]?.id) },
      '/api/events?since=1',
    );
    expect(dataOf<ChatMessage>(await both.next(isEvent('message'))).content).toBe('live again');
  });

  it('loses and repeats nothing when the client reconnects while messages keep coming', async () => {
    const [hannah, daniel] = await Promise.all([
      student(a, 'hannah.lee@uw.edu'),
      student(a, 'daniel.kim@nyu.edu'),
    ]);
    const [danielId] = await userIds(cluster.db, 'daniel.kim@nyu.edu');
    const c = await conversation(hannah, danielId);
    const sending = (async () => {
      const sent: ChatMessage[] = [];
      for (let i = 0; i < 25; i++) sent.push(await post(hannah, c, `burst ${i}`));
      return sent;
    })();
    const received: ChatMessage[] = [];
    let lastId: string | undefined;
    for (let round = 0; round < 5; round++) {
      const server = round % 2 ? b : a;
      const stream = await events(server, on(server, daniel), lastId ? { 'last-event-id': lastId } : {});
      if (!lastId) lastId = (await stream.next(isEvent('unread'))).id; // a fresh stream's position
      await new Promise((r) => setTimeout(r, 40));
      stream.close();
      await stream.ended;
      const got = stream.events.filter(isEvent('message'));
      received.push(...got.map((e) => dataOf<ChatMessage>(e)));
      lastId = stream.events.at(-1)?.id ?? lastId;
    }
    const sent = await sending;
    const last = await events(a, on(a, daniel), { 'last-event-id': must(lastId) });
    await last.next(isEvent('unread'));
    received.push(...last.events.filter(isEvent('message')).map((e) => dataOf<ChatMessage>(e)));
    expect(received.map((m) => m.content)).toEqual(sent.map((m) => m.content));
  });

  it('never sends a message twice on a stream, even when a notification comes again', async () => {
    const [maya, priya] = await Promise.all([student(a, MAYA), student(a, PRIYA)]);
    const [priyaId] = await userIds(cluster.db, PRIYA);
    const c = await conversation(maya, priyaId);
    const stream = await events(b, on(b, priya));
    await stream.next(isEvent('unread'));
    const sent = await post(maya, c, 'only once');
    await stream.next(messageWith('only once'));
    // the same notice again (as after a listener reconnection, when a stream catches up and hears it too)
    const [one, two] = [Math.min(...[priyaId, sent.senderId]), Math.max(priyaId, sent.senderId)];
    await cluster.db.execute(
      sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ kind: 'message', participants: [one, two], message: sent })})`,
    );
    const next = await post(maya, c, 'and the next one');
    await stream.next(messageWith('and the next one'));
    expect(stream.events.filter(isEvent('message')).map((e) => dataOf<ChatMessage>(e).id)).toEqual([
      sent.id,
      next.id,
    ]);
  });

  it('refuses a Last-Event-ID that no stream sent', async () => {
    const maya = await student(a, MAYA);
    for (const id of ['abc', '-1', '1e3', '99999999999']) {
      const res = await fetch(`${a.url}/api/events`, {
        headers: { cookie: maya.cookieHeader(), 'last-event-id': id },
      });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ message: INVALID_LAST_EVENT_ID });
    }
  });

  it('outlives the request timeouts, with a heartbeat comment every interval', async () => {
    const [olivia, tyler] = await Promise.all([
      student(a, 'olivia.nguyen@ufl.edu'),
      student(a, 'tyler.washington@osu.edu'),
    ]);
    const [tylerId] = await userIds(cluster.db, 'tyler.washington@osu.edu');
    const c = await conversation(olivia, tylerId);
    const stream = await events(a, on(a, tyler));
    await stream.next(isEvent('unread'));
    // past the request timeout: Node's check, not a rule of ours, so no clock to move
    await new Promise((r) => setTimeout(r, TIMEOUTS.requestTimeout * 1.5));
    expect(stream.comments).toBeGreaterThanOrEqual(8);
    const sent = await post(olivia, c, 'still there?');
    expect(dataOf(await stream.next(isEvent('message')))).toEqual(sent);
  });

  it('keeps delivering after the listener connection is lost (reconnects, then catches up)', async () => {
    const [aisha, lucas] = await Promise.all([
      student(a, 'aisha.patel@bu.edu'),
      student(a, 'lucas.rivera@northwestern.edu'),
    ]);
    const [lucasId] = await userIds(cluster.db, 'lucas.rivera@northwestern.edu');
    const c = await conversation(aisha, lucasId);
    const stream = await events(b, on(b, lucas));
    await stream.next(isEvent('unread'));
    const killed = await queryRows<{ ok: boolean }>(
      cluster.db,
      sql`SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
          WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`,
    );
    expect(killed.length).toBe(2); // one per instance
    const sent = await post(aisha, c, 'sent while the listeners were down');
    expect(dataOf(await stream.next(isEvent('message'), 10_000))).toEqual(sent);
    const later = await post(aisha, c, 'after the reconnection');
    expect(dataOf(await stream.next(isEvent('message')))).toEqual(later);
    expect(stream.events.filter(isEvent('message'))).toHaveLength(2);
  });

  it('closes the stream at the next heartbeat once its session ends (sign-out)', async () => {
    const maya = await student(a, MAYA);
    const stream = await events(b, on(b, maya));
    await stream.next(isEvent('unread'));
    expect((await maya.post('/api/logout')).status).toBe(200);
    const ended = await Promise.race([
      stream.ended.then(() => 'ended'),
      new Promise((r) => setTimeout(() => r('open'), 3000)),
    ]);
    expect(ended).toBe('ended');
  });

  it('forgets a stream when its client goes away', async () => {
    const jordan = await student(a, JORDAN);
    const base = a.services.events.streams;
    const streams = await Promise.all([events(a, jordan), events(a, jordan), events(a, jordan)]);
    for (const s of streams) await s.next(isEvent('unread'));
    expect(a.services.events.streams).toBe(base + 3);
    for (const s of streams) s.close();
    const deadline = Date.now() + 3000;
    while (a.services.events.streams > base && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(a.services.events.streams).toBe(base);
  });
});
