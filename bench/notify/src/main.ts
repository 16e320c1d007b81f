/**
 * The NOTIFY fan-out bench's orchestration (run.mjs bundles this and calls `run`): PostgreSQL, listener and
 * sender connections on worker threads, a ladder of offered rates per listener count, the report. The same
 * bundle is each worker's entry (`workerData` says which).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, Worker } from 'node:worker_threads';
import pg from 'pg';
import { LIVE_CHANNEL, LIVE_PAYLOAD_MAX_BYTES } from '../../../backend/src/events/notify';
import { runCleanly, type Cleanup } from '../../api/src/cleanup';
import { openBenchDatabase } from '../../api/src/database';
import { Histogram } from '../../api/src/histogram';
import { minPayloadBytes, typicalPayloadBytes } from './notice';
import type { Broker } from './transports';
import { workerMain, type FromWorker, type ListenerData, type SenderData, type ToWorker } from './workers';

if (!isMainThread) void workerMain();

/** What run.mjs passes (no product is bundled for this bench). */
export interface RunContext {
  argv: string[];
  tempRoot: string;
  buildDir: string;
}

interface Options {
  broker: Broker;
  natsUrl: string;
  listeners: number[];
  rates: number[];
  seconds: number;
  senders: number;
  payloadBytes: number;
  p99LimitMs: number;
  jsonFile: string | undefined;
  verbose: boolean;
  externalDatabaseUrl: string | undefined;
}

/** How long after the senders stop every listener has to receive the step's last notification. */
const DRAIN_MS = 5000;
/** Threads the sender connections are spread over. */
const SENDER_THREADS = 2;
/** A step whose senders got out less than this share of the offered rate did not reach it. */
const OFFERED_SHARE = 0.9;

const started = performance.now();
const log = (line: string) =>
  process.stderr.write(
    `[notify ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}\n`,
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load1 = () => loadavg()[0] ?? NaN;

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      broker: { type: 'string' },
      'nats-url': { type: 'string' },
      listeners: { type: 'string' },
      rates: { type: 'string' },
      seconds: { type: 'string' },
      senders: { type: 'string' },
      payload: { type: 'string' },
      'p99-limit': { type: 'string' },
      json: { type: 'string' },
      verbose: { type: 'boolean' },
    },
  });
  const list = (name: string, value: string | undefined, fallback: number[]) => {
    const out = value === undefined ? fallback : value.split(',').map(Number);
    if (out.length === 0 || out.some((n) => !Number.isInteger(n) || n < 1))
      throw new Error(`--${name} must be whole numbers >= 1, separated by commas`);
    return out;
  };
  const num = (name: string, value: string | undefined, fallback: number, min = 1, max = Infinity) => {
    const n = value === undefined ? fallback : Number(value);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`--${name} must be a whole number in ${min}..${max}`);
    return n;
  };
  const broker = values.broker ?? 'postgres';
  if (broker !== 'postgres' && broker !== 'nats') throw new Error('--broker must be postgres or nats');
  return {
    broker,
    natsUrl: values['nats-url'] ?? 'nats://127.0.0.1:4222',
    listeners: list('listeners', values.listeners, [1, 2, 5, 10]),
    rates: list('rates', values.rates, [500, 1000, 2000, 5000, 10_000, 20_000]),
    seconds: num('seconds', values.seconds, 5),
    senders: num('senders', values.senders, 16),
    payloadBytes: num(
      'payload',
      values.payload,
      typicalPayloadBytes(),
      minPayloadBytes(),
      LIVE_PAYLOAD_MAX_BYTES,
    ),
    p99LimitMs: num('p99-limit', values['p99-limit'], 100),
    jsonFile: values.json,
    verbose: values.verbose ?? false,
    externalDatabaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  };
}

/** A thread with its connections; `ask` sends a message and waits for the reply of that type and step. */
class Connection {
  readonly worker: Worker;
  /** Its connections' backend pids, once connected. */
  readonly ready: Promise<number[]>;
  private failure: string | undefined;
  private readonly waiters = new Set<{
    match: (m: FromWorker) => boolean;
    ok: (m: FromWorker) => void;
    fail: (e: Error) => void;
  }>();

  private readonly exited: Promise<void>;

  constructor(entry: string, data: ListenerData | SenderData) {
    this.worker = new Worker(entry, { workerData: data });
    this.exited = new Promise((ok) => this.worker.once('exit', () => ok()));
    this.worker.on('message', (m: FromWorker) => {
      if (m.type === 'error') return this.fail(m.message);
      for (const w of this.waiters)
        if (w.match(m)) {
          this.waiters.delete(w);
          w.ok(m);
        }
    });
    this.worker.on('error', (err) => this.fail(err.message));
    this.worker.on('exit', () => this.fail('its thread ended'));
    // waited for from the start: a reply finding no waiter is dropped
    this.ready = this.wait('ready').then((m) => m.pids);
  }

