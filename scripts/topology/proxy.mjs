// The topology's load balancer (run.mjs): a small reverse proxy in front of several product instances,
// playing the part compose.yaml gives Caddy. Round-robin over the instances whose readiness check
// answers 200, responses streamed as they come (live event streams, uploads), X-Forwarded-For, -Proto and
// -Host added, and every response names the instance that served it (X-Served-By), so a test can see
// where each request went. The product never learns which instance it is: the proxy says.
import { Agent, createServer, request } from 'node:http';

/** The response header naming the instance that served the request. */
export const SERVED_BY = 'x-served-by';
/** Test-only (`allowPin`): a cookie naming the instance every request of that browser goes to. */
export const PIN_COOKIE = 'topology-pin';

/** Hop-by-hop headers (RFC 9110 7.6.1): they describe one connection, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Failures of the connection to an instance, before it answered: the instance is down. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ETIMEDOUT', 'EPIPE']);

/** `name=value` pairs of a Cookie header without the pin cookie (the product never sees it). */
function splitPin(cookieHeader) {
  let pin;
  const rest = [];
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (!name) continue;
    if (name === PIN_COOKIE) pin = value.join('=');
    else rest.push(part.trim());
  }
  return { pin, cookie: rest.join('; ') };
}

/** The request's headers for the instance: hop-by-hop removed, X-Forwarded-* added, the pin taken out. */
function forwardedHeaders(req, cookie) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers))
    if (!HOP_BY_HOP.has(name) && name !== 'cookie') headers[name] = value;
  if (cookie) headers.cookie = cookie;
  // This proxy is the edge: a client's own X-Forwarded-For is replaced by the socket's address.
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'http';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}

/** The instance's response headers as a flat [name, value, ...] list (Set-Cookie kept apart), hop-by-hop removed. */
function responseHeaders(upstreamRes, name) {
  const raw = upstreamRes.rawHeaders;
  const out = [];
  for (let i = 0; i < raw.length; i += 2)
    if (!HOP_BY_HOP.has(raw[i].toLowerCase())) out.push(raw[i], raw[i + 1]);
  out.push(SERVED_BY, name);
  return out;
}

/**
 * Starts the proxy on `port` (0: a free one) in front of `upstreams` ({ name, url }). Each instance's
 * `readyPath` is checked every `checkEveryMs`; an instance that fails it (or refuses a connection) gets
 * no new requests until it passes again. With `allowPin` (tests only) the PIN_COOKIE chooses the
 * instance. Returns { url, port, readyNames(), checkNow(), close() }.
 */
export async function startProxy({
  upstreams,
  port = 0,
  host = '127.0.0.1',
  readyPath = '/readyz',
  checkEveryMs = 1000,
  allowPin = false,
  log = () => undefined,
}) {
  const agent = new Agent({ keepAlive: true });
  const instances = upstreams.map((u) => ({ ...u, target: new URL(u.url), ready: false }));
  let next = 0;

  const setReady = (instance, ready, why) => {
    if (instance.ready !== ready) log(`${instance.name} ${ready ? 'is ready' : `is out (${why})`}`);
    instance.ready = ready;
  };

  const check = async (instance) => {
    try {
      const res = await fetch(new URL(readyPath, instance.target), { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      setReady(instance, res.status === 200, `${readyPath} answered ${res.status}`);
    } catch (err) {
      setReady(instance, false, `${readyPath} failed: ${err?.cause?.code ?? err?.name ?? String(err)}`);
    }
  };
  const checkNow = () => Promise.all(instances.map(check));
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void checkNow().finally(() => (checking = false));
  }, checkEveryMs);
  timer.unref();

  /** The next ready instance after the last one chosen, skipping `tried`. */
  const choose = (tried) => {
    for (let i = 0; i < instances.length; i++) {
      const instance = instances[(next + i) % instances.length];
      if (instance.ready && !tried.has(instance)) {
        next = (instances.indexOf(instance) + 1) % instances.length;
        return instance;
      }
    }
    return undefined;
  };

  const server = createServer((req, res) => {
    const { pin, cookie } = splitPin(req.headers.cookie);
    const pinned = allowPin && pin ? instances.find((i) => i.name === pin) : undefined;
    const headers = forwardedHeaders(req, cookie);
    // A request without a body can be sent again to another instance when the first one is unreachable.
    const replayable = (req.method === 'GET' || req.method === 'HEAD') && !req.headers['content-length'];
    const tried = new Set();
    let current;
    let clientGone = false;
    // The browser went away (a closed tab, a stream it ended): so does the instance's request.
    res.on('close', () => {
      if (res.writableFinished) return;
      clientGone = true;
      current?.destroy();
    });

    const send = () => {
      const instance = pinned ?? choose(tried);
      if (!instance) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' });
        res.end('No instance is ready.\n');
        return;
      }
      tried.add(instance);
      const upstream = request({
        agent,
        hostname: instance.target.hostname,
        port: instance.target.port,
        method: req.method,
        path: req.url,
        headers,
      });
      upstream.on('response', (upstreamRes) => {
        res.writeHead(
          upstreamRes.statusCode ?? 502,
          upstreamRes.statusMessage,
          responseHeaders(upstreamRes, instance.name),
        );
        // Streams (text/event-stream) go out chunk by chunk as the instance writes them.
        res.flushHeaders();
        upstreamRes.pipe(res);
        upstreamRes.on('error', () => res.destroy());
      });
      current = upstream;
      upstream.on('error', (err) => {
        // the browser left first (the instance's request was cut for it): nothing is wrong with the instance
        if (clientGone) return;
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (UNREACHABLE.has(err.code)) setReady(instance, false, err.code);
        if (!pinned && replayable && UNREACHABLE.has(err.code)) {
          send();
          return;
        }
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', [SERVED_BY]: instance.name });
        res.end(`The instance ${instance.name} did not answer (${err.code ?? err.message}).\n`);
      });
      if (replayable) upstream.end();
      else req.pipe(upstream);
    };
    send();
  });

  await checkNow();
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  return {
    url,
    port: address.port,
    readyNames: () => instances.filter((i) => i.ready).map((i) => i.name),
    checkNow,
    close: () =>
      new Promise((done) => {
        clearInterval(timer);
        server.close(() => done());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
