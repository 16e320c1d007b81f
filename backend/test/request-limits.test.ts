import { connect, type Socket } from 'node:net';
import { KEEP_ALIVE_TIMEOUT_MS, SERVER_TIMEOUTS } from '../src/http/server';
import { json, startTestServer, type TestServer } from './harness';

/**
 * Opens a raw connection, sends `head` and part of a body, and resolves with what the server sent
 * back and how long the connection stayed open (or rejects after `giveUpMs`).
 */
function stalledRequest(url: string, head: string, partialBody: string, giveUpMs: number) {
  const { hostname, port } = new URL(url);
  return new Promise<{ reply: string; openMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname, () => socket.write(head + partialBody));
    let reply = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server still held the connection after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (d: Buffer) => (reply += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ reply, openMs: Date.now() - started });
    });
  });
}

describe('request timeout', () => {
  it('is seconds, not minutes, on the servers main.ts and the harness start', async () => {
    expect(SERVER_TIMEOUTS.requestTimeout).toBeGreaterThanOrEqual(5_000);
    expect(SERVER_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestTimeout);
    expect(SERVER_TIMEOUTS.connectionsCheckingInterval).toBeLessThanOrEqual(2_000);
    const server = await startTestServer();
    try {
      expect(server.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
      expect(server.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    } finally {
      await server.close();
    }
  });

  describe('on a server with a 1.5 s request timeout', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        timeouts: { requestTimeout: 1_500, headersTimeout: 1_000, connectionsCheckingInterval: 100 },
      });
    });
    afterAll(() => server.close());

    it('answers 408 and closes a connection whose body is shorter than its Content-Length', async () => {
      const body = JSON.stringify({ email: 'ada@mit.edu', password: 'secret12' });
      const head = [
        'POST /api/login HTTP/1.1',
        `Host: ${new URL(server.url).host}`,
        'Content-Type: application/json',
        `Content-Length: ${body.length + 100}`,
        '',
        '',
      ].join('\r\n');
      const { reply, openMs } = await stalledRequest(server.url, head, body, 10_000);
      expect(reply).toMatch(/^HTTP\/1\.1 408 /);
      expect(openMs).toBeGreaterThanOrEqual(1_000);
      expect(openMs).toBeLessThan(4_000);
    });

    it('closes a connection whose headers never end', async () => {
      const head = `GET /api/gigs HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nX-Slow: 1\r\n`;
      const { openMs } = await stalledRequest(server.url, head, '', 10_000);
      expect(openMs).toBeLessThan(4_000);
    });

    it('still serves ordinary requests', async () => {
      const res = await server.get('/api/auth/status');
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ isAuthenticated: false });
    });
  });
});

describe('keep-alive', () => {
  it('keeps an idle connection longer than clients keep theirs: the idle timer armed after an answer is over a minute', async () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    const server = await startTestServer();
    // the server's end of the connection: Node arms its idle timer there once an answer is sent
    const accepted = new Promise<Socket>((ok) => server.server.once('connection', ok));
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    try {
      let received = '';
      const answered = new Promise<void>((ok) =>
        socket.on('data', (d: Buffer) => {
          received += d.toString();
          if (/HTTP\/1\.1 200 [\s\S]*\r\n\r\n\{/.test(received)) ok();
        }),
      );
      await new Promise<void>((ok) => socket.once('connect', () => ok()));
      socket.write(`GET /api/auth/status HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
      await answered;
      const idle = await accepted;
      // Node's default (5 s) closed such a socket just as a client reused it: no waiting it out here
      await new Promise((r) => setImmediate(r));
      expect(idle.timeout).toBeGreaterThan(60_000);
      expect(idle.destroyed).toBe(false);
    } finally {
      socket.destroy();
      await server.close();
    }
  });
});

describe('e-mail addresses beyond SMTP limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['a local part over 64 characters', `${'a'.repeat(65)}@asu.edu`],
    ['a domain label over 63 characters', `ana@${'b'.repeat(64)}.edu`],
  ])('refuses %s at registration and login with 400', async (_what, email) => {
    const origin = new URL(server.url).origin;
    for (const path of ['/api/register', '/api/login']) {
      const res = await server.get(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ email, password: 'secret12' }),
      });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ message: 'Must be a valid .edu email address' });
    }
  });
});

describe('a call that takes no request body', () => {
  it('refuses one with 415 and says so, before doing anything', async () => {
    const server = await startTestServer();
    try {
      const post = (body?: string, headers: Record<string, string> = {}) =>
        fetch(`${server.url}/api/logout`, {
          method: 'POST',
          headers: { origin: server.url, ...headers },
          body,
        });
      const refused = await post('{}', { 'content-type': 'application/json' });
      expect(refused.status).toBe(415);
      expect(await json(refused)).toEqual({ message: 'POST /api/logout takes no request body' });
      expect((await post()).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('a call that takes a JSON body', () => {
  it('refuses a body of another type with 415, rather than reading it as no body', async () => {
    const server = await startTestServer();
    try {
      const res = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'text/plain' },
        body: JSON.stringify({ email: 'maya.chen@asu.edu', password: 'campus123' }),
      });
      expect(res.status).toBe(415);
      expect(await json(res)).toEqual({
        message: 'Request body must be JSON (Content-Type: application/json)',
      });
    } finally {
      await server.close();
    }
  });
});
