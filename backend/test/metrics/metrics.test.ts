import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, ne, sql } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { createApp } from '../../src/app';
import { ConfigError, loadConfig } from '../../src/config';
import { gigs, users } from '../../src/db/schema';
import { queryRows } from '../../src/db/sql';
import { createHttpServer, SERVER_TIMEOUTS } from '../../src/http/server';
import { timePaymentCalls } from '../../src/metrics';
import type { PaymentProvider } from '../../src/payments/provider';
import { signedIn, DEMO_EMAIL } from '../auth/browser';
import { backendDir, must, startTestServer } from '../harness';
import { book, eventually, pay, settle, startOrderServer, type OrderServer } from '../orders/support';
import { parseExposition, samplesOf, valueOf, type Exposition } from './prometheus-text';

const TOKEN = `metrics-${randomBytes(16).toString('hex')}`;
const HTTP = 'campus_http_request_duration_seconds';
/** The route labels of requests no route answered (metrics/http.ts), and the fixed paths. */
const FIXED_ROUTES = new Set(['not_found', 'api_unmatched', 'uploads', 'page', 'static', '/metrics']);

let server: OrderServer;
const closers: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  server = await startOrderServer({ seed: true, env: { METRICS_TOKEN: TOKEN } });
  await server.services.events.start();
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await server.services.jobs.stop();
  await server.services.events.stop();
  await settle(server.db).catch(() => undefined);
  await server.close({ drop: true });
});

async function scrape(url = server.url): Promise<Exposition> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await res.text());
}

const requests = (exp: Exposition, route: string, status: string, method = 'GET') =>
  valueOf(exp, `${HTTP}_count`, { method, route, status }) ?? 0;

async function activeGigIds(n: number): Promise<number[]> {
  const rows = await server.db.select({ id: gigs.id }).from(gigs).where(eq(gigs.status, 'active')).limit(n);
  return rows.map((r) => r.id);
}

