import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/sql';
import { DEMO_EMAIL, signedIn, type Browser } from '../auth/browser';
import { startLocalIssuer, type LocalIssuer } from '../auth/localIssuer';
import { startOrderServer, type OrderServer } from '../orders/support';
import { fuzzTargets, type FixtureIds, type FuzzCase, type FuzzTarget } from './fuzz-targets';
import { parses } from './zod-arbitrary';
import { startPrismGate, type PrismGate } from '../openapi/prism';

/**
 * Schema-derived fuzzing of every endpoint (issue 14): FUZZ_RUNS requests (10,000 by default) made from
 * each endpoint's query and body schemas and path params, anonymous and signed in, against a live
 * server. Any 5xx, any 2xx whose JSON breaks the endpoint's reply schema, and any 4xx without a string
 * `message` fails, printed with the endpoint and the input. FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 20_000;

let server: OrderServer;
let google: LocalIssuer;
let maya: Browser;
/** PRISM=1: every request goes through Stoplight Prism's validation proxy (test/openapi/prism.ts). */
let prism: PrismGate | undefined;
let base = '';

beforeAll(async () => {
  google = await startLocalIssuer();
  server = await startOrderServer({
    seed: true,
    env: {
      // Each request comes from its own address (X-Forwarded-For), so the per-address sign-in throttles
      // answer 429 rarely and most inputs reach validation; the limits themselves stay as they are.
      TRUST_PROXY: 'true',
      OPERATOR_EMAILS: DEMO_EMAIL,
      // Google sign-in configured (a local issuer), else every call is a 503 'not configured'
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_JWKS_URL: google.jwksUrl,
    },
  });
  // the live events hub, as main.ts starts it (GET /api/events is a 503 without it)
  await server.services.events.start();
  maya = await signedIn(server);
  if (process.env.PRISM === '1') prism = await startPrismGate(server.url);
  base = prism?.url ?? server.url;
});
afterAll(async () => {
  await prism?.close();
  await server.services.events.stop();
  await server.close({ drop: true });
  await google.close();
});

