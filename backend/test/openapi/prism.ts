import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { backendDir } from '../harness';
import { writeDocumentFile } from './document-file';

const PRISM = join(backendDir, '..', 'node_modules', '.bin', 'prism');
/**
 * Requests Prism cannot proxy, sent straight to the backend: an event stream (Prism reads a reply
 * whole, and a stream never ends), a redirect (its proxy follows it, and judges the page it lands
 * on) and a multipart upload (its proxy forwards the parsed form re-encoded as JSON: the backend
 * answers 415). Also a path that is not valid percent-encoding: Prism's router throws on it and
 * the whole proxy exits (URIError in uri-template-lite); the backend answers it with 400 or 404.
 */
const decodable = (url: string) => {
  try {
    decodeURIComponent(url.split('?')[0] ?? '');
    return true;
  } catch {
    return false;
  }
};
/** A JSON body that does not parse: Prism never answers it (the request times out). */
const brokenJson = (req: IncomingMessage, body: Buffer) => {
  if (!String(req.headers['content-type'] ?? '').includes('json') || body.length === 0) return false;
  try {
    JSON.parse(body.toString());
    return false;
  } catch {
    return true;
  }
};
const pastPrism = (req: IncomingMessage, body: Buffer) =>
  brokenJson(req, body) ||
  !decodable(req.url ?? '') ||
  (req.url ?? '').startsWith('/api/events') ||
  (req.url ?? '').startsWith('/api/sandbox/onboarding') ||
  String(req.headers['content-type'] ?? '').startsWith('multipart/');

/** What went through the gate. */
export interface GateCounts {
  /** Requests Prism judged valid and forwarded, whose reply it judged valid too. */
  validated: number;
  /** Requests the document refuses and the backend refused as well (Prism's 422/401/404, the backend's 4xx). */
  refusedByBoth: number;
  /** Streams, redirects, uploads, broken JSON and undecodable paths, sent past Prism (see pastPrism). */
  pastPrism: number;
}

export interface PrismGate {
  /** The base URL to send requests to instead of the backend's. */
  url: string;
  /** Every request or reply that breaks the document, in words. */
  findings: string[];
  counts: GateCounts;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** Larger than any header the backend accepts, so that the backend's limit is the one met. */
const MAX_HEADER_BYTES = 1 << 20;

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

function send(base: string, req: IncomingMessage, body: Buffer): Promise<Reply> {
  const url = new URL(req.url ?? '/', base);
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
  // Prism decodes a compressed reply but would pass its content-encoding on
  headers['accept-encoding'] = 'identity';
  if (body.length) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const out = httpRequest(url, { method: req.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    out.on('error', reject);
    out.end(body);
  });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

async function startPrism(upstream: string): Promise<{ url: string; child: ChildProcess }> {
  const file = await writeDocumentFile();
  const port = await freePort();
  // silent: Prism's own log printer throws on the lines of some fuzzed requests, taking the proxy down
  const args = ['proxy', file, upstream, '--errors', '--verboseLevel', 'silent'];
  const child = spawn(PRISM, [...args, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // headers as large as the backend takes: its own limit answers (431 with `{ message }`)
    env: { ...process.env, NODE_OPTIONS: `--max-http-header-size=${MAX_HEADER_BYTES}` },
  });
  let log = '';
  let exited = false;
  child.stderr?.on('data', (c: Buffer) => (log = (log + c.toString()).slice(-3000)));
  child.on('exit', (code) => {
    exited = true;
    if (code !== null) console.error(`Prism exited (${String(code)}): ${log}`);
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (exited || Date.now() - started > 60_000) throw new Error(`Prism did not start:\n${log}`);
    const up = await fetch(`${url}/api/config`).then(
      () => true,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Problem {
  type?: string;
  detail?: string;
  validation?: unknown;
}

const problemOf = (reply: Reply): Problem | undefined => {
  if (!String(reply.headers['content-type'] ?? '').includes('application/problem+json')) return undefined;
  try {
    return JSON.parse(reply.body.toString()) as Problem;
  } catch {
    return { detail: reply.body.toString().slice(0, 300) };
  }
};

/** Prism refused the request itself (the backend never saw it). */
const REFUSALS = ['UNPROCESSABLE_ENTITY', 'UNAUTHORIZED', 'NO_PATH_MATCHED_ERROR', 'NO_METHOD_MATCHED_ERROR'];

/**
 * Stoplight Prism's validation proxy (`prism proxy --errors`) in front of `upstream`, behind a small
 * gate that tells its answers apart: a reply Prism finds breaking the document is a finding; a request
 * Prism refuses is replayed to the backend, and is a finding only when the backend accepts it (the
 * document is stricter than the code), else the backend's own refusal goes back to the caller, so a
 * test sees the product's `{ message }` replies either way.
 */
export async function startPrismGate(upstream: string): Promise<PrismGate> {
  const prism = await startPrism(upstream);
  const findings: string[] = [];
  const counts: GateCounts = { validated: 0, refusedByBoth: 0, pastPrism: 0 };
  const answer = (res: import('node:http').ServerResponse, reply: Reply) => {
    for (const [k, v] of Object.entries(reply.headers))
      if (v !== undefined && !HOP_BY_HOP.has(k) && k !== 'content-encoding') res.setHeader(k, v);
    res.statusCode = reply.status;
    res.end(reply.body);
  };
  const finding = (res: import('node:http').ServerResponse, message: string) => {
    findings.push(message);
    res.statusCode = 500;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ message: `OpenAPI: ${message}` }));
  };
  const server: Server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    void (async () => {
      const call = `${req.method ?? ''} ${(req.url ?? '').split('?')[0] ?? ''}`;
      if ((req.url ?? '').startsWith('/api/events')) {
        counts.pastPrism += 1;
        const url = new URL(req.url ?? '/', upstream);
        const headers = { ...req.headers, host: url.host };
        const out = httpRequest(url, { method: req.method, headers }, (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        });
        res.on('close', () => out.destroy());
        req.pipe(out);
        return;
      }
      const body = await readBody(req);
      if (pastPrism(req, body)) {
        counts.pastPrism += 1;
        return answer(res, await send(upstream, req, body));
      }
      const reply = await send(prism.url, req, body);
      const problem = problemOf(reply);
      const kind = problem?.type?.split('#')[1] ?? '';
      const header = reply.headers['sl-violations'];
      if (kind === 'VIOLATIONS')
        return finding(
          res,
          `${call}: the reply breaks the document: ${JSON.stringify(problem?.validation).slice(0, 600)}`,
        );
      if (REFUSALS.includes(kind)) {
        const direct = await send(upstream, req, body);
        if (direct.status < 400)
          return finding(
            res,
            `${call}: the document refuses a request the backend accepts (${direct.status}): ${problem?.detail ?? ''} ${JSON.stringify(problem?.validation ?? '').slice(0, 600)}`,
          );
        counts.refusedByBoth += 1;
        return answer(res, direct);
      }
      if (problem)
        return finding(
          res,
          `${call}: Prism answered ${reply.status} ${JSON.stringify(problem).slice(0, 600)}`,
        );
      if (header)
        return finding(res, `${call}: ${reply.status} with violations ${String(header).slice(0, 600)}`);
      counts.validated += 1;
      answer(res, reply);
    })().catch((err: unknown) =>
      finding(res, `${req.method ?? ''} ${req.url ?? ''}: gate error ${String(err)}`),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    findings,
    counts,
    close: async () => {
      console.log(`prism gate: ${JSON.stringify(counts)}, ${findings.length} findings`);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      prism.child.kill();
    },
  };
}
