/**
 * The idle-memory bench's body (idle.mjs bundles this and calls `run`): starts the built product as
 * `npm start` runs it, in production, `--runs` times on one DATA_DIR (the first start makes the cluster
 * and seeds; the others are restarts); after /readyz answers and the memory settles, reads the backend
 * process's RSS (VmRSS of the Node process, not of its embedded PostgreSQL's processes) and its V8 heap
 * from GET /metrics; exits 2 when a start settles over the limit.
 */
import { randomBytes } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { baseEnv, Child, freePort, get, rssMb, statusMb, waitUntilServing } from '../../api/src/children';
import { runCleanly, type Cleanup } from '../../api/src/cleanup';
import { OptionsError, parseBenchArgs } from '../../api/src/options';
import { treeCpuSeconds } from '../../proc.mjs';

export interface RunContext {
  argv: string[];
  repoRoot: string;
  tempRoot: string;
  buildDir: string;
}

interface Options {
  /** The product's entry (default backend/dist/main.js). */
  entry: string | undefined;
  runs: number;
  limitMb: number;
  settleS: number;
  maxWaitS: number;
  nodeOptions: string[];
  env: Record<string, string>;
  jsonFile: string | undefined;
  verbose: boolean;
  databaseUrl: string | undefined;
}

interface Start {
  run: number;
  readyS: number;
  settledS: number;
  rssMb: number;
  /** Of the RSS: anonymous memory (heaps), and file pages (mostly the node binary's code and ICU data). */
  anonMb: number | undefined;
  fileMb: number | undefined;
  heapUsedMb: number | undefined;
  heapTotalMb: number | undefined;
  externalMb: number | undefined;
  load: number[];
}

/**
 * Idle: over the last SETTLED_SAMPLES readings a second apart, RSS within SETTLED_MB and the process
 * tree (the backend, its PostgreSQL, any helper process it started) using at most SETTLED_CPU of a core.
 */
const SETTLED_SAMPLES = 5;
const SETTLED_MB = 0.5;
const SETTLED_CPU = 0.05;

const started = performance.now();
const log = (line: string) =>
  process.stderr.write(
    `[memory ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}\n`,
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );

const productEntry = (ctx: RunContext, o: Options) =>
  resolve(o.entry ?? join(ctx.repoRoot, 'backend', 'dist', 'main.js'));

