import { Agent, request } from 'node:http';
import { Histogram } from './histogram';

export interface LoadSpec {
  port: number;
  /** The path of the next request (called once per request: random ids go here). */
  path: () => string;
  /** Clients, each with one keep-alive connection and one request in flight. */
  clients: number;
  /** Stop after this long (measured part)... */
  durationMs?: number;
  /** ...or after this many requests in all, whichever comes first. */
  requests?: number;
  /** Unmeasured load before the measured part, on the same connections. */
  warmupMs?: number;
  /** Ends the run early (Ctrl-C). */
  signal?: AbortSignal;
  /** Request headers (none by default: an API client's bare GET). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  /** Responses other than 2xx, and failed requests. */
  errors: number;
  /** Status code (0: no response) -> count, for every request of the measured part. */
  statuses: Map<number, number>;
  elapsedMs: number;
  /** Requests per second of the measured part (errors included). */
  rps: number;
  /** Send to the last body byte. */
  latency: Histogram;
  /** Send to the response's head (status line and headers, the first bytes of the reply). */
  firstByte: Histogram;
  /** Body bytes received, as sent (compressed when the reply is). */
  bytes: number;
}

interface Reply {
  /** 0 when it failed. */
  status: number;
  /** performance.now() when the head arrived (NaN when it never did). */
  headAt: number;
  bytes: number;
}

/** One GET; resolves once the whole body arrived (or the request failed). */
function send(
  agent: Agent,
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return new Promise((done) => {
    let headAt = NaN;
    let bytes = 0;
    const req = request({ agent, host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      headAt = performance.now();
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => done({ status: res.statusCode ?? 0, headAt, bytes }));
      res.on('error', () => done({ status: 0, headAt, bytes }));
    });
    req.on('error', () => done({ status: 0, headAt, bytes }));
    req.end();
  });
}

/**
 * Closed-loop load: `clients` loops, each sending its next request when the previous one is answered,
 * over keep-alive connections. Latency is measured per request from send to the last body byte.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: spec.clients, maxFreeSockets: spec.clients });
  const latency = new Histogram();
  const firstByte = new Histogram();
  const statuses = new Map<number, number>();
  let errors = 0;
  let bytes = 0;
  let started = 0;
  const stopped = () => spec.signal?.aborted === true;

  try {
    const warmupEnd = performance.now() + (spec.warmupMs ?? 0);
    await Promise.all(
      Array.from({ length: spec.clients }, async () => {
        while (performance.now() < warmupEnd && !stopped())
          await send(agent, spec.port, spec.path(), spec.headers);
      }),
    );

    const begin = performance.now();
    const end = spec.durationMs === undefined ? Infinity : begin + spec.durationMs;
    const limit = spec.requests ?? Infinity;
    await Promise.all(
      Array.from({ length: spec.clients }, async () => {
        while (started < limit && performance.now() < end && !stopped()) {
          started += 1;
          const t0 = performance.now();
          const { status, headAt, bytes: received } = await send(agent, spec.port, spec.path(), spec.headers);
          latency.record(performance.now() - t0);
          if (Number.isFinite(headAt)) firstByte.record(headAt - t0);
          bytes += received;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status < 200 || status >= 300) errors += 1;
        }
      }),
    );
    const elapsedMs = performance.now() - begin;
    return {
      requests: latency.count,
      errors,
      statuses,
      elapsedMs,
      rps: elapsedMs > 0 ? (latency.count * 1000) / elapsedMs : 0,
      latency,
      firstByte,
      bytes,
    };
  } finally {
    agent.destroy();
  }
}

/** Several runs as one (rounds of an A/B comparison): requests, time and latencies add up. */
export function merge(results: LoadResult[]): LoadResult {
  const latency = new Histogram();
  const firstByte = new Histogram();
  const statuses = new Map<number, number>();
  let errors = 0;
  let elapsedMs = 0;
  let bytes = 0;
  for (const r of results) {
    latency.add(r.latency);
    firstByte.add(r.firstByte);
    bytes += r.bytes;
    for (const [status, n] of r.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
    errors += r.errors;
    elapsedMs += r.elapsedMs;
  }
  return {
    requests: latency.count,
    errors,
    statuses,
    elapsedMs,
    rps: elapsedMs > 0 ? (latency.count * 1000) / elapsedMs : 0,
    latency,
    firstByte,
    bytes,
  };
}

/** Status counts other than 200 as text ("500 x12, 0 x1"), or '' when every request got a 2xx. */
export function failures(result: LoadResult): string {
  return [...result.statuses]
    .filter(([status]) => status < 200 || status >= 300)
    .map(([status, n]) => `${status === 0 ? 'no response' : status} x${n}`)
    .join(', ');
}
