import { readFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import type { ChatMessage } from '@campus/contracts';
import { freePort } from '../../src/db/embedded';
import type { Browser } from '../auth/browser';
import { prepareChildBackends, type BackendProcess, type ChildBackends } from '../faults/backend-process';
import { json } from '../harness';
import { dataOf, JORDAN, MAYA, on, openEvents, type SseEvent, student, userIds } from '../messages/live';

/**
 * Two real backends (src/main.ts, each in its own process) on one database, and SIGTERM to the one a
 * student's live stream is open on. Its readiness fails first while it still serves (SHUTDOWN_DELAY_MS,
 * long here: the second SIGTERM ends it), the request it has in flight finishes, the stream ends with a
 * `retry:` hint, and the stream resumed on the other instance after Last-Event-ID brings every message
 * sent before, during and after the stop exactly once, in order.
 */
let children: ChildBackends;
beforeAll(async () => {
  children = await prepareChildBackends('graceful-shutdown', {
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    SHUTDOWN_DELAY_MS: '600000',
  });
}, 120_000);
afterAll(() => children.close());

const isMessage = (e: SseEvent) => e.event === 'message';

const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';

/**
 * A request written up to `head` (which asks `Expect: 100-continue`) now; `started` resolves once the
 * server has read its head and answered 100 Continue (the request is then in flight on the server, not a
 * connection it may close as idle, however slow the machine); `finish(rest)` sends the rest and resolves
 * with the final answer.
 */
function heldRequest(url: string, head: string) {
  const socket: Socket = connect(Number(new URL(url).port), '127.0.0.1');
  let answer = '';
  let markStarted = () => {};
  const started = new Promise<void>((ok) => (markStarted = ok));
  const answered = new Promise<string>((ok, fail) => {
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.startsWith(CONTINUE)) markStarted();
    });
    socket.on('close', () => ok(answer));
    socket.on('error', fail);
  });
  socket.write(head);
  return {
    started,
    finish: async (rest: string) => {
      socket.write(rest);
      const raw = (await answered).replace(CONTINUE, '');
      return { status: Number(raw.split(' ')[1]), body: raw.slice(raw.indexOf('\r\n\r\n') + 4), raw };
    },
  };
}

/** Polls until `check` holds; fails after `ms` (far longer than it takes: a hang, not a timing). */
async function until(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** /readyz's status; 0 when the instance refuses (or, racing its close, leaves the request unanswered). */
const readyStatus = (url: string) =>
  fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) }).then(
    (res) => res.status,
    () => 0,
  );

