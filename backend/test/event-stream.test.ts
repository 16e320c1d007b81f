import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { openEventStream, startEventStreams } from '../src/http/stream';

// The head of an event stream goes out after the middleware inside startEventStreams is done, so that the
// session's rolling cookie (set after the handler returns) still reaches the browser.
let server: Server;
let url: string;
const errors: Error[] = [];

beforeAll(async () => {
  const app = new Koa();
  app.on('error', (err: Error) => errors.push(err));
  // as the error middleware does
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch {
      ctx.status = 503;
      ctx.body = { message: 'Try again' };
    }
  });
  app.use(startEventStreams);
  // as koa-session does with a rolling session: the cookie is set once the route has answered (and its
  // save can fail: the database is down)
  app.use(async (ctx, next) => {
    await next();
    if (ctx.path === '/session-save-fails') throw new Error('session store unavailable');
    ctx.cookies.set('sid', 'rolled');
  });
  app.use((ctx) => {
    const stream = openEventStream(ctx);
    stream.send('hello', '"hi"', 1);
    if (ctx.path === '/closed-at-once') stream.close();
    else setTimeout(() => stream.close(), 50);
  });
  server = await new Promise<Server>((ok) => {
    const s = app.listen(0, '127.0.0.1', () => ok(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
beforeEach(() => errors.splice(0));

it('sends the head with the cookie set after the route, then the events', async () => {
  const res = await fetch(`${url}/stream`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(res.headers.get('set-cookie')).toContain('sid=rolled');
  expect(await res.text()).toBe('retry: 3000\n\nid: 1\nevent: hello\ndata: "hi"\n\n');
  expect(errors).toEqual([]);
});

it('ends a stream closed before its head went out cleanly, cookie included', async () => {
  const res = await fetch(`${url}/closed-at-once`);
  expect(res.status).toBe(200);
  expect(res.headers.get('set-cookie')).toContain('sid=rolled');
  expect(await res.text()).toBe('');
  expect(errors).toEqual([]);
});

it('answers the error of a middleware that fails after the stream was opened, instead of hanging', async () => {
  const res = await fetch(`${url}/session-save-fails`, { signal: AbortSignal.timeout(5000) });
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ message: 'Try again' });
});