  private fail(message: string): void {
    this.failure ??= message;
    for (const w of this.waiters) w.fail(new Error(message));
    this.waiters.clear();
  }

  wait<T extends FromWorker['type']>(type: T, step?: number): Promise<Extract<FromWorker, { type: T }>> {
    if (this.failure) return Promise.reject(new Error(this.failure));
    return new Promise((ok, fail) =>
      this.waiters.add({
        match: (m) => m.type === type && (step === undefined || ('step' in m && m.step === step)),
        ok: (m) => ok(m as Extract<FromWorker, { type: T }>),
        fail,
      }),
    );
  }

  ask<T extends FromWorker['type']>(message: ToWorker & { step: number }, type: T) {
    const reply = this.wait(type, message.step);
    this.worker.postMessage(message);
    return reply;
  }

  /** Ends its connection and thread (at once when already ended: cleanup calls it again). */
  async stop(): Promise<void> {
    this.worker.postMessage({ type: 'stop' } satisfies ToWorker);
    const timer = setTimeout(() => void this.worker.terminate(), 5000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** One thread for each of `data`, connected. */
async function startThreads(entry: string, data: Array<ListenerData | SenderData>, cleanup: Cleanup) {
  const out = data.map((d) => new Connection(entry, d));
  cleanup.add(`${data.length} threads`, async () => {
    await Promise.all(out.map((c) => c.stop()));
  });
  await Promise.all(out.map((c) => c.ready));
  return out;
}

/** CPU seconds (user + system) of process `pid` when it runs on this machine as `program`, else undefined. */
async function processCpu(pid: number, program = 'postgres'): Promise<number | undefined> {
  const [stat, cmd] = await Promise.all([
    readFile(`/proc/${pid}/stat`, 'utf8').catch(() => ''),
    readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''),
  ]);
  if (!stat || !cmd.includes(program)) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks of 10 ms
}

async function cpuOf(connections: Connection[]): Promise<number | undefined> {
  const pids = (await Promise.all(connections.map((c) => c.ready))).flat();
  const all = await Promise.all(pids.map((pid) => processCpu(pid)));
  return all.some((s) => s === undefined) ? undefined : all.reduce<number>((a, s) => a + (s ?? 0), 0);
}

/** The pid of the NATS server on this machine (its CPU per delivery is reported), if one runs. */
async function natsServerPid(): Promise<number | undefined> {
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const cmd = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (/(^|\/)nats-server\0/.test(cmd)) return Number(entry);
  }
  return undefined;
}

/** What a step reads beside its connections: the queue (PostgreSQL) or the NATS server's pid. */
interface Probes {
  monitor?: pg.Client;
  natsPid?: number;
}

/** Samples pg_notification_queue_usage() (a fraction of the 8 GB queue) until stopped; keeps the highest. */
function queueSampler(client: pg.Client) {
  let max = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const { rows } = await client.query<{ usage: number }>('SELECT pg_notification_queue_usage() AS usage');
      max = Math.max(max, Number(rows[0]?.usage ?? 0));
      await sleep(200);
    }
  })();
  return async () => {
    running = false;
    await done;
    return max;
  };
}

interface Step {
  listeners: number;
  offered: number;
  /** Notifications committed a second (all senders). */
  sent: number;
  /** Notifications received a second by each listener (mean), over the send time. */
  deliveredPerListener: number;
  /** Notifications not received by some listener within DRAIN_MS after the last was sent. */
  behind: number;
  p50: number;
  p99: number;
  max: number;
  /** Highest pg_notification_queue_usage() seen, in percent of the queue. */
  queuePercent: number;
  /** PostgreSQL CPU: the senders' backends per notification, the listeners' per delivery (µs). */
  senderCpuUs: number | undefined;
  listenerCpuUs: number | undefined;
  /** This process (senders, listeners, parsing) in cores. */
  clientCores: number;
  load: number;
  verdict: string;
}