function parseOptions(argv: string[]): Options {
  const values = parseBenchArgs(argv, {
    product: { type: 'string' },
    runs: { type: 'string' },
    limit: { type: 'string' },
    settle: { type: 'string' },
    'max-wait': { type: 'string' },
    'node-option': { type: 'string', multiple: true },
    env: { type: 'string', multiple: true },
    json: { type: 'string' },
    verbose: { type: 'boolean' },
  });
  const num = (name: string, value: string | undefined, fallback: number) => {
    const n = value === undefined ? fallback : Number(value);
    if (!Number.isFinite(n) || n < 0) throw new OptionsError(`--${name} must be a number >= 0 (see --help)`);
    return n;
  };
  const env: Record<string, string> = {};
  for (const pair of values.env ?? []) {
    const at = pair.indexOf('=');
    if (at < 1) throw new OptionsError(`--env takes KEY=VALUE, not ${pair} (see --help)`);
    env[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return {
    entry: values.product,
    runs: Math.max(1, Math.round(num('runs', values.runs, 3))),
    limitMb: num('limit', values.limit, 150),
    settleS: num('settle', values.settle, 10),
    maxWaitS: num('max-wait', values['max-wait'], 60),
    nodeOptions: values['node-option'] ?? [],
    env,
    jsonFile: values.json,
    verbose: values.verbose ?? false,
    databaseUrl: process.env.DATABASE_URL || undefined,
  };
}

/** Waits `settleS`, then until the tree is idle (see SETTLED_SAMPLES; at most `maxWaitS` in all). */
async function settledRss(child: Child, o: Options): Promise<number> {
  const deadline = Date.now() + o.maxWaitS * 1000;
  await sleep(o.settleS * 1000);
  const samples: { mb: number; cpuS: number }[] = [];
  for (;;) {
    const mb = await rssMb(child.pid);
    if (mb === undefined || child.pid === undefined || !child.running)
      throw new Error(`the product ended while idle:\n${child.recentOutput()}`);
    samples.push({ mb, cpuS: treeCpuSeconds(child.pid) ?? 0 });
    const last = samples.slice(-SETTLED_SAMPLES);
    const [first, latest] = [last[0], last[last.length - 1]];
    const mbs = last.map((s) => s.mb);
    const steady =
      last.length === SETTLED_SAMPLES &&
      first !== undefined &&
      latest !== undefined &&
      Math.max(...mbs) - Math.min(...mbs) <= SETTLED_MB &&
      latest.cpuS - first.cpuS <= SETTLED_CPU * (SETTLED_SAMPLES - 1);
    if (steady) return mb;
    if (Date.now() >= deadline) {
      log(`not idle within --max-wait ${o.maxWaitS} s: the last reading counts`);
      return mb;
    }
    await sleep(1000);
  }
}

/** prom-client's gauges of one scrape, in MB (process_resident_memory_bytes, nodejs_heap_size_*). */
async function scrape(port: number, token: string): Promise<Record<string, number>> {
  const { status, body } = await get(port, '/metrics', { Authorization: `Bearer ${token}` });
  if (status !== 200) throw new Error(`GET /metrics answered ${status}`);
  const out: Record<string, number> = {};
  for (const m of body.matchAll(/^(\w+_bytes) (\d+(?:\.\d+)?(?:e\+?\d+)?)$/gm))
    out[m[1] as string] = Number(m[2]) / 2 ** 20;
  return out;
}

async function startOnce(run: number, ctx: RunContext, o: Options, dataDir: string, guardian: Child) {
  const port = await freePort();
  const token = randomBytes(24).toString('base64url');
  const child = new Child(
    'product',
    productEntry(ctx, o),
    {
      ...baseEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      SESSION_SECRET: randomBytes(36).toString('base64url'),
      PAYMENT_PROVIDER: 'sandbox',
      DATA_DIR: dataDir,
      METRICS_TOKEN: token,
      ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
      ...o.env,
    },
    { verbose: o.verbose, nodeOptions: o.nodeOptions },
  );
  guardian.process.stdin?.write(`watch ${child.pid}\n`);
  try {
    const t0 = performance.now();
    await waitUntilServing(child, port, '/readyz', 120_000);
    const readyS = (performance.now() - t0) / 1000;
    const rss = await settledRss(child, o);
    const [anonMb, fileMb] = [await statusMb(child.pid, 'RssAnon'), await statusMb(child.pid, 'RssFile')];
    const settledS = (performance.now() - t0) / 1000 - readyS;
    const load = loadavg();
    const m = await scrape(port, token);
    return {
      run,
      readyS,
      settledS,
      rssMb: rss,
      anonMb,
      fileMb,
      heapUsedMb: m.nodejs_heap_size_used_bytes,
      heapTotalMb: m.nodejs_heap_size_total_bytes,
      externalMb: m.nodejs_external_memory_bytes,
      load,
    } satisfies Start;
  } finally {
    await child.stop(30_000);
  }
}

function report(ctx: RunContext, starts: Start[], o: Options): string {
  const f = (n: number | undefined, digits = 1) => (n === undefined ? '?' : n.toFixed(digits));
  const worst = Math.max(...starts.map((s) => s.rssMb));
  const lines = [
    '',
    `Backend memory at idle: ${relative(ctx.repoRoot, productEntry(ctx, o))}, NODE_ENV=production, ${o.databaseUrl ? 'DATABASE_URL' : 'embedded PostgreSQL'}, ` +
      `Node ${process.version}${o.nodeOptions.length ? `, node ${o.nodeOptions.join(' ')}` : ''}` +
      `${
        Object.keys(o.env).length
          ? `, ${Object.entries(o.env)
              .map(([k, v]) => `${k}=${v}`)
              .join(' ')}`
          : ''
      }`,
    '',
    'start             ready   settled   RSS MB   (anon + file)   heap used / total MB   external MB   load average',
    ...starts.map(
      (s) =>
        `${`${s.run} ${s.run === 1 ? '(fresh, seeds)' : '(restart)'}`.padEnd(16)}` +
        `${`${f(s.readyS)} s`.padStart(7)}` +
        `${`+${f(s.settledS, 0)} s`.padStart(10)}` +
        `${f(s.rssMb).padStart(9)}` +
        `${`(${f(s.anonMb)} + ${f(s.fileMb)})`.padStart(16)}` +
        `${`${f(s.heapUsedMb)} / ${f(s.heapTotalMb)}`.padStart(23)}` +
        `${f(s.externalMb).padStart(14)}` +
        `   ${s.load.map((l) => l.toFixed(2)).join(' ')}`,
    ),
    '',
    `RSS at idle after every start <= ${o.limitMb} MB: ${worst <= o.limitMb ? 'met' : 'NOT MET'} (highest ${f(worst)} MB)`,
    '',
  ];
  return lines.join('\n');
}

export function run(ctx: RunContext): Promise<number> {
  return runCleanly(ctx.tempRoot, log, async (cleanup: Cleanup) => {
    let o: Options;
    try {
      o = parseOptions(ctx.argv);
    } catch (err) {
      if (!(err instanceof OptionsError)) throw err;
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    for (const [what, file, build] of [
      ['the backend', productEntry(ctx, o), 'backend'],
      ['the shell', join(o.env.STATIC_ROOT ?? ctx.repoRoot, 'shell', 'dist', 'index.html'), 'shell'],
    ] as const)
      if (!(await exists(file)))
        throw new Error(
          `${what} is not built (${file} is missing): run \`npx -y pnpm@10.34.8 -r run build\` ` +
            `(or \`npm start\` once) first; the ${build}'s bundles are part of what is measured.`,
        );
    // stops the product if this bench is killed, and removes the temporary folder
    const guardian = new Child('guardian', join(ctx.buildDir, 'guardian.mjs'), baseEnv(), {
      verbose: o.verbose,
      args: [ctx.tempRoot, 'none'],
    });
    cleanup.add('guardian', async () => {
      guardian.process.stdin?.end('bye\n');
      await guardian.whenExited();
    });
    // as root, the embedded PostgreSQL runs as `postgres`, which must be able to enter DATA_DIR
    const dataDir = join(ctx.tempRoot, 'data');
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    const starts: Start[] = [];
    for (let run = 1; run <= o.runs; run++) {
      log(`start ${run} of ${o.runs}`);
      const s = await startOnce(run, ctx, o, dataDir, guardian);
      log(`RSS ${s.rssMb.toFixed(1)} MB, ${s.settledS.toFixed(0)} s after /readyz`);
      starts.push(s);
    }
    process.stdout.write(report(ctx, starts, o));
    if (o.jsonFile)
      await writeFile(
        o.jsonFile,
        `${JSON.stringify({ node: process.version, limitMb: o.limitMb, nodeOptions: o.nodeOptions, env: o.env, starts }, null, 2)}\n`,
      );
    return starts.every((s) => s.rssMb <= o.limitMb) ? 0 : 2;
  });
}
