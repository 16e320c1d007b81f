import { failures } from '../../api/src/load';
import {
  floorTable,
  goalSummary,
  ratioMet,
  table,
  type Goal,
  type SameJson,
  type ThroughputRow,
} from '../../api/src/report';
import type { PageLoad, PageSample } from './pages';

export const GOALS = {
  /**
   * Product / floor throughput may not fall below the last recorded bench/api run (bench/RESULTS.md,
   * "API and search", 2026-11-23: 0.93 for `GET /api/gigs`, 0.82 for `GET /api/gigs/{id}`). bench/api
   * compares its ratios with no tolerance, and so does this bench.
   */
  recordedRatios: { list: 0.93, byId: 0.82 },
  recordedOn: '2026-11-23',
  /** Backend RSS after start, before traffic (issue 24, item 4). */
  idleRssMb: 150,
};

export interface PageRow {
  /** What the page is: '/gigs', 'a gig'. */
  name: string;
  sample: PageSample;
  requests: number;
  /** Non-2xx answers and failed requests ('' when none). */
  failures: string;
  pagesPerS: number;
  firstByteP50: number;
  firstByteP99: number;
  lastByteP50: number;
  lastByteP99: number;
  /** Body bytes a page took on the wire (gzip). */
  bytesPerPage: number;
  /** CPU seconds of the backend process during the measured part, and the cores that makes. */
  cpuS: number;
  cores: number;
  /** Pages per CPU-second of the backend process: pages a second one core serves. */
  pagesPerCoreS: number;
}

export function pageRow(name: string, sample: PageSample, { result, cpuS }: PageLoad): PageRow {
  const elapsedS = result.elapsedMs / 1000;
  return {
    name,
    sample,
    requests: result.requests,
    failures: failures(result),
    pagesPerS: result.rps,
    firstByteP50: result.firstByte.percentile(50),
    firstByteP99: result.firstByte.percentile(99),
    lastByteP50: result.latency.percentile(50),
    lastByteP99: result.latency.percentile(99),
    bytesPerPage: result.requests ? result.bytes / result.requests : NaN,
    cpuS,
    cores: elapsedS > 0 ? cpuS / elapsedS : NaN,
    pagesPerCoreS: cpuS > 0 ? result.requests / cpuS : NaN,
  };
}

export interface ApiRow extends ThroughputRow {
  /** The ratio of the last recorded bench/api run that this one may not fall below. */
  recorded: number;
}

export interface SsrResults {
  startedAt: string;
  environment: string;
  data: string;
  options: {
    clients: number;
    durationS: number;
    warmupS: number;
    apiClients: number;
    apiDurationS: number;
    rounds: number;
  };
  pages: PageRow[];
  api: ApiRow[];
  sameJson: SameJson[];
  rssMb: { idle: number | undefined; after: number | undefined };
  notes: string[];
  totalSeconds: number;
}

/** Every goal with its verdict; the p99 of the first byte has none yet (it is printed). */
export function goals(r: SsrResults): Goal[] {
  return [
    ...r.pages.map((p) => ({
      name: `${p.name} (${p.sample.path}) answered 2xx to every request`,
      met: p.failures === '' && p.requests > 0 && p.sample.status === 200,
    })),
    ...r.api.map((a) => ({
      name: `${a.name}: product/floor >= ${a.recorded} (recorded ${GOALS.recordedOn})`,
      met: ratioMet(a, a.recorded),
    })),
    {
      name: `backend RSS idle after start <= ${GOALS.idleRssMb} MB`,
      met: r.rssMb.idle !== undefined && r.rssMb.idle <= GOALS.idleRssMb,
    },
  ];
}

const ms = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(2) : n.toFixed(1)) : '-');
const perS = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');
const kb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '-');
const mb = (n: number | undefined) => (n === undefined ? 'n/a' : `${n.toFixed(1)} MB`);
const mark = (met: boolean) => (met ? 'met' : 'NOT MET');

export function render(r: SsrResults): string {
  const o = r.options;
  const out: string[] = [
    `Server-rendered pages and the API beside the floor, ${r.startedAt}`,
    r.environment,
    r.data,
    ...r.notes.map((n) => `Note: ${n}`),
    '',
    `1. Pages: ${o.clients} clients, ${o.durationS} s each after ${o.warmupS} s of warm-up, each a GET with ` +
      "Accept: text/html, Accept-Encoding: gzip and no cookie (a first visit); first byte = the reply's head; " +
      'per core = pages per CPU-second of the backend process (/proc/<pid>/stat)',
    table(
      [
        'page',
        'pages/s',
        'first byte p50 ms',
        'p99 ms',
        'last byte p50 ms',
        'p99 ms',
        'KB gzip',
        'backend cores',
        'pages/s per core',
      ],
      r.pages.map((p) => [
        `${p.name} ${p.sample.path}`,
        perS(p.pagesPerS),
        ms(p.firstByteP50),
        ms(p.firstByteP99),
        ms(p.lastByteP50),
        ms(p.lastByteP99),
        kb(p.bytesPerPage),
        p.cores.toFixed(2),
        perS(p.pagesPerCoreS),
      ]),
      [false, true, true, true, true, true, true, true, true],
    ),
    ...r.pages.filter((p) => p.failures).map((p) => `   ${p.sample.path}: answered ${p.failures}`),
    '',
    'The HTML (one request each): whether <div id="root"> holds server-rendered content',
    table(
      ['page', 'status', 'server-rendered', 'root KB', 'HTML KB', 'encoding', 'cache-control', 'title'],
      r.pages.map(({ sample: s }) => [
        s.path,
        String(s.status),
        s.serverRendered ? 'yes' : 'no (root empty)',
        kb(s.rootBytes),
        kb(s.htmlBytes),
        s.contentEncoding,
        s.cacheControl || '-',
        s.title.slice(0, 60),
      ]),
      [false, true, false, true, true, false, false, false],
    ),
    '',
    `2. The API beside bench/api's floor (bare Koa + node-postgres running the product's SQL): ${o.apiClients} ` +
      `keep-alive clients, ${o.apiDurationS} s each, product and floor taking turns in ${o.rounds} rounds`,
    ...floorTable(r.api, r.sameJson, (a) => a.recorded),
    '',
    `3. Memory of the backend process (VmRSS): idle after start ${mb(r.rssMb.idle)} (goal <= ${GOALS.idleRssMb} MB: ` +
      `${mark(r.rssMb.idle !== undefined && r.rssMb.idle <= GOALS.idleRssMb)}), after the run ${mb(r.rssMb.after)}`,
  ];
  out.push('', goalSummary(goals(r)), `Total time: ${r.totalSeconds.toFixed(0)} s`);
  return out.join('\n');
}