async function runStep(
  step: number,
  offered: number,
  listeners: Connection[],
  senders: Connection[],
  probes: Probes,
  o: Options,
): Promise<Step> {
  // PostgreSQL: the senders' and the listeners' backends; NATS: the whole server, counted per delivery
  const serverCpu = () =>
    o.broker === 'nats'
      ? Promise.all([
          undefined,
          probes.natsPid === undefined ? undefined : processCpu(probes.natsPid, 'nats-server'),
        ])
      : Promise.all([cpuOf(senders), cpuOf(listeners)]);
  const cpu0 = await serverCpu();
  const client0 = process.cpuUsage();
  const t0 = performance.now();
  const stopSampler = probes.monitor ? queueSampler(probes.monitor) : async () => NaN;
  const sends = await Promise.all(
    senders.map((s) =>
      s.ask({ type: 'send', step, ratePerConnection: offered / o.senders, seconds: o.seconds }, 'sent'),
    ),
  );
  const sent = sends.reduce((a, s) => a + s.sent, 0);
  const sendSeconds = Math.max(...sends.map((s) => s.seconds));
  // wait for every listener to have it all, or DRAIN_MS
  const deadline = performance.now() + DRAIN_MS;
  let received: number[] = [];
  for (;;) {
    received = (await Promise.all(listeners.map((l) => l.ask({ type: 'count', step }, 'count')))).map(
      (c) => c.received,
    );
    if (received.every((r) => r >= sent) || performance.now() > deadline) break;
    await sleep(50);
  }
  const queueMax = await stopSampler();
  const wall = (performance.now() - t0) / 1000;
  const client = process.cpuUsage(client0);
  const cpu1 = await serverCpu();
  const histogram = new Histogram();
  for (const l of listeners) {
    const { latencies } = await l.ask({ type: 'collect', step }, 'latencies');
    for (const ms of latencies) histogram.record(ms);
  }
  const behind = received.reduce((a, r) => a + Math.max(0, sent - r), 0);
  const deliveries = received.reduce((a, r) => a + r, 0);
  const diff = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? undefined : b - a;
  const senderCpu = diff(cpu0[0], cpu1[0]);
  const listenerCpu = diff(cpu0[1], cpu1[1]);
  const p99 = histogram.percentile(99);
  const verdict =
    sent < offered * o.seconds * OFFERED_SHARE
      ? 'rate not reached'
      : behind > 0
        ? 'behind'
        : p99 > o.p99LimitMs
          ? `p99 > ${o.p99LimitMs} ms`
          : 'ok';
  return {
    listeners: listeners.length,
    offered,
    sent: sent / sendSeconds,
    deliveredPerListener: deliveries / listeners.length / sendSeconds,
    behind,
    p50: histogram.percentile(50),
    p99,
    max: histogram.max,
    queuePercent: queueMax * 100,
    senderCpuUs: senderCpu === undefined || sent === 0 ? undefined : (senderCpu * 1e6) / sent,
    listenerCpuUs:
      listenerCpu === undefined || deliveries === 0 ? undefined : (listenerCpu * 1e6) / deliveries,
    clientCores: (client.user + client.system) / 1e6 / wall,
    load: load1(),
    verdict,
  };
}

const fmt = (n: number | undefined, digits = 0) =>
  n === undefined || Number.isNaN(n)
    ? 'n/a'
    : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function report(steps: Step[], o: Options, server: string, loadStart: number): string {
  const rows = steps.map(
    (s) =>
      `| ${s.listeners} | ${fmt(s.offered)} | ${fmt(s.sent)} | ${fmt(s.deliveredPerListener)} | ${fmt(s.deliveredPerListener * s.listeners)} | ` +
      `${fmt(s.p50, 1)} | ${fmt(s.p99, 1)} | ${fmt(s.max, 1)} | ${fmt(s.behind)} | ${fmt(s.queuePercent, 4)} | ` +
      `${fmt(s.senderCpuUs)} | ${fmt(s.listenerCpuUs)} | ${fmt(s.clientCores, 2)} | ${fmt(s.load, 1)} | ${s.verdict} |`,
  );
  const ceilings = o.listeners.map((n) => {
    const mine = steps.filter((s) => s.listeners === n);
    const good = mine.filter((s) => s.verdict === 'ok').at(-1);
    const bad = mine.find((s) => s.verdict !== 'ok');
    const carried = good
      ? `${fmt(good.sent)} notifications/s (${fmt(good.sent * n)} deliveries/s) with p99 ${fmt(good.p99, 1)} ms`
      : 'none of the rates';
    return `- ${n} listener${n === 1 ? '' : 's'}: carried ${carried}; ${bad ? `at ${fmt(bad.offered)}/s offered: ${bad.verdict} (p99 ${fmt(bad.p99, 1)} ms, ${fmt(bad.sent)}/s sent)` : 'no limit reached within the rates tried'}`;
  });
  return [
    '',
    `${o.broker === 'nats' ? 'NATS publish/subscribe' : 'LISTEN/NOTIFY'} fan-out (${server}; ${cpus().length} cores; load ${fmt(loadStart, 1)} at the start, ${fmt(load1(), 1)} at the end)`,
    `Payload ${o.payloadBytes} bytes (a message notice; the product's limit is ${LIVE_PAYLOAD_MAX_BYTES}); ${o.senders} sender connections, ` +
      `${o.broker === 'nats' ? 'each PUB on its own' : 'each pg_notify its own transaction'}; ${o.seconds} s per step; ceiling: p99 > ${o.p99LimitMs} ms, a notification not delivered within ` +
      `${DRAIN_MS / 1000} s, or under ${OFFERED_SHARE * 100}% of the offered rate sent.`,
    '',
    '| Listeners | Offered/s | Sent/s | Delivered/s per listener | Deliveries/s | p50 ms | p99 ms | max ms | Behind | Queue % | Server µs/notice (senders) | Server µs/delivery (listeners) | Client cores | Load | Verdict |',
    '| --------- | --------- | ------ | ------------------------ | ------------ | ------ | ------ | ------ | ------ | ------- | -------------------------- | ------------------------------ | ------------ | ---- | ------- |',
    ...rows,
    '',
    o.broker === 'nats'
      ? 'Server µs: the NATS server process, all of its CPU, per delivery. Queue %: PostgreSQL only.'
      : "Server µs: PostgreSQL's backends of the senders (the whole one-statement transaction) and of the listeners.",
    '',
    'Ceiling (the highest rate every listener received within the limits):',
    ...ceilings,
    '',
  ].join('\n');
}

