import { cpus } from 'node:os';
import type { WordShare } from './data';
import { failures, type LoadResult } from './load';

export const GOALS = {
  /** Product throughput / floor throughput, every read. */
  throughputRatio: 0.8,
  /** p99 of each search shape at the large size with the search clients. */
  searchP99Ms: 25,
  /** p50 at the large size / p50 at the small size, each search shape. */
  growthMax: 2,
  /** Gig-by-id throughput kept while one client loops over the slowest search shape. */
  keptMin: 0.8,
  /** Product RSS after start, before traffic. */
  idleRssMb: 150,
};

/** What the report shows of one load run. */
export interface Figure {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Non-2xx answers and failed requests ('' when none). */
  failures: string;
}

export function figure(result: LoadResult): Figure {
  return {
    requests: result.requests,
    rps: result.rps,
    p50: result.latency.percentile(50),
    p99: result.latency.percentile(99),
    max: result.latency.max,
    failures: failures(result),
  };
}

export interface ThroughputRow {
  name: string;
  product: Figure;
  floor: Figure;
}

export interface ShapeRow {
  name: string;
  path: string;
  /** Items on the first page and whether there is a next one, at the large size. */
  firstPage: string;
  small: Figure;
  sequential: Figure;
  concurrent: Figure;
}

export interface Interference {
  shape: string;
  alone: Figure;
  withSearch: Figure;
  searchLoop: Figure;
}

export interface SameJson {
  name: string;
  same: boolean;
  detail: string;
}

export interface Results {
  startedAt: string;
  environment: string;
  sizes: { users: number; smallGigs: number; gigs: number; items: number };
  options: {
    clients: number;
    searchClients: number;
    durationS: number;
    warmupS: number;
    requests: number;
    rounds: number;
  };
  loadSeconds: { small: number; large: number };
  words: { gigs: number; shares: WordShare[] };
  notes: string[];
  sameJson: SameJson[];
  throughput: ThroughputRow[];
  shapes: ShapeRow[];
  interference: Interference;
  rssMb: { idle: number | undefined; after: number | undefined };
  explain: { shape: string; plan: string }[];
  totalSeconds: number;
}

const ms = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(2) : n.toFixed(1)) : '-');
const rps = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');
const pct = (n: number, digits = 1) => `${(n * 100).toFixed(digits)}%`;
const count = (n: number) => n.toLocaleString('en-US');
const mark = (met: boolean) => (met ? 'met' : 'NOT MET');

/** A failed run meets no goal, whatever its figures. */
const clean = (...figures: Figure[]) => figures.every((f) => f.failures === '' && f.requests > 0);

/** Product throughput over the floor's on one read. */
export const floorRatio = (t: ThroughputRow): number => t.product.rps / t.floor.rps;

/** Whether a read's ratio reaches `min` (the goal, or a recorded run's ratio), both runs without a failure. */
export const ratioMet = (t: ThroughputRow, min: number = GOALS.throughputRatio): boolean =>
  clean(t.product, t.floor) && floorRatio(t) >= min;

/**
 * The product beside the floor, read by read: throughput, p99, their ratio against `min` (the goal, or
 * a recorded run's ratio), the failed answers, and whether both sent the same JSON.
 */
export function floorTable<T extends ThroughputRow>(
  rows: T[],
  same: SameJson[],
  min: (t: T) => number,
): string[] {
  return [
    table(
      ['read', 'product req/s', 'p99 ms', 'floor req/s', 'p99 ms', 'product/floor', 'goal', ''],
      rows.map((t) => [
        t.name,
        rps(t.product.rps),
        ms(t.product.p99),
        rps(t.floor.rps),
        ms(t.floor.p99),
        floorRatio(t).toFixed(2),
        `>= ${min(t).toFixed(2)}`,
        mark(ratioMet(t, min(t))),
      ]),
      [false, true, true, true, true, true, false, false],
    ),
    ...rows.flatMap((t) => [
      ...(t.product.failures ? [`   ${t.name}: product answered ${t.product.failures}`] : []),
      ...(t.floor.failures ? [`   ${t.name}: floor answered ${t.floor.failures}`] : []),
    ]),
    'Same JSON from product and floor: ' +
      same.map((s) => `${s.name}: ${s.same ? 'yes' : `NO (${s.detail})`}`).join('; '),
  ];
}

