/**
 * The messaging bench's orchestration (run.mjs bundles this and calls `run`): PostgreSQL, product
 * instances on one database, students and conversations, the latency runs, the stream count, the report.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { LIMITS } from '@campus/contracts';
import { hashPassword } from '../../../backend/src/auth/passwords';
import { baseEnv, Child, freePort, rssMb, waitUntilServing } from '../../api/src/children';
import { runCleanly, type Cleanup } from '../../api/src/cleanup';
import { openBenchDatabase, type BenchDatabase } from '../../api/src/database';
import { Histogram } from '../../api/src/histogram';
import { call, cookieHeader, openEvents, type EventStream } from './http';

export interface RunContext {
  argv: string[];
  repoRoot: string;
  productEntry: string;
  tempRoot: string;
  buildDir: string;
}

interface Options {
  messages: number;
  pairs: number;
  streams: number;
  concurrency: number;
  jsonFile: string | undefined;
  verbose: boolean;
  externalDatabaseUrl: string | undefined;
}

const MEMORY_BUDGET_MB = 100;
const STREAM_STEP = 500;
/** Every student's password. */
export const PASSWORD = 'bench-password';

const started = performance.now();
const log = (line: string) =>
  process.stderr.write(
    `[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}\n`,
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      messages: { type: 'string' },
      pairs: { type: 'string' },
      streams: { type: 'string' },
      concurrency: { type: 'string' },
      json: { type: 'string' },
      verbose: { type: 'boolean' },
    },
  });
  const num = (name: string, value: string | undefined, fallback: number) => {
    const n = value === undefined ? fallback : Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number >= 1`);
    return n;
  };
  const o: Options = {
    messages: num('messages', values.messages, 1000),
    pairs: num('pairs', values.pairs, 50),
    streams: num('streams', values.streams, 5000),
    concurrency: num('concurrency', values.concurrency, 1),
    jsonFile: values.json,
    verbose: values.verbose ?? false,
    externalDatabaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  };
  // each sender stays under the per-student send limit: its share of the messages plus one warm-up
  const perSender = Math.ceil(o.messages / o.pairs) + 1;
  if (perSender > LIMITS.messagesPerMinute)
    throw new Error(
      `--pairs ${o.pairs} makes each sender send ${perSender} messages, over the limit of ` +
        `${LIMITS.messagesPerMinute} a minute: use at least ${Math.ceil(o.messages / (LIMITS.messagesPerMinute - 1))} pairs`,
    );
  return o;
}

export interface Instance {
  name: string;
  child: Child;
  port: number;
}

/** One product instance on the bench database: production settings, the run's shared session secret. */
export async function startInstance(
  name: string,
  ctx: RunContext,
  db: BenchDatabase,
  secret: string,
  o: Pick<Options, 'verbose'>,
  cleanup: Cleanup,
  nodeOptions: string[] = [],
  extraEnv: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort();
  const dataDir = join(ctx.tempRoot, `data-${name}`);
  await mkdir(dataDir, { recursive: true });
  const child = new Child(
    `product ${name}`,
    ctx.productEntry,
    {
      ...baseEnv(),
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: secret,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      STATIC_ROOT: ctx.tempRoot,
      PAYMENT_PROVIDER: 'sandbox',
      ...extraEnv,
    },
    { verbose: o.verbose, nodeOptions },
  );
  db.guardian.process.stdin?.write(`watch ${child.pid}\n`);
  cleanup.add(`product ${name}`, () => child.stop());
  await waitUntilServing(child, port, '/api/categories', 60_000);
  return { name, child, port };
}

interface Student {
  id: number;
  email: string;
  cookie: string;
}

/** `count` verified students made with SQL (one password hash for all: PASSWORD). */
export async function insertStudents(
  url: string,
  count: number,
): Promise<Array<{ id: number; email: string }>> {
  const hash = await hashPassword(PASSWORD);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; email: string }>(
      `INSERT INTO users (username, email, university, is_verified, is_profile_complete, password_hash,
                          first_name, last_name, auth_provider)
       SELECT 'bench' || i, 'bench' || i || '@asu.edu', 'Arizona State University', true, true, $1,
              'Bench', 'Student ' || i, 'email'
       FROM generate_series(1, $2::int) i
       RETURNING id, email`,
      [hash, count],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** `count` verified students, signed in through the API. */
async function students(db: BenchDatabase, port: number, count: number): Promise<Student[]> {
  const rows = await insertStudents(db.url, count);
  const out: Student[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = next++; i < rows.length; i = next++) {
        const row = rows[i];
        if (!row) continue;
        const res = await call(port, 'POST', '/api/login', {
          body: { email: row.email, password: PASSWORD },
        });
        if (res.status !== 200) throw new Error(`login of ${row.email}: ${res.status} ${res.body}`);
        out[i] = { ...row, cookie: cookieHeader(res.setCookies) };
      }
    }),
  );
  return out;
}

interface Pair {
  sender: Student;
  recipient: Student;
  conversationId: number;
}

async function conversations(port: number, people: Student[]): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (let i = 0; i + 1 < people.length; i += 2) {
    const sender = people[i];
    const recipient = people[i + 1];
    if (!sender || !recipient) continue;
    const res = await call(port, 'POST', '/api/conversations', {
      cookie: sender.cookie,
      body: { userId: recipient.id },
    });
    if (res.status !== 201) throw new Error(`conversation: ${res.status} ${res.body}`);
    pairs.push({ sender, recipient, conversationId: (JSON.parse(res.body) as { id: number }).id });
  }
  return pairs;
}

interface Latency {
  setting: string;
  messages: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

/**
 * Each recipient holds a stream on `streamsOn`; senders post to `postTo`, `concurrency` messages in flight.
 * A message's time runs from just before its POST to the moment its event is read off the recipient's stream.
 */
async function latency(
  setting: string,
  postTo: Instance,
  streamsOn: Instance,
  pairs: Pair[],
  o: Options,
): Promise<Latency> {
  const waiting = new Map<string, (at: number) => void>();
  const streams: EventStream[] = pairs.map((p) =>
    openEvents(streamsOn.port, p.recipient.cookie, (event, data, at) => {
      if (event !== 'message') return;
      const { content } = JSON.parse(data) as { content: string };
      waiting.get(content)?.(at);
    }),
  );
  try {
    await Promise.all(streams.map((s) => s.ready));
    const send = async (pair: Pair, content: string): Promise<number> => {
      const arrived = new Promise<number>((ok, fail) => {
        const timer = setTimeout(() => fail(new Error(`no event for "${content}" within 10 s`)), 10_000);
        waiting.set(content, (at) => {
          clearTimeout(timer);
          ok(at);
        });
      });
      const t0 = performance.now();
      const res = await call(postTo.port, 'POST', '/api/messages', {
        cookie: pair.sender.cookie,
        body: { conversationId: pair.conversationId, content },
      });
      if (res.status !== 201) throw new Error(`send: ${res.status} ${res.body}`);
      const at = await arrived;
      waiting.delete(content);
      return at - t0;
    };
    // warm-up: one message per pair, not timed
    for (const [i, pair] of pairs.entries()) await send(pair, `${setting} warm-up ${i}`);
    const histogram = new Histogram();
    let next = 0;
    await Promise.all(
      Array.from({ length: o.concurrency }, async () => {
        for (let k = next++; k < o.messages; k = next++) {
          const pair = pairs[k % pairs.length];
          if (!pair) continue;
          histogram.record(await send(pair, `${setting} #${k}`));
        }
      }),
    );
    return {
      setting,
      messages: histogram.count,
      p50: histogram.percentile(50),
      p99: histogram.percentile(99),
      max: histogram.max,
      mean: histogram.mean,
    };
  } finally {
    for (const s of streams) s.close();
  }
}

