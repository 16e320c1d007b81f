import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { z } from 'zod';
import {
  conflict,
  forbidden,
  invalid as badRequest,
  notFound,
  rateLimited as tooMany,
  unauthenticated as unauthorized,
} from '../src/domain-errors';
import { HttpError } from '../src/http/errors';
import { errorMiddleware } from '../src/http/error-middleware';
import { requestContext } from '../src/http/request-context';
import { parseInput } from '../src/http/validate';
import { createLogger } from '../src/logger';

/** The real error middleware in a bare Koa app, driven over HTTP by handlers that fail on purpose. */
let server: Server;
let url: string;
const failures: Record<string, () => never> = {
  '/bad': () => {
    throw badRequest('Title is required');
  },
  '/unauth': () => {
    throw unauthorized();
  },
  '/forbidden': () => {
    throw forbidden('Only the owner can do that');
  },
  '/missing': () => {
    throw notFound('Gig not found');
  },
  '/conflict': () => {
    throw conflict('Already reviewed');
  },
  '/slow-down': () => {
    throw tooMany(undefined, 30);
  },
  '/teapot': () => {
    throw new HttpError(418, 'I am a teapot');
  },
  '/zod': () =>
    parseInput(z.object({ email: z.email('Must be a valid .edu email address') }), { email: 'x' }) as never,
  '/crash': () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  },
  '/thrown-string': () => {
    throw 'a string';
  },
  '/koa-throw': () => {
    throw Object.assign(new Error('Payload Too Large'), { status: 413, expose: true });
  },
  '/internal-http-error': () => {
    throw Object.assign(new Error('secret internals'), { status: 503, expose: false });
  },
  '/pg-range': () => {
    throw Object.assign(new Error('Failed query: select ...'), {
      cause: Object.assign(new Error('value "99999999999" is out of range for type integer'), {
        code: '22003',
      }),
    });
  },
};

beforeAll(async () => {
  const app = new Koa();
  app.silent = true;
  app.use(requestContext(false));
  app.use(errorMiddleware(createLogger('silent')));
  app.use((ctx) => {
    const fail = failures[ctx.path];
    if (fail) fail();
    ctx.body = { ok: true };
  });
  server = await new Promise((ok) => {
    const s = app.listen(0, '127.0.0.1', () => ok(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

const call = async (path: string) => {
  const res = await fetch(url + path);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
};

describe('error middleware', () => {
  it.each([
    ['/bad', 400, 'Title is required'],
    ['/unauth', 401, 'Authentication required'],
    ['/forbidden', 403, 'Only the owner can do that'],
    ['/missing', 404, 'Gig not found'],
    ['/conflict', 409, 'Already reviewed'],
    ['/slow-down', 429, 'Too many requests. Please try again later.'],
    ['/teapot', 418, 'I am a teapot'],
    ['/koa-throw', 413, 'Payload Too Large'],
  ])('%s -> %i { message }', async (path, status, message) => {
    const res = await call(path);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
  });

  it('sets Retry-After on 429', async () => {
    expect((await call('/slow-down')).headers.get('retry-after')).toBe('30');
  });

  it('gives validation failures their issues, message = first issue', async () => {
    const res = await call('/zod');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Must be a valid .edu email address',
      issues: [{ path: 'email', message: 'Must be a valid .edu email address' }],
    });
  });

  it.each(['/crash', '/thrown-string', '/internal-http-error'])(
    '%s -> 500 that reveals nothing but the request id to quote',
    async (path) => {
      const res = await call(path);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        message: 'Internal server error',
        requestId: res.headers.get('x-request-id'),
      });
    },
  );

  it('turns a database data exception into 400', async () => {
    const res = await call('/pg-range');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Invalid request' });
  });
});