/** A note for the report when the machine was busy before the bench began (undefined when it was not). */
export function busyNote(loadAtStart: number): string | undefined {
  if (loadAtStart <= cpus().length / 2) return undefined;
  return (
    `the machine was already busy when the bench started (load average ${loadAtStart.toFixed(1)} on ` +
    `${cpus().length} CPUs): other processes compete with the product and the floor, so the figures are ` +
    'noisy and latency goals are harder to meet. Rerun on a quiet machine for figures to compare.'
  );
}

/** A plain-text table: a head, a rule, the rows; `right` aligns a column to the right. */
export function table(head: string[], rows: string[][], right: boolean[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export interface Goal {
  name: string;
  met: boolean;
}

/** 'Goals: 3 of 4 met.' and each goal not met, one a line. */
export function goalSummary(all: Goal[]): string {
  const missed = all.filter((g) => !g.met);
  return (
    `Goals: ${all.length - missed.length} of ${all.length} met.` +
    (missed.length ? ` Not met:\n${missed.map((g) => `  - ${g.name}`).join('\n')}` : '')
  );
}

/** Every goal with its verdict, in the order the report lists them. */
export function goals(r: Results): Goal[] {
  const out: Goal[] = [];
  for (const t of r.throughput) {
    out.push({ name: `throughput ${t.name} >= ${GOALS.throughputRatio} x floor`, met: ratioMet(t) });
  }
  for (const s of r.shapes) {
    out.push({
      name: `p99 < ${GOALS.searchP99Ms} ms, ${s.name}`,
      met: clean(s.concurrent) && s.concurrent.p99 < GOALS.searchP99Ms,
    });
  }
  for (const s of r.shapes) {
    out.push({
      name: `p50 growth < ${GOALS.growthMax}x, ${s.name}`,
      met: clean(s.small, s.sequential) && s.sequential.p50 / s.small.p50 < GOALS.growthMax,
    });
  }
  const i = r.interference;
  out.push({
    name: `gig-by-id throughput kept >= ${pct(GOALS.keptMin, 0)} beside '${i.shape}'`,
    met: clean(i.alone, i.withSearch, i.searchLoop) && i.withSearch.rps / i.alone.rps >= GOALS.keptMin,
  });
  out.push({
    name: `idle RSS < ${GOALS.idleRssMb} MB`,
    met: r.rssMb.idle !== undefined && r.rssMb.idle < GOALS.idleRssMb,
  });
  return out;
}

export function render(r: Results): string {
  const out: string[] = [];
  const { sizes, options: o } = r;
  out.push(
    `Campus marketplace API benchmark, ${r.startedAt}`,
    r.environment,
    `Data: ${count(sizes.users)} verified providers; ${count(sizes.smallGigs)} gigs, then ${count(sizes.gigs)} gigs ` +
      `and ${count(sizes.items)} marketplace items (generated in ${r.loadSeconds.small.toFixed(1)} s + ` +
      `${r.loadSeconds.large.toFixed(1)} s, then VACUUM ANALYZE).`,
    `Word shares in ${count(r.words.gigs)} gigs (whole word / anywhere in the text): ` +
      r.words.shares.map((w) => `${w.word} ${pct(w.asWord, 2)} / ${pct(w.asSubstring, 2)}`).join(', '),
  );
  for (const note of r.notes) out.push(`Note: ${note}`);

  out.push(
    '',
    `1. Throughput at ${count(sizes.gigs)} gigs: ${o.clients} keep-alive clients, ${o.durationS} s each ` +
      `(after ${o.warmupS} s warm-up), product and floor taking turns in ${o.rounds} rounds; ` +
      "floor = bare Koa + node-postgres running the product's SQL",
  );
  out.push(...floorTable(r.throughput, r.sameJson, () => GOALS.throughputRatio));

  out.push(
    '',
    `2. Search shapes: latency in ms; sequential = ${o.requests} requests one at a time (at most 15 s), ` +
      `concurrent = ${o.searchClients} clients for ${o.durationS} s; shapes take turns in ${o.rounds} rounds; ` +
      'page = items on the first page (+: a next page exists)',
    table(
      [
        'shape',
        'page',
        `${count(sizes.smallGigs)}: p50`,
        `${count(sizes.gigs)}: p50`,
        'p99',
        `${o.searchClients} clients: p50`,
        'p99',
        'req/s',
        `goal p99 < ${GOALS.searchP99Ms}`,
        'p50 growth',
        `goal < ${GOALS.growthMax}x`,
      ],
      r.shapes.map((s) => {
        const growth = s.sequential.p50 / s.small.p50;
        return [
          s.name,
          s.firstPage,
          ms(s.small.p50),
          ms(s.sequential.p50),
          ms(s.sequential.p99),
          ms(s.concurrent.p50),
          ms(s.concurrent.p99),
          rps(s.concurrent.rps),
          mark(clean(s.concurrent) && s.concurrent.p99 < GOALS.searchP99Ms),
          `${growth.toFixed(2)}x`,
          mark(clean(s.small, s.sequential) && growth < GOALS.growthMax),
        ];
      }),
      [false, true, true, true, true, true, true, true, false, true, false],
    ),
  );
  for (const s of r.shapes) {
    const bad = [s.small, s.sequential, s.concurrent].map((f) => f.failures).filter(Boolean);
    if (bad.length) out.push(`   ${s.name} (${s.path}): product answered ${bad.join('; ')}`);
  }
  out.push(`   URLs: ${r.shapes.map((s) => s.path).join('  ')}`);

  const i = r.interference;
  const kept = i.withSearch.rps / i.alone.rps;
  out.push(
    '',
    `3. Interference: GET /api/gigs/{id} with ${o.clients} clients, alone and while one client loops over ` +
      `the slowest shape ('${i.shape}'), taking turns in ${o.rounds} rounds`,
    table(
      ['run', 'by-id req/s', 'p50 ms', 'p99 ms', 'search loop req/s', 'search p50 ms'],
      [
        ['alone', rps(i.alone.rps), ms(i.alone.p50), ms(i.alone.p99), '', ''],
        [
          'beside the search loop',
          rps(i.withSearch.rps),
          ms(i.withSearch.p50),
          ms(i.withSearch.p99),
          rps(i.searchLoop.rps),
          ms(i.searchLoop.p50),
        ],
      ],
      [false, true, true, true, true, true],
    ),
    `Kept: ${pct(kept)} (goal >= ${pct(GOALS.keptMin, 0)}: ` +
      `${mark(clean(i.alone, i.withSearch, i.searchLoop) && kept >= GOALS.keptMin)})`,
  );

  const mb = (n: number | undefined) => (n === undefined ? 'n/a' : `${n.toFixed(1)} MB`);
  out.push(
    '',
    `4. Memory of the product process (VmRSS): idle after start ${mb(r.rssMb.idle)} ` +
      `(goal < ${GOALS.idleRssMb} MB: ${mark(r.rssMb.idle !== undefined && r.rssMb.idle < GOALS.idleRssMb)}), ` +
      `after the run ${mb(r.rssMb.after)}`,
  );

  out.push('', goalSummary(goals(r)));
  for (const e of r.explain)
    out.push('', `EXPLAIN (ANALYZE, BUFFERS) of the product's SQL for '${e.shape}':`, e.plan);
  out.push('', `Total time: ${r.totalSeconds.toFixed(0)} s`);
  return out.join('\n');
}
