/**
 * The server-rendering bench's orchestration (run.mjs bundles this and calls `run`): PostgreSQL, the
 * built product with the demo data, its pages under load, the API beside bench/api's floor, memory, the
 * report. Exit code 0 when every goal is met, 2 when one is not (1: the run failed; 130: interrupted).
 */
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gigIdRange } from '../../api/src/checks';
import { get, rssMb } from '../../api/src/children';
import { analyze, insertGigs, insertItems, insertUsers } from '../../api/src/data';
import { runCleanly } from '../../api/src/cleanup';
import { openBenchDatabase } from '../../api/src/database';
import type { RunContext } from '../../api/src/main';
import { busyNote, type Figure } from '../../api/src/report';
import { Runner } from '../../api/src/runner';
import { startFloor, startProduct } from '../../api/src/servers';
import { reads } from '../../api/src/shapes';
import { againstFloor } from '../../api/src/throughput';
import { OptionsError } from '../../api/src/options';
import { parseOptions } from './options';
import { loadPage, samplePage } from './pages';
import { goals, GOALS, pageRow, render, type PageRow, type SsrResults } from './report';

/** bench/api's providers (its --users default). */
const API_USERS = 5000;

const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;
const log = (line: string) => process.stderr.write(`[ssr ${seconds().toFixed(0).padStart(3)} s] ${line}\n`);
const logFigure = (label: string, f: Figure) =>
  log(
    `  ${label}: ${Math.round(f.rps)} req/s, p99 ${f.p99.toFixed(2)} ms${f.failures ? `, ${f.failures}` : ''}`,
  );

/** The newest active gig a visitor sees first on /gigs. */
async function firstGigId(port: number): Promise<number> {
  const { status, body } = await get(port, '/api/gigs');
  const id = (JSON.parse(body) as { items?: { id: number }[] }).items?.[0]?.id;
  if (status !== 200 || id === undefined) throw new Error(`GET /api/gigs answered ${status} with no gig`);
  return id;
}