describe('GET /metrics', () => {
  it('times requests by route pattern and status class, never by the address asked for', async () => {
    const [a, b] = await activeGigIds(2);
    const before = await scrape();
    for (const id of [a, b]) expect((await fetch(`${server.url}/api/gigs/${id}`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/gigs/987654321`)).status).toBe(404);
    // no route: an unknown API address, an unknown page, an upload that is not there
    for (const path of ['/api/no-such-thing-1', '/no-such-page-2', '/uploads/no-such-file-3.jpg'])
      expect((await fetch(server.url + path, { headers: { accept: 'text/html' } })).status).toBe(404);
    // an /api address answered without a route (a method it does not take)
    expect((await fetch(`${server.url}/api/gigs`, { method: 'PUT' })).status).toBeGreaterThanOrEqual(400);
    const text = await (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    const after = parseExposition(text);

    expect(after.types.get(HTTP)).toBe('histogram');
    expect(requests(after, '/api/gigs/:id', '2xx') - requests(before, '/api/gigs/:id', '2xx')).toBe(2);
    expect(requests(after, '/api/gigs/:id', '4xx') - requests(before, '/api/gigs/:id', '4xx')).toBe(1);
    expect(requests(after, 'not_found', '4xx') - requests(before, 'not_found', '4xx')).toBe(3);
    expect(
      requests(after, 'api_unmatched', '4xx', 'PUT') - requests(before, 'api_unmatched', '4xx', 'PUT'),
    ).toBe(1);
    // the raw addresses are nowhere: not the ids, not the unknown paths
    for (const raw of [`/api/gigs/${a}"`, `/api/gigs/${b}"`, '987654321', 'no-such'])
      expect(text).not.toContain(raw);
    // every route label is a pattern (no segment of digits) or one of the few fixed names
    const routes = new Set(samplesOf(after, `${HTTP}_count`).map((s) => s.labels.route ?? ''));
    for (const route of routes) {
      if (FIXED_ROUTES.has(route)) continue;
      expect(route).toMatch(/^\/api\//);
      expect(route.split('/').some((segment) => /^\d+$/.test(segment))).toBe(false);
    }
    // the histogram is whole: its +Inf bucket holds every request it counted
    const inf = valueOf(after, `${HTTP}_bucket`, {
      method: 'GET',
      route: '/api/gigs/:id',
      status: '2xx',
      le: '+Inf',
    });
    expect(inf).toBe(requests(after, '/api/gigs/:id', '2xx'));
  });

  it('counts signed-in calls under their pattern too', async () => {
    const browser = await signedIn(server);
    const before = await scrape();
    expect((await browser.get('/api/me')).status).toBe(200);
    expect((await browser.get('/api/me')).status).toBe(200);
    const after = await scrape();
    expect(requests(after, '/api/me', '2xx') - requests(before, '/api/me', '2xx')).toBe(2);
    expect(requests(after, '/api/login', '2xx', 'POST')).toBeGreaterThanOrEqual(1);
  });

  it('reports the database pool: total, idle and waiting connections, within its size', async () => {
    const exp = await scrape();
    const total = must(valueOf(exp, 'campus_db_pool_connections'), 'pool total');
    const idle = must(valueOf(exp, 'campus_db_pool_idle'), 'pool idle');
    const waiting = must(valueOf(exp, 'campus_db_pool_waiting'), 'pool waiting');
    const max = must(valueOf(exp, 'campus_db_pool_max'), 'pool max');
    for (const name of ['campus_db_pool_connections', 'campus_db_pool_idle', 'campus_db_pool_waiting'])
      expect(exp.types.get(name)).toBe('gauge');
    expect(max).toBe(server.db.$client.options.max);
    expect(total).toBeGreaterThanOrEqual(1); // the scrape's own reads used one
    expect(total).toBeLessThanOrEqual(max);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(idle).toBeLessThanOrEqual(total);
    expect(waiting).toBe(0);
  });

  it('counts the open event streams of this instance', async () => {
    const browser = await signedIn(server);
    const base = must(valueOf(await scrape(), 'campus_event_streams_open'), 'streams gauge');
    const abort = new AbortController();
    const res = await fetch(`${server.url}/api/events`, {
      headers: { cookie: browser.cookieHeader(), accept: 'text/event-stream' },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    await eventually(async () => expect(valueOf(await scrape(), 'campus_event_streams_open')).toBe(base + 1));
    abort.abort();
    await eventually(async () => expect(valueOf(await scrape(), 'campus_event_streams_open')).toBe(base));
  });

  it('times payment provider calls and counts their failures; counts the committed ledger journals', async () => {
    const [maya] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    const [gig] = await server.db
      .select({ id: gigs.id })
      .from(gigs)
      .where(and(eq(gigs.status, 'active'), ne(gigs.providerId, must(maya, 'demo user').id)))
      .limit(1);
    const journals = async () =>
      new Map(
        (
          await queryRows<{ kind: string; n: number }>(
            server.db,
            sql`select kind, count(*)::int as n from ledger_journals group by kind`,
          )
        ).map((r) => [r.kind, r.n]),
      );
    const sandbox = { provider: 'sandbox' };
    const calls = (exp: Exposition, operation: string) =>
      valueOf(exp, 'campus_payment_provider_call_duration_seconds_count', { ...sandbox, operation }) ?? 0;
    const refusals = (exp: Exposition, operation: string) =>
      valueOf(exp, 'campus_payment_provider_call_errors_total', { ...sandbox, operation, kind: 'refused' }) ??
      0;

    const before = await scrape();
    const browser = await signedIn(server);
    await pay(browser, await book(browser, must(gig, 'a gig of another student').id));
    await settle(server.db);
    await expect(server.services.payments.retrieveIntent('pi_no_such_intent')).rejects.toThrow(/No such/);
    const after = await scrape();

    expect(calls(after, 'createIntent') - calls(before, 'createIntent')).toBe(1);
    expect(refusals(after, 'retrieveIntent') - refusals(before, 'retrieveIntent')).toBe(1);
    expect(after.types.get('campus_payment_provider_call_duration_seconds')).toBe('histogram');
    // the scrape reads the table: exactly the committed journals, by kind (the authorisation among them)
    const inDb = await journals();
    expect(inDb.get('authorise')).toBeGreaterThanOrEqual(1);
    for (const [kind, n] of inDb) expect(valueOf(after, 'campus_ledger_journals', { kind })).toBe(n);
    expect(samplesOf(after, 'campus_ledger_journals')).toHaveLength(inDb.size);
    expect(valueOf(after, 'campus_ledger_journals', { kind: 'authorise' })).toBe(
      (valueOf(before, 'campus_ledger_journals', { kind: 'authorise' }) ?? 0) + 1,
    );
  });

  it('labels an unreachable provider unavailable, a refusal refused', async () => {
    const registry = new Registry();
    // the sandbox, but its createIntent cannot reach the processor (fetch's own failure)
    const unreachable: PaymentProvider = {
      ...server.sandbox,
      createIntent: () => Promise.reject(new TypeError('fetch failed')),
    };
    const down = timePaymentCalls(unreachable, registry);
    await expect(
      down.createIntent({
        amountCents: 2500,
        captureMethod: 'manual',
        metadata: {},
        description: 'probe',
        idempotencyKey: 'metrics-probe',
      }),
    ).rejects.toThrow('fetch failed');
    await expect(down.retrieveIntent('pi_missing')).rejects.toThrow(/No such/);
    const exp = parseExposition(await registry.metrics());
    const errors = (operation: string, kind: string) =>
      valueOf(exp, 'campus_payment_provider_call_errors_total', { provider: 'sandbox', operation, kind });
    expect(errors('createIntent', 'unavailable')).toBe(1);
    expect(errors('retrieveIntent', 'refused')).toBe(1);
    expect(errors('createIntent', 'refused')).toBeUndefined();
  });

  it('reports job queue depth from the database and counts failed runs per queue', async () => {
    // no runner has made the pgboss schema yet: no depth series, and no error either
    const early = await scrape();
    expect(samplesOf(early, 'campus_job_queue_depth')).toHaveLength(0);
    expect(valueOf(early, 'campus_metrics_read_errors_total', { source: 'job_queues' })).toBeUndefined();

    const { jobs } = server.services;
    jobs.define('metrics-probe-fails', () => Promise.reject(new Error('the probe fails on purpose')), {
      retryLimit: 0,
    });
    jobs.define('metrics-probe-later', () => Promise.resolve());
    await jobs.start();
    await jobs.send('metrics-probe-fails', {});
    await jobs.send('metrics-probe-later', {}, { startAfter: new Date(Date.now() + 3_600_000) });

    const exp = await eventually(async () => {
      const e = await scrape();
      expect(valueOf(e, 'campus_job_runs_total', { queue: 'metrics-probe-fails', outcome: 'failed' })).toBe(
        1,
      );
      return e;
    });
    expect(exp.types.get('campus_job_runs_total')).toBe('counter');
    expect(
      valueOf(exp, 'campus_job_runs_total', { queue: 'metrics-probe-fails', outcome: 'completed' }),
    ).toBeUndefined();
    expect(valueOf(exp, 'campus_job_queue_depth', { queue: 'metrics-probe-later', state: 'scheduled' })).toBe(
      1,
    );
    expect(valueOf(exp, 'campus_job_queue_depth', { queue: 'metrics-probe-later', state: 'waiting' })).toBe(
      0,
    );
    // every declared queue has its series, at 0 when empty
    expect(valueOf(exp, 'campus_job_queue_depth', { queue: 'metrics-probe-fails', state: 'waiting' })).toBe(
      0,
    );
    expect(exp.types.get('campus_job_queue_depth')).toBe('gauge');
  });

  it('keeps one registry per app: a second instance in this process counts only its own requests', async () => {
    const app = createApp({ db: server.db, config: server.config });
    const second: Server = await new Promise((ok) => {
      const s = createHttpServer(app, SERVER_TIMEOUTS);
      s.listen(0, '127.0.0.1', () => ok(s));
    });
    closers.push(() => new Promise<void>((ok) => second.close(() => ok())));
    const url = `http://127.0.0.1:${(second.address() as AddressInfo).port}`;
    const [id] = await activeGigIds(1);
    const first = requests(await scrape(), '/api/gigs/:id', '2xx');
    expect((await fetch(`${url}/api/gigs/${id}`)).status).toBe(200);
    expect(requests(await scrape(url), '/api/gigs/:id', '2xx')).toBe(1);
    expect(requests(await scrape(), '/api/gigs/:id', '2xx')).toBe(first);
  });

  it('answers 401 without the right bearer token, and says how to send it', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const res = await fetch(`${server.url}/metrics`, authorization ? { headers: { authorization } } : {});
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      const body = (await res.json()) as { message?: string };
      expect(body.message).toMatch(/metrics token/);
    }
  });
});

describe('without METRICS_TOKEN', () => {
  it('serves no /metrics, whatever the request carries', async () => {
    const plain = await startTestServer();
    try {
      const res = await plain.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('# TYPE');
    } finally {
      await plain.close();
    }
  });

  it('refuses a token too short to be a secret', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' }, { repoRoot: backendDir })).toThrow(ConfigError);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }, { repoRoot: backendDir }).metricsToken).toBe(TOKEN);
  });
});
