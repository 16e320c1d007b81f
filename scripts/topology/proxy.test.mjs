// The topology's proxy (proxy.mjs) over real HTTP, in front of small HTTP servers standing in for
// product instances: each answers with what it received, so the tests see what the proxy forwarded.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { after, test } from 'node:test';
import { PIN_COOKIE, SERVED_BY, startProxy } from './proxy.mjs';

const open = [];
after(() => Promise.all(open.map((close) => close())));

/**
 * An instance: /readyz answers per `state.ready`; /stream writes an event, then waits for `release`; /hang
 * never answers (`state.hanging` gives its response); the rest echoes.
 */
async function instance(name) {
  const state = { ready: true, release: () => undefined };
  state.hanging = new Promise((r) => (state.answerHang = r));
  const server = createServer((req, res) => {
    if (req.url === '/readyz') {
      res.writeHead(state.ready ? 200 : 503).end();
      return;
    }
    if (req.url === '/hang') {
      state.answerHang(res); // never answered: the test ends it from the client's side
      return;
    }
    if (req.url === '/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
      state.release = () => res.end('data: last\n\n');
      return;
    }
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      res.setHeader('set-cookie', ['one=1; Path=/', 'two=2; Path=/']);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ name, method: req.method, url: req.url, headers: req.headers, body }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const close = () => new Promise((done) => (server.closeAllConnections(), server.close(() => done())));
  open.push(close);
  return { name, url: `http://127.0.0.1:${server.address().port}`, state, close };
}

async function proxyFor(instances, options = {}) {
  const proxy = await startProxy({
    upstreams: instances.map(({ name, url }) => ({ name, url })),
    checkEveryMs: 60_000, // the tests call checkNow() themselves
    ...options,
  });
  open.push(proxy.close);
  return proxy;
}

const echo = async (res) => ({ by: res.headers.get(SERVED_BY), ...(await res.json()) });

test('requests take turns over the ready instances, each response naming its instance', async () => {
  const [a, b] = [await instance('a'), await instance('b')];
  const proxy = await proxyFor([a, b]);
  const served = [];
  for (let i = 0; i < 4; i++) served.push((await echo(await fetch(`${proxy.url}/api/x`))).by);
  assert.deepEqual(served.sort(), ['a', 'a', 'b', 'b']);
});

test('the instance learns the client, the scheme and the host; a client-sent X-Forwarded-For is replaced', async () => {
  const proxy = await proxyFor([await instance('a')]);
  const got = await echo(
    await fetch(`${proxy.url}/api/who?q=1`, { headers: { 'x-forwarded-for': '203.0.113.9' } }),
  );
  assert.equal(got.url, '/api/who?q=1');
  assert.equal(got.headers['x-forwarded-for'], '127.0.0.1');
  assert.equal(got.headers['x-forwarded-proto'], 'http');
  assert.equal(got.headers['x-forwarded-host'], new URL(proxy.url).host);
  assert.equal(got.headers.host, new URL(proxy.url).host);
});

test('a body goes through, and every Set-Cookie comes back', async () => {
  const proxy = await proxyFor([await instance('a')]);
  const res = await fetch(`${proxy.url}/api/post`, {
    method: 'POST',
    body: 'hello',
    headers: { 'content-type': 'text/plain' },
  });
  assert.deepEqual(res.headers.getSetCookie(), ['one=1; Path=/', 'two=2; Path=/']);
  const got = await echo(res);
  assert.equal(got.method, 'POST');
  assert.equal(got.body, 'hello');
});

test('an instance failing its readiness check gets no requests until it passes again', async () => {
  const [a, b] = [await instance('a'), await instance('b')];
  const proxy = await proxyFor([a, b]);
  b.state.ready = false;
  await proxy.checkNow();
  assert.deepEqual(proxy.readyNames(), ['a']);
  for (let i = 0; i < 3; i++) assert.equal((await echo(await fetch(`${proxy.url}/`))).by, 'a');
  b.state.ready = true;
  await proxy.checkNow();
  const served = new Set();
  for (let i = 0; i < 2; i++) served.add((await echo(await fetch(`${proxy.url}/`))).by);
  assert.deepEqual([...served].sort(), ['a', 'b']);
});

test('none ready: 503 with Retry-After', async () => {
  const a = await instance('a');
  a.state.ready = false;
  const proxy = await proxyFor([a]);
  const res = await fetch(`${proxy.url}/`);
  assert.equal(res.status, 503);
  assert.equal(res.headers.get('retry-after'), '1');
});

test('a GET to an instance that went away is sent to another one, which takes over', async () => {
  const [a, b] = [await instance('a'), await instance('b')];
  const proxy = await proxyFor([a, b]);
  await a.close(); // still "ready" for the proxy until its next check
  const served = [];
  for (let i = 0; i < 3; i++) served.push((await echo(await fetch(`${proxy.url}/`))).by);
  assert.deepEqual(served, ['b', 'b', 'b']);
  assert.deepEqual(proxy.readyNames(), ['b']);
});

// a bound on the failure (a buffering proxy would hold the first event forever), not a pace
test(
  'an event stream reaches the client as it is written, not when it ends',
  { timeout: 10_000 },
  async () => {
    const a = await instance('a');
    const proxy = await proxyFor([a]);
    const res = await fetch(`${proxy.url}/stream`);
    assert.equal(res.headers.get('content-type'), 'text/event-stream');
    const reader = res.body.getReader();
    // the instance has not ended the stream: this read returns only because the proxy passed the chunk on
    const { value } = await reader.read();
    assert.equal(new TextDecoder().decode(value), 'data: first\n\n');
    a.state.release();
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read())
      rest += new TextDecoder().decode(r.value);
    assert.equal(rest, 'data: last\n\n');
  },
);

// a bound on the failure (an instance request the proxy never cuts stays open), not a pace
test(
  'a browser that leaves before the answer ends the instance request, and the instance stays in',
  { timeout: 10_000 },
  async () => {
    const a = await instance('a');
    const proxy = await proxyFor([a]);
    const abort = new AbortController();
    const asked = fetch(`${proxy.url}/hang`, { signal: abort.signal }).catch((err) => err.name);
    const response = await a.state.hanging;
    const cut = new Promise((closed) => response.once('close', closed));
    abort.abort();
    assert.equal(await asked, 'AbortError');
    await cut;
    assert.deepEqual(proxy.readyNames(), ['a']);
    assert.equal((await echo(await fetch(`${proxy.url}/`))).by, 'a');
  },
);

test('the pin cookie chooses the instance only when pinning is allowed, and the instance never sees it', async () => {
  const [a, b] = [await instance('a'), await instance('b')];
  const cookie = `session=s1; ${PIN_COOKIE}=b; theme=dark`;
  const pinned = await proxyFor([a, b], { allowPin: true });
  for (let i = 0; i < 3; i++) {
    const got = await echo(await fetch(`${pinned.url}/`, { headers: { cookie } }));
    assert.equal(got.by, 'b');
    assert.equal(got.headers.cookie, 'session=s1; theme=dark');
  }
  const unpinned = await proxyFor([a, b]);
  const served = new Set();
  for (let i = 0; i < 2; i++)
    served.add((await echo(await fetch(`${unpinned.url}/`, { headers: { cookie } }))).by);
  assert.deepEqual([...served].sort(), ['a', 'b']);
});