async function send(from: Browser, conversationId: number, content: string): Promise<ChatMessage> {
  const res = await from.post('/api/messages', { conversationId, content });
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${await res.text()}`);
  return json<ChatMessage>(res);
}

it('fails readiness first, finishes requests in flight, and the stream resumes on the other instance with nothing lost', async () => {
  const a: BackendProcess = await children.start();
  const b: BackendProcess = await children.start(await freePort());
  // the job runner starts just after the listener: ready a moment after the first answer
  await until(
    'both instances ready',
    async () => (await readyStatus(a.url)) === 200 && (await readyStatus(b.url)) === 200,
  );

  const [mayaId] = await userIds(children.database.db, MAYA);
  const jordanOnB = await student(b, JORDAN);
  const jordanOnA = on(a, jordanOnB);
  const maya = await student(a, MAYA);
  const opened = await jordanOnB.post('/api/conversations', { userId: mayaId });
  const conversationId = (await json<{ id: number }>(opened)).id;
  const sent: ChatMessage[] = [];

  const onA = await openEvents(a, maya);
  expect(onA.status).toBe(200);
  await onA.next((e) => e.event === 'unread');
  for (const n of [1, 2]) sent.push(await send(jordanOnB, conversationId, `before ${n}`));
  await onA.next((e) => isMessage(e) && dataOf<ChatMessage>(e).content === 'before 2');

  // a message on its way to A when the signal comes: its body is still arriving
  const body = JSON.stringify({ conversationId, content: 'in flight on the stopping instance' });
  const cut = 10;
  const posting = heldRequest(
    a.url,
    `POST /api/messages HTTP/1.1\r\nHost: ${new URL(a.url).host}\r\nOrigin: ${a.url}\r\nCookie: ${jordanOnB.cookieHeader()}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n` +
      body.slice(0, cut),
  );
  await posting.started;

  a.child.kill('SIGTERM');
  // first, A is not ready, and says why, while it still serves
  await until('A not ready after SIGTERM', async () => (await readyStatus(a.url)) === 503);
  const notReady = await fetch(`${a.url}/readyz`);
  expect(await json(notReady)).toEqual({
    status: 'unavailable',
    message: 'Not ready: the instance is shutting down',
    failing: ['shutdown'],
    requestId: notReady.headers.get('x-request-id'),
  });
  // every reply now closes its connection: none is left open when the listener closes
  expect(notReady.headers.get('connection')).toBe('close');
  expect((await fetch(`${a.url}/healthz`)).status).toBe(200);
  sent.push(await send(jordanOnA, conversationId, 'during, through A'));
  sent.push(await send(jordanOnB, conversationId, 'during, through B'));

  // the second signal ends the wait: A refuses new connections, and finishes the request in flight
  a.child.kill('SIGTERM');
  await until('A refusing connections', async () => (await readyStatus(a.url)) === 0);
  sent.push(await send(jordanOnB, conversationId, 'during, A closed'));
  const inFlight = await posting.finish(body.slice(cut));
  if (inFlight.status !== 201) {
    const log = await readFile(children.logFile, 'utf8');
    throw new Error(
      `the request in flight got ${JSON.stringify(inFlight.raw)}; the log:\n${log.slice(-3000)}`,
    );
  }
  sent.push(JSON.parse(inFlight.body) as ChatMessage);

  // the stream on A ended with a reconnection hint, as EventSource sees it
  await onA.ended;
  expect(onA.retries).toHaveLength(2); // the one at the start, and the parting one
  expect(onA.retries[1]).toBeLessThanOrEqual(1250);
  await a.exited;
  expect(a.child.exitCode).toBe(0);

  // the browser comes back through the proxy to B, after the last id it saw
  const lastId = onA.events.filter((e) => e.id !== undefined).at(-1)?.id ?? '';
  const onB = await openEvents(b, on(b, maya), { headers: { 'last-event-id': lastId } });
  expect(onB.status).toBe(200);
  for (const n of [1, 2]) sent.push(await send(jordanOnB, conversationId, `after ${n}`));
  await onB.next((e) => isMessage(e) && dataOf<ChatMessage>(e).content === 'after 2');
  onB.close();
  await onB.ended;

  const received = [...onA.events, ...onB.events].filter(isMessage).map((e) => dataOf<ChatMessage>(e).id);
  expect(received).toEqual(sent.map((m) => m.id).sort((x, y) => x - y));
  expect(new Set(sent.map((m) => m.id)).size).toBe(8);

  // (a second signal is only seen once the first was handled: signals of one kind do not queue)
  b.child.kill('SIGTERM');
  await until('B not ready after SIGTERM', async () => (await readyStatus(b.url)) === 503);
  b.child.kill('SIGTERM');
  await b.exited;
  expect(b.child.exitCode).toBe(0);

  // A's log: JSON lines, the shutdown's steps in order, the probes never at info
  const entries = (await readFile(children.logFile, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { pid: number; msg: string; path?: string });
  const ofA = entries.filter((e) => e.pid === a.child.pid).map((e) => e.msg);
  const steps = [
    'SIGTERM: shutting down (not ready; finishing the requests in flight)',
    'SIGTERM again: closing now',
    'live event streams closed',
    'POST /api/messages 201',
    'requests finished',
    'stopped',
  ].map((msg) => ofA.lastIndexOf(msg));
  expect(steps.every((i) => i >= 0)).toBe(true);
  expect(steps).toEqual([...steps].sort((x, y) => x - y));
  expect(entries.filter((e) => e.path === '/readyz' || e.path === '/healthz')).toEqual([]);
}, 120_000);
