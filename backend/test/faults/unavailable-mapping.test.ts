import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { isDatabaseUnavailable } from '../../src/db/unavailable';
import { errorMiddleware, SERVICE_UNAVAILABLE } from '../../src/http/error-middleware';
import { requestContext } from '../../src/http/request-context';
import { createLogger } from '../../src/logger';

/** What node-postgres and drizzle throw when the database cannot be reached (drizzle wraps in `cause`). */
const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
const viaDrizzle = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });

const UNAVAILABLE: Record<string, Error> = {
  'connection refused': coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  'connection reset': viaDrizzle(coded('read ECONNRESET', 'ECONNRESET')),
  'admin shutdown (57P01)': viaDrizzle(coded('terminating connection due to administrator command', '57P01')),
  'crash shutdown (57P02)': coded(
    'terminating connection because of crash of another server process',
    '57P02',
  ),
  'cannot connect now (57P03)': coded('the database system is shutting down', '57P03'),
  'connection failure (08006)': viaDrizzle(coded('connection failure', '08006')),
  'connection does not exist (08003)': coded('connection does not exist', '08003'),
  'too many connections (53300)': coded('sorry, too many clients already', '53300'),
  'connection terminated': viaDrizzle(new Error('Connection terminated unexpectedly')),
  'connect timeout': new Error('Connection terminated due to connection timeout'),
  'closed client': viaDrizzle(new Error('Client was closed and is not queryable')),
  'pool wait timeout': new Error('timeout exceeded when trying to connect'),
  'both addresses refused': Object.assign(
    new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    {},
  ),
};

const OTHER: Record<string, unknown> = {
  'a bug': new TypeError("Cannot read properties of undefined (reading 'id')"),
  'a unique violation': viaDrizzle(coded('duplicate key value', '23505')),
  'a data exception': coded('value out of range', '22003'),
  'a message that only mentions a refused connection': new Error('connect ECONNREFUSED 10.0.0.5:5432'),
  'a string': 'Connection terminated',
  'a deadlock': coded('deadlock detected', '40P01'),
};

describe('database unavailable detection', () => {
  it.each(Object.entries(UNAVAILABLE))('%s is unavailable', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });
  it.each(Object.entries(OTHER))('%s is not', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('error middleware, database unavailable', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const app = new Koa();
    app.silent = true;
    app.use(requestContext(false));
    app.use(errorMiddleware(createLogger('silent')));
    app.use((ctx) => {
      const name = decodeURIComponent(ctx.path.slice(1));
      throw UNAVAILABLE[name] ?? OTHER[name] ?? new Error(`unknown case ${name}`);
    });
    server = await new Promise((ok) => {
      const s = app.listen(0, '127.0.0.1', () => ok(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  const call = async (name: string) => {
    const res = await fetch(`${url}/${encodeURIComponent(name)}`);
    const requestId = res.headers.get('x-request-id');
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: await res.json(),
      requestId,
    };
  };

  it.each(Object.keys(UNAVAILABLE))('%s -> 503 { message, requestId } with Retry-After', async (name) => {
    const res = await call(name);
    expect(res).toEqual({
      status: 503,
      retryAfter: '5',
      body: { message: SERVICE_UNAVAILABLE, requestId: res.requestId },
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it.each(['a bug', 'a deadlock', 'a message that only mentions a refused connection'])(
    '%s stays a 500 that reveals nothing',
    async (name) => {
      const res = await call(name);
      expect(res).toEqual({
        status: 500,
        retryAfter: null,
        body: { message: 'Internal server error', requestId: res.requestId },
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
    },
  );
});