interface MemoryStep {
  streams: number;
  rssMb: number;
  extraMb: number;
  /** V8 heap in use plus memory outside it (buffers) right after a full collection. */
  liveMb: number;
  extraLiveMb: number;
}

/**
 * Preloaded into the memory instance (with --expose-gc): on SIGUSR2 it collects garbage twice and writes
 * process.memoryUsage() to the file named by BENCH_MEMORY_FILE, so live memory can be told from RSS that
 * V8 and malloc keep for later.
 */
const MEMORY_PROBE = `
import { writeFileSync } from 'node:fs';
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  writeFileSync(process.env.BENCH_MEMORY_FILE, JSON.stringify(process.memoryUsage()));
});
`;

async function liveMemoryMb(instance: Instance, file: string): Promise<number> {
  await rm(file, { force: true });
  instance.child.process.kill('SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await sleep(50);
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text) {
      const m = JSON.parse(text) as { heapUsed: number; external: number };
      return (m.heapUsed + m.external) / 1024 / 1024;
    }
  }
  return NaN;
}

/** Opens streams on `instance` in steps, up to `o.streams` or until they cost MEMORY_BUDGET_MB of RSS. */
async function streamMemory(instance: Instance, memoryFile: string, people: Student[], o: Options) {
  await sleep(2000);
  const cold = (await rssMb(instance.child.pid)) ?? NaN;
  // Warm-up: open and close one step's worth of streams first, so the baseline holds what any instance
  // that has served traffic holds (compiled code, grown heap spaces, loaded modules), not stream costs.
  const warm = people.slice(0, STREAM_STEP).map((who) => openEvents(instance.port, who.cookie));
  await Promise.all(warm.map((s) => s.ready));
  for (const s of warm) s.close();
  await sleep(2000);
  await liveMemoryMb(instance, memoryFile); // a full collection before the baseline
  const idle = (await rssMb(instance.child.pid)) ?? NaN;
  const idleLive = await liveMemoryMb(instance, memoryFile);
  const steps: MemoryStep[] = [];
  const open: EventStream[] = [];
  try {
    while (open.length < o.streams) {
      const target = Math.min(o.streams, open.length + STREAM_STEP);
      const batch: EventStream[] = [];
      while (open.length + batch.length < target) {
        const who = people[(open.length + batch.length) % people.length];
        if (!who) break;
        batch.push(openEvents(instance.port, who.cookie));
      }
      open.push(...batch);
      await Promise.all(batch.map((s) => s.ready));
      await sleep(1500);
      const rss = (await rssMb(instance.child.pid)) ?? NaN;
      const live = await liveMemoryMb(instance, memoryFile);
      steps.push({
        streams: open.length,
        rssMb: rss,
        extraMb: rss - idle,
        liveMb: live,
        extraLiveMb: live - idleLive,
      });
      log(
        `  ${open.length} open streams: RSS ${rss.toFixed(1)} MB (+${(rss - idle).toFixed(1)} MB), ` +
          `live after GC +${(live - idleLive).toFixed(1)} MB`,
      );
      if (rss - idle > MEMORY_BUDGET_MB) break;
    }
    return { coldMb: cold, idleMb: idle, idleLiveMb: idleLive, steps };
  } finally {
    for (const s of open) s.close();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

export function run(ctx: RunContext): Promise<number> {
  return runCleanly(ctx.tempRoot, log, async (cleanup) => {
    const o = parseOptions(ctx.argv);
    const db = await openBenchDatabase(ctx, o, cleanup, log);
    const secret = randomBytes(36).toString('base64url');
    log('starting product instance A (it migrates the schema)');
    const a = await startInstance('A', ctx, db, secret, o, cleanup);
    log('starting product instance B on the same database');
    const b = await startInstance('B', ctx, db, secret, o, cleanup);

    const t = performance.now();
    const people = await students(db, a.port, 4 * o.pairs);
    log(`${people.length} students signed in in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const one = await conversations(a.port, people.slice(0, 2 * o.pairs));
    const two = await conversations(a.port, people.slice(2 * o.pairs));

    log(`one instance: ${o.messages} messages, A to streams on A`);
    const single = await latency('one instance (A -> A)', a, a, one, o);
    log(`  p50 ${ms(single.p50)}, p99 ${ms(single.p99)}`);
    log(`two instances: ${o.messages} messages, posted to A, streams on B`);
    const across = await latency('two instances (A -> B)', a, b, two, o);
    log(`  p50 ${ms(across.p50)}, p99 ${ms(across.p99)}`);

    log(`open streams: a fresh instance C, up to ${o.streams} streams in steps of ${STREAM_STEP}`);
    await b.child.stop();
    const probe = join(ctx.tempRoot, 'memory-probe.mjs');
    const memoryFile = join(ctx.tempRoot, 'memory.json');
    await writeFile(probe, MEMORY_PROBE);
    const c = await startInstance('C', ctx, db, secret, o, cleanup, ['--expose-gc', '--import', probe], {
      BENCH_MEMORY_FILE: memoryFile,
    });
    const memory = await streamMemory(c, memoryFile, people, o);
    const last = memory.steps.at(-1);
    const within = [...memory.steps].reverse().find((s) => s.extraMb <= MEMORY_BUDGET_MB);

    const lines = [
      '',
      `Live messaging (PostgreSQL: ${db.server}; ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)} at the end)`,
      '',
      '| Setting                 | Messages | p50      | p99      | max      | mean     |',
      '| ----------------------- | -------- | -------- | -------- | -------- | -------- |',
      ...[single, across].map(
        (l) =>
          `| ${l.setting.padEnd(23)} | ${String(l.messages).padStart(8)} | ${ms(l.p50).padStart(8)} | ${ms(l.p99).padStart(8)} | ${ms(l.max).padStart(8)} | ${ms(l.mean).padStart(8)} |`,
      ),
      '',
      `POST /api/messages to the event read off the recipient's stream, ${o.concurrency} in flight; goal p99 < 200 ms: ` +
        `${single.p99 < 200 && across.p99 < 200 ? 'met' : 'NOT MET'}.`,
      '',
      `Open streams on one instance (RSS ${memory.coldMb.toFixed(1)} MB just started; baseline ` +
        `${memory.idleMb.toFixed(1)} MB after a warm-up of ${STREAM_STEP} streams opened and closed):`,
      '',
      '| Streams | RSS      | RSS extra | per stream | live after GC, extra | per stream |',
      '| ------- | -------- | --------- | ---------- | -------------------- | ---------- |',
      ...memory.steps.map(
        (s) =>
          `| ${String(s.streams).padStart(7)} | ${s.rssMb.toFixed(1).padStart(5)} MB | ${s.extraMb.toFixed(1).padStart(6)} MB | ` +
          `${((s.extraMb * 1024) / s.streams).toFixed(1).padStart(7)} KB | ${s.extraLiveMb.toFixed(1).padStart(17)} MB | ` +
          `${((s.extraLiveMb * 1024) / s.streams).toFixed(1).padStart(7)} KB |`,
      ),
      '',
      last
        ? `Most streams within +${MEMORY_BUDGET_MB} MB of RSS: ${within ? within.streams : 0}` +
          (last.extraMb <= MEMORY_BUDGET_MB && last.streams >= o.streams
            ? ` (all ${o.streams} opened; goal met)`
            : '')
        : 'No stream opened.',
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (o.jsonFile)
      await writeFile(
        o.jsonFile,
        `${JSON.stringify({ single, across, memory, server: db.server }, null, 2)}\n`,
      );
    return 0;
  });
}