/** Where the bench's connections go: a fresh PostgreSQL database, or the NATS server at `--nats-url`. */
async function openServer(ctx: RunContext, o: Options, cleanup: Cleanup) {
  if (o.broker === 'nats') {
    const natsPid = await natsServerPid();
    return { url: o.natsUrl, label: `NATS at ${o.natsUrl}`, probes: { natsPid } satisfies Probes };
  }
  const db = await openBenchDatabase(ctx, o, cleanup, log);
  const monitor = new pg.Client({ connectionString: db.url, application_name: 'campus-bench-monitor' });
  monitor.on('error', (err) => log(`monitor connection: ${err.message}`));
  await monitor.connect();
  cleanup.add('monitor connection', () => monitor.end());
  return { url: db.url, label: db.server, probes: { monitor } satisfies Probes };
}

export function run(ctx: RunContext): Promise<number> {
  return runCleanly(ctx.tempRoot, log, async (cleanup) => {
    const o = parseOptions(ctx.argv);
    const loadStart = load1();
    const server = await openServer(ctx, o, cleanup);
    const entry = join(ctx.buildDir, 'main.mjs');
    // the sender connections over a few threads (a thread's round trips would cap the rate)
    const threads = Math.min(SENDER_THREADS, o.senders);
    const senders = await startThreads(
      entry,
      Array.from({ length: threads }, (_, i) => ({
        role: 'sender' as const,
        broker: o.broker,
        url: server.url,
        channel: LIVE_CHANNEL,
        payloadBytes: o.payloadBytes,
        connections: Math.floor(o.senders / threads) + (i < o.senders % threads ? 1 : 0),
      })),
      cleanup,
    );
    const steps: Step[] = [];
    let step = 0;
    for (const n of o.listeners) {
      log(`${n} listener${n === 1 ? '' : 's'}`);
      const listeners = await startThreads(
        entry,
        Array.from({ length: n }, () => ({
          role: 'listener' as const,
          broker: o.broker,
          url: server.url,
          channel: LIVE_CHANNEL,
        })),
        cleanup,
      );
      for (const offered of o.rates) {
        const s = await runStep((step += 1), offered, listeners, senders, server.probes, o);
        steps.push(s);
        log(
          `  ${fmt(offered)}/s offered: ${fmt(s.sent)}/s sent, ${fmt(s.deliveredPerListener)}/s per listener, ` +
            `p50 ${fmt(s.p50, 1)} ms, p99 ${fmt(s.p99, 1)} ms, behind ${s.behind}, load ${fmt(s.load, 1)}: ${s.verdict}`,
        );
        if (s.verdict !== 'ok') break; // past the ceiling: the next rates only pile up the queue
        await sleep(500);
      }
      await Promise.all(listeners.map((l) => l.stop()));
    }
    process.stdout.write(`${report(steps, o, server.label, loadStart)}\n`);
    if (o.jsonFile)
      await writeFile(
        o.jsonFile,
        `${JSON.stringify({ server: server.label, cores: cpus().length, loadStart, loadEnd: load1(), options: o, steps }, null, 2)}\n`,
      );
    return 0;
  });
}
