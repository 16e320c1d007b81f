/**
 * The bench's orchestration (run.mjs bundles this and calls `run`): PostgreSQL, the built product, data,
 * the floor, every measurement, the report, and cleanup on every path out.
 */
import { rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { explain, firstPage, gigIdRange } from './checks';
import { rssMb } from './children';
import { Cleanup } from './cleanup';
import { analyze, insertGigs, insertItems, insertUsers, wordShares } from './data';
import { openBenchDatabase } from './database';
import { OptionsError, parseOptions, type BenchOptions } from './options';
import { busyNote, GOALS, goals, render, type Figure, type Results } from './report';
import { Interrupted, Runner, type Spec } from './runner';
import { startFloor, startProduct } from './servers';
import { CHECKED_WORDS, reads, SEARCH_SHAPES } from './shapes';
import { againstFloor } from './throughput';

export interface RunContext {
  argv: string[];
  repoRoot: string;
  productEntry: string;
  tempRoot: string;
  buildDir: string;
}

const started = performance.now();
const seconds = (from = started) => (performance.now() - from) / 1000;
const log = (line: string) => process.stderr.write(`[bench ${seconds().toFixed(0).padStart(3)} s] ${line}\n`);
const logFigure = (label: string, f: Figure) =>
  log(
    `  ${label}: ${Math.round(f.rps)} req/s, p50 ${f.p50.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms` +
      (f.failures ? `, ${f.failures}` : ''),
  );

/** Sequential runs stop after this long in all, whatever --requests says (a 400 ms search...). */
const SEQUENTIAL_CAP_MS = 15_000;

async function measure(
  ctx: RunContext,
  o: BenchOptions,
  cleanup: Cleanup,
  signal: AbortSignal,
): Promise<{ results: Results; productUrl: string; databaseUrl: string }> {
  const runner = new Runner(o.rounds, signal, logFigure);
  const notes: string[] = [];
  const loadAtStart = loadavg()[0] ?? 0;

  const db = await openBenchDatabase(ctx, o, cleanup, log);
  const serverOptions = { databaseUrl: db.url, verbose: o.verbose, cleanup, guardian: db.guardian };

  log('starting the product (backend/dist/main.js); it migrates the schema');
  const profile = o.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(o.cpuProfDir)}`] : [];
  const product = await startProduct(
    ctx.productEntry,
    join(ctx.tempRoot, 'product-data'),
    profile,
    serverOptions,
  );
  await new Promise((r) => setTimeout(r, 2000));
  const idleRss = await rssMb(product.child.pid);
  log(`product ready on port ${product.port}, RSS ${idleRss?.toFixed(1) ?? 'n/a'} MB`);
  const on =
    (port: number) =>
    (s: { name: string; path: string }, clients: number, label = s.name): Spec => ({
      port,
      path: () => s.path,
      clients,
      label,
    });
  const onProduct = on(product.port);

  let t = performance.now();
  const users = await insertUsers(db.url, o.users);
  await insertGigs(db.url, 1, o.smallGigs, users);
  await analyze(db.url);
  const smallLoad = seconds(t);
  log(`${o.users} providers and ${o.smallGigs} gigs in ${smallLoad.toFixed(1)} s`);
  // The product just started: let its JIT and connection pool warm up on every shape first.
  let next = 0;
  const mixed = () => SEARCH_SHAPES[next++ % SEARCH_SHAPES.length]?.path ?? '/api/gigs';
  await runner.once(
    { port: product.port, path: mixed, clients: 2, label: 'warm-up, every shape' },
    { durationMs: 2000, warmupMs: 0 },
  );
  log(`sequential runs at ${o.smallGigs} gigs, shapes taking turns in ${o.rounds} rounds`);
  const sequentialBudget = { requests: o.requests, durationMs: SEQUENTIAL_CAP_MS, warmupMs: 300 };
  const small = await runner.each(
    SEARCH_SHAPES.map((s) => onProduct(s, 1)),
    sequentialBudget,
  );

  t = performance.now();
  log(`growing to ${o.gigs} gigs and ${o.items} marketplace items`);
  let gigsDone = 0;
  let itemsDone = 0;
  const tick = () => log(`  gigs ${o.smallGigs + gigsDone}/${o.gigs}, items ${itemsDone}/${o.items}`);
  await Promise.all([
    insertGigs(db.url, o.smallGigs + 1, o.gigs, users, (n) => ((gigsDone = n), tick())),
    o.items > 0 ? insertItems(db.url, o.items, users, (n) => ((itemsDone = n), tick())) : Promise.resolve(),
  ]);
  await analyze(db.url);
  const largeLoad = seconds(t);
  log(`grown in ${largeLoad.toFixed(1)} s (VACUUM ANALYZE included)`);
  const words = await wordShares(db.url, CHECKED_WORDS);

  log('starting the floor');
  const floor = await startFloor(ctx.buildDir, serverOptions);
  const readList = reads(await gigIdRange(db.url));
  log(`throughput, ${o.clients} clients, product and floor taking turns in ${o.rounds} rounds`);
  const ports = { product: product.port, floor: floor.port };
  const budget = { durationMs: o.durationMs, warmupMs: o.warmupMs };
  const { rows: throughput, same } = await againstFloor(runner, readList, ports, o.clients, budget);
  await floor.child.stop();

  log(`search shapes at ${o.gigs} gigs: sequential, then ${o.searchClients} clients, shapes taking turns`);
  const sequential = await runner.each(
    SEARCH_SHAPES.map((s) => onProduct(s, 1, `${s.name}, sequential`)),
    sequentialBudget,
  );
  const concurrent = await runner.each(
    SEARCH_SHAPES.map((s) => onProduct(s, o.searchClients, `${s.name}, ${o.searchClients} clients`)),
    { durationMs: o.durationMs, warmupMs: o.warmupMs },
  );
  const shapes = [];
  for (const [i, s] of SEARCH_SHAPES.entries()) {
    const [sm, seq, conc] = [small[i], sequential[i], concurrent[i]];
    if (!sm || !seq || !conc) throw new Error(`missing figures for ${s.name}`);
    shapes.push({
      name: s.name,
      path: s.path,
      firstPage: await firstPage(product.port, s.path),
      small: sm,
      sequential: seq,
      concurrent: conc,
    });
  }

  const slowest = SEARCH_SHAPES.reduce((a, b, i) =>
    (sequential[i]?.p50 ?? 0) > (sequential[SEARCH_SHAPES.indexOf(a)]?.p50 ?? 0) ? b : a,
  );
  log(`interference: gig by id alone, and beside one client looping over '${slowest.name}'`);
  const byId = readList[readList.length - 1];
  if (!byId) throw new Error('no by-id read');
  const byIdSpec = { port: product.port, path: byId.path, clients: o.clients };
  const [aloneRuns = [], besideRuns = []] = await runner.compare(
    [
      [{ ...byIdSpec, label: 'by id alone' }],
      [
        { ...byIdSpec, label: 'by id beside the search loop' },
        { ...onProduct(slowest, 1), label: 'the search loop' },
      ],
    ],
    { durationMs: o.durationMs, warmupMs: o.warmupMs },
  );
  const [alone] = aloneRuns;
  const [withSearch, searchLoop] = besideRuns;
  if (!alone || !withSearch || !searchLoop) throw new Error('missing interference figures');
  const afterRss = await rssMb(product.child.pid);

  // Plans of the shapes that miss a latency goal (worst p99 first, at most three).
  const explained = [];
  const missing = shapes
    .filter(
      (s) => !(s.concurrent.p99 < GOALS.searchP99Ms) || !(s.sequential.p50 / s.small.p50 < GOALS.growthMax),
    )
    .sort((a, b) => b.concurrent.p99 - a.concurrent.p99)
    .slice(0, 3);
  for (const s of missing) {
    const shape = SEARCH_SHAPES.find((x) => x.name === s.name);
    if (shape) explained.push({ shape: s.name, plan: await explain(db.url, shape) });
  }

  const loadAtEnd = loadavg()[0] ?? 0;
  const busy = busyNote(loadAtStart);
  if (busy) notes.push(busy);
  if (o.cpuProfDir)
    notes.push(`the product ran with --cpu-prof: its profile is written to ${o.cpuProfDir} when it stops.`);
  const results: Results = {
    startedAt: new Date(Date.now() - seconds() * 1000).toISOString().replace(/\.\d+Z$/, 'Z'),
    environment:
      `${db.server}; Node ${process.version}; ${cpus().length} CPUs (${cpus()[0]?.model.trim() ?? '?'}), ` +
      'shared by the load client, the product, the floor and PostgreSQL. Load average (1 min) ' +
      `${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end.`,
    sizes: { users: o.users, smallGigs: o.smallGigs, gigs: o.gigs, items: o.items },
    options: {
      clients: o.clients,
      searchClients: o.searchClients,
      durationS: o.durationMs / 1000,
      warmupS: o.warmupMs / 1000,
      requests: o.requests,
      rounds: o.rounds,
    },
    loadSeconds: { small: smallLoad, large: largeLoad },
    words,
    notes,
    sameJson: same,
    throughput,
    shapes,
    interference: { shape: slowest.name, alone, withSearch, searchLoop },
    rssMb: { idle: idleRss, after: afterRss },
    explain: explained,
    totalSeconds: seconds(),
  };
  return { results, productUrl: `http://127.0.0.1:${product.port}`, databaseUrl: db.url };
}

export async function run(ctx: RunContext): Promise<number> {
  const cleanup = new Cleanup(log);
  cleanup.add('temporary folder', () => rm(ctx.tempRoot, { recursive: true, force: true }));
  let options: BenchOptions;
  try {
    options = parseOptions(ctx.argv, process.env);
  } catch (err) {
    await cleanup.run();
    if (err instanceof OptionsError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }

  const abort = new AbortController();
  let interrupted = false;
  const onSignal = (name: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    log(`${name}: stopping and cleaning up`);
    abort.abort();
    void cleanup.run().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const { results, productUrl, databaseUrl } = await measure(ctx, options, cleanup, abort.signal);
    process.stdout.write(`\n${render(results)}\n`);
    if (options.jsonFile) {
      await writeFile(
        options.jsonFile,
        `${JSON.stringify({ ...results, goals: goals(results) }, null, 2)}\n`,
      );
    }
    if (options.keep) {
      log(`--keep: the product serves ${productUrl}, its database is ${databaseUrl}`);
      log('press Ctrl-C to stop them and clean up');
      await new Promise(() => setInterval(() => undefined, 1 << 30)); // until the signal handler exits
    }
    return 0;
  } catch (err) {
    if (interrupted || err instanceof Interrupted) return 130;
    process.stderr.write(`\nThe benchmark failed: ${err instanceof Error ? err.message : String(err)}\n`);
    if (err instanceof Error && err.stack && options.verbose) process.stderr.write(`${err.stack}\n`);
    return 1;
  } finally {
    log('cleaning up');
    await cleanup.run();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