async function fixtureIds(): Promise<FixtureIds> {
  const idsOf = async (table: string) =>
    (await queryRows<{ id: number }>(server.db, sql.raw(`select id from ${table} order by id limit 40`))).map(
      (r) => r.id,
    );
  const byTable = {
    users: await idsOf('users'),
    gigs: await idsOf('gigs'),
    reviews: await idsOf('reviews'),
    orders: await idsOf('orders'),
    conversations: await idsOf('conversations'),
    marketplace_items: await idsOf('marketplace_items'),
  };
  const prefixes: Array<[string, number[]]> = [
    ['/api/users/', byTable.users],
    ['/api/gigs/', byTable.gigs],
    ['/api/reviews/', byTable.reviews],
    ['/api/orders/', byTable.orders],
    ['/api/operator/disputes/', byTable.orders],
    ['/api/conversations/', byTable.conversations],
    ['/api/marketplace/', byTable.marketplace_items],
  ];
  return {
    forPath: (path) => prefixes.find(([prefix]) => path.startsWith(prefix))?.[1] ?? [],
    all: [...new Set(Object.values(byTable).flat())],
  };
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)));
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) params.append(k, text(item));
    else params.append(k, text(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function requestBody(c: FuzzCase): { body?: string | FormData; type?: string } {
  const b = c.body;
  if (!b) return {};
  if (b.kind === 'json') return { body: JSON.stringify(b.value) ?? '', type: 'application/json' };
  if (b.kind === 'raw') return { body: b.text, type: b.contentType };
  const form = new FormData();
  form.append(b.field, new Blob([b.bytes], { type: b.contentType }), b.filename);
  return { body: form };
}

let sent = 0;
async function send(c: FuzzCase): Promise<Response> {
  sent += 1;
  const n = sent;
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
  if (c.method !== 'GET' && !c.noOrigin) headers.origin = server.url;
  if (c.signedIn) {
    // logging out ends the session it is sent with: a fresh one each time, the shared one stays
    const who = c.target === 'logout' ? await signedIn(server) : maya;
    headers.cookie = who.cookieHeader();
  }
  const { body, type } = requestBody(c);
  if (type) headers['content-type'] = type;
  return fetch(base + c.path + queryString(c.query), {
    method: c.method,
    headers,
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/** What is wrong with the reply, or null when it keeps the contract. */
async function contractBreach(target: FuzzTarget, res: Response): Promise<string | null> {
  const type = res.headers.get('content-type') ?? '';
  if (res.status >= 200 && res.status < 300 && !target.reply) {
    await res.body?.cancel();
    return type.startsWith('text/event-stream') ? null : `a ${res.status} stream of ${type}`;
  }
  const text = await res.text();
  if (target.refusedWith && !target.refusedWith.includes(res.status))
    return `${res.status} (expected ${target.refusedWith.join(' or ')}): ${text.slice(0, 300)}`;
  if (res.status >= 500) return `${res.status}: ${text.slice(0, 300)}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `${res.status} with a body that is not JSON: ${text.slice(0, 300)}`;
  }
  if (res.status >= 200 && res.status < 300)
    return target.reply && parses(target.reply, json)
      ? null
      : `${res.status} breaking the reply schema: ${text.slice(0, 300)}`;
  if (res.status >= 400 && res.status < 500) {
    const message = (json as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.length > 0
      ? null
      : `${res.status} without a message: ${text.slice(0, 300)}`;
  }
  return `unexpected status ${res.status}`;
}

const show = (c: FuzzCase) => {
  const s = JSON.stringify(c, (_, v: unknown) => (v instanceof Uint8Array ? `<${v.length} bytes>` : v));
  return s.length > 600 ? `${s.slice(0, 600)}... (${s.length} chars)` : s;
};

interface Failure {
  endpoint: string;
  breach: string;
  input: string;
}

async function runPool<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

describe(`fuzzing every endpoint (${RUNS} requests, seed ${SEED})`, () => {
  it('answers every input without a 5xx, within its reply schema or as a 4xx { message }', async () => {
    const targets = fuzzTargets(await fixtureIds());
    const per = Math.ceil(RUNS / targets.length);
    const cases = targets.flatMap((t, i) =>
      fc.sample(t.cases, { numRuns: per, seed: SEED + i }).map((c) => ({ target: t, c })),
    );
    // interleave the endpoints, so that bursts of one endpoint do not hide interactions
    const order =
      fc.sample(fc.shuffledSubarray(cases, { minLength: cases.length }), { numRuns: 1, seed: SEED })[0] ??
      cases;

    const failures: Failure[] = [];
    const histogram = new Map<number, number>();
    const byTarget = new Map<string, Map<number, number>>();
    const started = performance.now();
    await runPool(order, async ({ target, c }) => {
      let breach: string | null;
      let status = 0;
      try {
        const res = await send(c);
        status = res.status;
        breach = await contractBreach(target, res);
      } catch (err) {
        breach = `no reply: ${String(err)}`;
      }
      histogram.set(status, (histogram.get(status) ?? 0) + 1);
      const mine = byTarget.get(target.name) ?? new Map<number, number>();
      mine.set(status, (mine.get(status) ?? 0) + 1);
      byTarget.set(target.name, mine);
      if (breach)
        failures.push({ endpoint: `${c.method} ${target.path} (${target.name})`, breach, input: show(c) });
    });
    const seconds = (performance.now() - started) / 1000;

    const statuses = (m: Map<number, number>) =>
      [...m]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}:${n}`)
        .join(' ');
    console.log(
      [
        `fuzz: ${order.length} inputs to ${targets.length} endpoints in ${seconds.toFixed(1)} s (seed ${SEED}; replay with FUZZ_SEED=${SEED})`,
        `statuses: ${statuses(histogram)}`,
        ...targets.map(
          (t) =>
            `  ${t.name.padEnd(28)} ${statuses(byTarget.get(t.name) ?? new Map())}${t.note ? `  [${t.note}]` : ''}`,
        ),
      ].join('\n'),
    );
    expect(order.length).toBeGreaterThanOrEqual(RUNS);
    // signed-in inputs ran signed in: the shared session is still alive
    expect((await maya.get('/api/me')).status).toBe(200);
    expect(failures.slice(0, 15)).toEqual([]);
  }, 240_000);
});
