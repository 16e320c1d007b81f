import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLogger, outsideRequest, resolveLogFormat, withRequestId } from '../src/logger';
import type { OutboxEntry } from '../src/mail/outboxMailer';
import { Browser, signedIn } from './auth/browser';
import { json, startTestServer } from './harness';

/** Everything written to stdout and stderr while `run` runs (and nothing passed through). */
async function captureOutput(run: () => Promise<void> | void): Promise<string> {
  let out = '';
  const write = (chunk: string | Uint8Array) => {
    out += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    return true;
  };
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(write);
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(write);
  try {
    await run();
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
  return out;
}

const lines = (out: string) => out.split('\n').filter(Boolean);

interface Entry {
  level: string;
  time: string;
  msg: string;
  [field: string]: unknown;
}

/** Every line is one JSON entry with its time, level and message. */
function entries(out: string): Entry[] {
  return lines(out).map((line) => {
    const entry = JSON.parse(line) as Entry;
    expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(['debug', 'info', 'warn', 'error']).toContain(entry.level);
    expect(typeof entry.msg).toBe('string');
    return entry;
  });
}

// eslint-disable-next-line no-control-regex -- no control character may reach the log raw
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('log lines', () => {
  it('keeps one JSON entry on one line whatever the user text holds, the text itself intact', async () => {
    const log = createLogger('debug');
    const forged =
      'Ada\n{"level":"info","time":"2025-04-28T10:00:00.000Z","msg":"admin signed in"}\r\u2028\u0085x';
    const out = await captureOutput(() => {
      log.info(`registered ${forged}`, { firstName: forged, nested: { name: forged } });
      log.error('request failed', { err: new Error(`bad\n${forged}`) });
    });
    const [registered, failed] = entries(out);
    expect(lines(out)).toHaveLength(2);
    expect(out).not.toMatch(RAW_CONTROL);
    // escaped in the line, the same text once parsed
    expect(registered).toMatchObject({
      level: 'info',
      msg: `registered ${forged}`,
      firstName: forged,
      nested: { name: forged },
    });
    expect(failed).toMatchObject({
      level: 'error',
      msg: 'request failed',
      err: { message: `bad\n${forged}` },
    });
    expect(out).toContain('\\u2028');
    expect(out).toContain('\\u0085');
  });

  it('shows bidi overrides and other invisible controls as escapes, not as reordered text', async () => {
    const log = createLogger('info');
    const name = 'Ada\u202egnp.exe\u0007\u001b[31m';
    const out = await captureOutput(() => log.info('user', { name }));
    expect(out).not.toMatch(RAW_CONTROL);
    expect(out).toContain('\\u202e');
    expect(out).toContain('\\u001b[31m');
    expect(entries(out)[0]?.name).toBe(name);
  });

  it('keeps a value with quotes or "key":"value" inside its own string', async () => {
    const log = createLogger('info');
    const out = await captureOutput(() => log.info('user', { name: 'Ada","role":"admin', ok: 'plain' }));
    const [entry] = entries(out);
    expect(entry).toMatchObject({ name: 'Ada","role":"admin', ok: 'plain' });
    expect(entry).not.toHaveProperty('role');
  });

  it('prints the same entries for a person with LOG_FORMAT=pretty, one per line, controls escaped', async () => {
    const log = createLogger('info', 'pretty');
    const out = await captureOutput(() =>
      log.info('registered Ada\nforged line\u202e', { firstName: 'x\ny' }),
    );
    expect(out).toContain('registered Ada\\nforged line\\u202e');
    expect(out).toContain('x\\ny');
    expect(out).not.toMatch(/^forged line/m);
    expect(out).not.toMatch(/[\u202a-\u202e]/);
    expect(() => JSON.parse(out)).toThrow(); // not JSON: for people
  });

  it('leaves out what is below LOG_LEVEL', async () => {
    const log = createLogger('warn');
    const out = await captureOutput(() => {
      log.info('not this');
      log.warn('this');
    });
    expect(entries(out).map((e) => e.msg)).toEqual(['this']);
  });

  it('defaults to pretty only for a person at a terminal outside production', () => {
    expect(resolveLogFormat(undefined, { env: 'development', terminal: true })).toBe('pretty');
    expect(resolveLogFormat(undefined, { env: 'development', terminal: false })).toBe('json');
    expect(resolveLogFormat(undefined, { env: 'production', terminal: true })).toBe('json');
    expect(resolveLogFormat('json', { env: 'development', terminal: true })).toBe('json');
    expect(resolveLogFormat('pretty', { env: 'production', terminal: false })).toBe('pretty');
  });
});

describe('verification secrets in the log', () => {
  /** Registers through a server with the local outbox and returns what it logged, the token and the code. */
  async function registerAndCapture(env: Record<string, string>) {
    const server = await startTestServer({ env: { LOG_LEVEL: 'debug', ...env } });
    try {
      // PUBLIC_ORIGIN, when set, is the only origin allowed to write
      const browser = new Browser(server, env.PUBLIC_ORIGIN ?? server.url);
      let status = 0;
      const out = await captureOutput(async () => {
        status = (await browser.post('/api/register', { email: 'newbie@asu.edu', password: 'secret12' }))
          .status;
      });
      expect(status).toBe(201);
      const dir = path.join(server.config.dataDir, 'outbox');
      const jsonFile = (await readdir(dir)).find((f) => f.endsWith('.json')) ?? '';
      const entry = JSON.parse(await readFile(path.join(dir, jsonFile), 'utf8')) as OutboxEntry;
      const token = decodeURIComponent(/verify-email\?token=(\S+)/.exec(entry.text)?.[1] ?? '');
      const code = /code: (\d{6})/.exec(entry.text)?.[1] ?? '';
      expect(token).not.toBe('');
      expect(code).toMatch(/^\d{6}$/);
      return { out, token, code };
    } finally {
      await server.close();
    }
  }

  it('never logs the link token or the code when NODE_ENV=production (the outbox file still has them)', async () => {
    const { out, token, code } = await registerAndCapture({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_ORIGIN: 'http://127.0.0.1',
    });
    expect(out).toContain('newbie@asu.edu'); // the mail is logged as sent ...
    expect(out).not.toContain(token); // ... without its secrets
    expect(out).not.toContain(encodeURIComponent(token));
    expect(out).not.toContain(code);
  });

  it('logs them on a developer machine, where mail goes to the local outbox', async () => {
    const { out, token, code } = await registerAndCapture({ NODE_ENV: 'development' });
    expect(out).toContain(encodeURIComponent(token));
    expect(out).toContain(code);
    expect(entries(out).length).toBe(lines(out).length);
  });
});

describe('names with line breaks or bidi overrides', () => {
  it('are refused at registration with a clear 400 and no log line is forged', async () => {
    const server = await startTestServer({ env: { LOG_LEVEL: 'debug', NODE_ENV: 'development' } });
    try {
      const browser = new Browser(server);
      let res: Response | undefined;
      const out = await captureOutput(async () => {
        res = await browser.post('/api/register', {
          email: 'mallory@asu.edu',
          password: 'secret12',
          firstName: 'Mallory\n2025-04-28T10:00:00.000Z info admin signed in',
        });
      });
      expect(res?.status).toBe(400);
      expect((await json<{ message: string }>(res as Response)).message).toBe(
        'First name cannot contain line breaks or control characters',
      );
      expect(out).not.toContain('admin signed in');
      const bidi = await browser.post('/api/register', {
        email: 'mallory@asu.edu',
        password: 'secret12',
        lastName: 'Smith\u202e',
      });
      expect(bidi.status).toBe(400);
      expect((await json<{ message: string }>(bidi)).message).toBe(
        'Last name cannot contain line breaks or control characters',
      );
    } finally {
      await server.close();
    }
  });

  it('are refused by the profile forms (PUT /api/profile, PATCH /api/users/{id})', async () => {
    const server = await startTestServer({ seed: true });
    try {
      const maya = await signedIn(server);
      const me = await json<{ id: number }>(await maya.get('/api/me'));
      const profile = { firstName: 'Maya', lastName: 'Chen', university: 'Arizona State University' };
      for (const [field, label] of [
        ['firstName', 'First name'],
        ['lastName', 'Last name'],
        ['university', 'University'],
      ] as const) {
        const res = await maya.put('/api/profile', { ...profile, [field]: 'Line one\nLine two' });
        expect(res.status).toBe(400);
        expect((await json<{ message: string }>(res)).message).toBe(
          `${label} cannot contain line breaks or control characters`,
        );
      }
      const patch = await maya.patch(`/api/users/${me.id}`, {
        ...profile,
        firstName: 'Maya\u2066',
        isProfileComplete: true,
      });
      expect(patch.status).toBe(400);
      expect((await json<{ message: string }>(patch)).message).toBe(
        'First name cannot contain line breaks or control characters',
      );
      // a bio is prose: its line breaks are kept
      const bio = await maya.put('/api/profile', { ...profile, bio: 'Line one\nLine two' });
      expect(bio.status).toBe(200);
      expect((await json<{ bio: string }>(bio)).bio).toBe('Line one\nLine two');
    } finally {
      await server.close();
    }
  });
});

describe('request ids and the request log', () => {
  it('keeps the request id off an entry written outside the request (a pooled connection lost later)', async () => {
    const log = createLogger('debug');
    const out = await captureOutput(() =>
      withRequestId('req-1', () => {
        log.info('inside');
        outsideRequest(() => log.warn('lost an idle database connection'));
      }),
    );
    const [inside, outside] = entries(out);
    expect(inside?.requestId).toBe('req-1');
    expect(outside?.msg).toBe('lost an idle database connection');
    expect(outside).not.toHaveProperty('requestId');
  });

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('logs one entry per API request with its route pattern, status, duration, user and request id', async () => {
    const server = await startTestServer({ seed: true, env: { LOG_LEVEL: 'info' } });
    try {
      const maya = await signedIn(server);
      const [gig] = (await json<{ items: Array<{ id: number }> }>(await maya.get('/api/gigs'))).items;
      let res: Response | undefined;
      const out = await captureOutput(async () => {
        res = await maya.get(`/api/gigs/${gig?.id}?q=private`);
        await server.get('/healthz');
        await server.get('/readyz');
      });
      const requestId = res?.headers.get('x-request-id') ?? '';
      expect(requestId).toMatch(UUID);
      // the probes are below info: one entry, the gig's
      expect(entries(out)).toEqual([
        expect.objectContaining({
          level: 'info',
          msg: 'GET /api/gigs/:id 200',
          method: 'GET',
          route: '/api/gigs/:id',
          path: `/api/gigs/${gig?.id}`,
          status: 200,
          durationMs: expect.any(Number),
          userId: expect.any(Number),
          requestId,
        }),
      ]);
      expect(out).not.toContain('private');
    } finally {
      await server.close();
    }
  });

  it('carries the request id on every entry of the request and in every 5xx body', async () => {
    const server = await startTestServer({ seed: true, env: { LOG_LEVEL: 'debug' } });
    try {
      const maya = await signedIn(server);
      let res: Response | undefined;
      const out = await captureOutput(async () => {
        // the test server runs no live events hub: 503
        res = await maya.get('/api/events');
      });
      expect(res?.status).toBe(503);
      const requestId = res?.headers.get('x-request-id');
      expect(await json(res as Response)).toEqual({ message: expect.any(String), requestId });
      const logged = entries(out);
      expect(logged.length).toBeGreaterThan(0);
      for (const entry of logged) expect(entry.requestId).toBe(requestId);
      // a 4xx body stays { message }
      const missing = await maya.get('/api/gigs/999999999');
      expect(missing.status).toBe(404);
      expect(Object.keys(await json<object>(missing))).toEqual(['message']);
    } finally {
      await server.close();
    }
  });

  it("keeps a proxy's X-Request-Id only with TRUST_PROXY and only when short and plain", async () => {
    const direct = await startTestServer();
    const proxied = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      const idOf = async (server: { get: typeof direct.get }, id: string) =>
        (await server.get('/healthz', { headers: { 'x-request-id': id } })).headers.get('x-request-id');
      expect(await idOf(direct, 'edge-1234')).toMatch(UUID);
      expect(await idOf(proxied, 'edge-1234')).toBe('edge-1234');
      expect(await idOf(proxied, 'Root=1-67891233-abcdef012345678912345678')).toMatch(UUID);
      expect(await idOf(proxied, 'x'.repeat(65))).toMatch(UUID);
      expect(await idOf(proxied, '"},{"level":"error"')).toMatch(UUID);
    } finally {
      await Promise.all([direct.close(), proxied.close()]);
    }
  });
});