export function run(ctx: RunContext): Promise<number> {
  return runCleanly(ctx.tempRoot, log, async (cleanup) => {
    let o;
    try {
      o = parseOptions(ctx.argv, process.env);
    } catch (err) {
      if (!(err instanceof OptionsError)) throw err;
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    const loadAtStart = loadavg()[0] ?? 0;
    const signal = new AbortController().signal; // Ctrl-C: runCleanly stops everything and exits
    const runner = new Runner(o.rounds, signal, logFigure);

    const db = await openBenchDatabase(ctx, o, cleanup, log);
    const serverOptions = { databaseUrl: db.url, verbose: o.verbose, cleanup, guardian: db.guardian };
    log(
      `starting the product (${o.product ?? 'backend/dist/main.js'}, production); it migrates and seeds the demo data`,
    );
    // another build (--product) serves this tree's front ends, as backend/dist/main.js does
    const entry = o.product ? resolve(o.product) : ctx.productEntry;
    const env = { SEED_DEMO_DATA: 'true', ...(o.product ? { STATIC_ROOT: ctx.repoRoot } : {}) };
    const product = await startProduct(entry, join(ctx.tempRoot, 'product-data'), [], serverOptions, env);
    // as bench/api reads it: 2 s after the first answer, before any traffic
    await new Promise((r) => setTimeout(r, 2000));
    const idleRss = await rssMb(product.child.pid);
    log(`product ready on port ${product.port}, RSS ${idleRss?.toFixed(1) ?? 'n/a'} MB`);

    const gigId = await firstGigId(product.port);
    const pages: [string, string][] = [
      ['gig list', '/gigs'],
      ['a gig', `/gigs/${gigId}`],
    ];
    const rows: PageRow[] = [];
    for (const [name, path] of pages) {
      const sample = await samplePage(product.port, path);
      log(
        `${path}: ${o.clients} clients for ${o.durationMs / 1000} s (server-rendered: ${sample.serverRendered ? 'yes' : 'no'})`,
      );
      const load = await loadPage(product.port, product.child.pid, path, { ...o, signal });
      const row = pageRow(name, sample, load);
      log(
        `  ${Math.round(row.pagesPerS)} pages/s, first byte p99 ${row.firstByteP99.toFixed(1)} ms, ` +
          `${Math.round(row.pagesPerCoreS)} pages/s per core${row.failures ? `, ${row.failures}` : ''}`,
      );
      rows.push(row);
    }

    // bench/api's recorded ratios were measured at its size: the API reads run on as many rows
    if (o.gigs > 0) {
      const t = performance.now();
      log(`adding bench/api's data: ${API_USERS} providers, ${o.gigs} gigs, ${o.gigs} items`);
      const users = await insertUsers(db.url, API_USERS);
      await Promise.all([insertGigs(db.url, 1, o.gigs, users), insertItems(db.url, o.gigs, users)]);
      await analyze(db.url);
      log(`  in ${((performance.now() - t) / 1000).toFixed(1)} s (VACUUM ANALYZE included)`);
    }
    log("starting bench/api's floor");
    const floor = await startFloor(ctx.buildDir, serverOptions);
    const [list, , , byId] = reads(await gigIdRange(db.url));
    if (!list || !byId) throw new Error('bench/api names no list or by-id read');
    log(`the API beside the floor: ${o.apiClients} clients, taking turns in ${o.rounds} rounds`);
    const ports = { product: product.port, floor: floor.port };
    const budget = { durationMs: o.apiDurationMs, warmupMs: o.warmupMs };
    const { rows: throughput, same } = await againstFloor(runner, [list, byId], ports, o.apiClients, budget);
    await floor.child.stop();
    const afterRss = await rssMb(product.child.pid);

    const [listRow, byIdRow] = throughput;
    if (!listRow || !byIdRow) throw new Error('missing API figures');
    const loadAtEnd = loadavg()[0] ?? 0;
    const notes: string[] = [];
    const busy = busyNote(loadAtStart);
    if (busy) notes.push(busy);
    const results: SsrResults = {
      startedAt: new Date(Date.now() - seconds() * 1000).toISOString().replace(/\.\d+Z$/, 'Z'),
      environment:
        `${db.server}; Node ${process.version}; ${cpus().length} CPUs (${cpus()[0]?.model.trim() ?? '?'}), ` +
        'shared by the load client, the backend, the floor and PostgreSQL. Load average (1 min) ' +
        `${loadAtStart.toFixed(2)} at the start, ${loadAtEnd.toFixed(2)} at the end.`,
      data:
        (o.product ? `Product: ${o.product} (this tree's front ends). ` : '') +
        'Data: the demo data (SEED_DEMO_DATA), as a first `npm start` seeds it, for the pages; NODE_ENV=production. ' +
        (o.gigs > 0
          ? `Then bench/api's generated data for the API reads (${API_USERS.toLocaleString('en-US')} providers, ` +
            `${o.gigs.toLocaleString('en-US')} gigs and as many items), the size its recorded ratios were measured at.`
          : 'The API reads on the demo data alone (--gigs 0): not the size of the recorded ratios.'),
      options: {
        clients: o.clients,
        durationS: o.durationMs / 1000,
        warmupS: o.warmupMs / 1000,
        apiClients: o.apiClients,
        apiDurationS: o.apiDurationMs / 1000,
        rounds: o.rounds,
      },
      pages: rows,
      api: [
        { ...listRow, recorded: GOALS.recordedRatios.list },
        { ...byIdRow, recorded: GOALS.recordedRatios.byId },
      ],
      sameJson: same,
      rssMb: { idle: idleRss, after: afterRss },
      notes,
      totalSeconds: seconds(),
    };
    const verdicts = goals(results);
    process.stdout.write(
      o.json ? `${JSON.stringify({ ...results, goals: verdicts }, null, 2)}\n` : `\n${render(results)}\n`,
    );
    return verdicts.every((g) => g.met) ? 0 : 2;
  });
}
