/** The figures, printed last: throughput, errors, latency per step, the payment path, integrity, goals. */
import type { Check } from './integrity';
import { STEPS, type Stats } from './stats';

export interface RunFigures {
  students: number;
  instances: number;
  durationS: number;
  elapsedS: number;
  thinkMs: { min: number; max: number };
  server: string;
  cores: number;
  loadAtStart: number[];
  loadAtEnd: number[];
  seeded: { gigs: number; items: number; bookable: number };
  messages: { acknowledged: number; delivered: number };
  checks: Check[];
}

export const GOALS = { readP99Ms: 100, paymentP99Ms: 500 };

const ms = (n: number) => (Number.isNaN(n) ? 'n/a' : `${n.toFixed(1)} ms`);
const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');
const PAYMENT_STEPS = [
  STEPS.createIntent,
  STEPS.buyIntent,
  STEPS.sandboxConfirm,
  STEPS.paymentComplete,
  STEPS.capture,
];

export function summary(stats: Stats, f: RunFigures) {
  const reads = stats.merged('read');
  const payments = PAYMENT_STEPS.map((s) => ({
    step: s.name,
    p99: stats.latencyOf(s).percentile(99),
    n: stats.latencyOf(s).count,
  }));
  const errors = stats.errors();
  const errorCount = errors.reduce((n, e) => n + e.count, 0);
  const integrityOk = f.checks.every((c) => c.ok);
  return {
    requests: stats.requests,
    retried: stats.retried,
    rps: stats.requests / f.elapsedS,
    errors,
    errorCount,
    steps: stats.figures(),
    readP99: reads.percentile(99),
    readCount: reads.count,
    payments,
    goals: {
      noErrors: errorCount === 0,
      noLostOrDuplicatedWrites: integrityOk,
      readP99: reads.percentile(99) < GOALS.readP99Ms,
      paymentP99: payments.every((p) => p.n === 0 || p.p99 < GOALS.paymentP99Ms),
    },
  };
}

export type Summary = ReturnType<typeof summary>;

export function render(s: Summary, f: RunFigures): string {
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  const lines = [
    '',
    `Load: ${f.students} students for ${f.durationS} s on ${f.instances} product instance(s), one database ` +
      `(${f.server}); think time ${f.thinkMs.min / 1000}-${f.thinkMs.max / 1000} s between steps`,
    `Machine: ${f.cores} cores, load average ${load(f.loadAtStart)} at the start, ${load(f.loadAtEnd)} at the end ` +
      '(shared with other work: figures are upper bounds)',
    `Data: ${f.seeded.gigs} active gigs (${f.seeded.bookable} bookable from student providers with payouts), ` +
      `${f.seeded.items} items to start with`,
    '',
    `Requests: ${s.requests} in ${f.elapsedS.toFixed(1)} s = ${s.rps.toFixed(1)} requests/s; errors: ${s.errorCount}`,
    ...s.errors.map((e) => `  ${e.step}: ${e.status === 0 ? 'no response' : e.status} x${e.count}`),
    `Requests sent again on a new connection (the idle one had just been closed by the server): ${s.retried}`,
    '',
    '| Step                                   | Requests | Errors | p50       | p95       | p99       | max       |',
    '| -------------------------------------- | -------- | ------ | --------- | --------- | --------- | --------- |',
    ...s.steps.map(
      (r) =>
        `| ${r.step.padEnd(38)} | ${String(r.requests).padStart(8)} | ${String(r.errors).padStart(6)} | ` +
        `${ms(r.p50).padStart(9)} | ${ms(r.p95).padStart(9)} | ${ms(r.p99).padStart(9)} | ${ms(r.max).padStart(9)} |`,
    ),
    '',
    `Reads overall (${s.readCount} GETs): p99 ${ms(s.readP99)}`,
    'Payment path p99: ' +
      s.payments.map((p) => `${p.step.replace('POST /api/', '')} ${ms(p.p99)} (${p.n})`).join(', '),
    `Live stream: ${f.messages.delivered} of ${f.messages.acknowledged} acknowledged messages delivered to the recipient's open stream`,
    '',
    'Integrity (after the load stopped and the sandbox delivered its webhooks):',
    ...f.checks.map((c) => `  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`),
    '',
    'Goals:',
    `  0 errors: ${met(s.goals.noErrors)} (${s.errorCount})`,
    `  0 lost or duplicated writes: ${met(s.goals.noLostOrDuplicatedWrites)}`,
    `  p99 of reads < ${GOALS.readP99Ms} ms: ${met(s.goals.readP99)} (${ms(s.readP99)})`,
    `  p99 of payments < ${GOALS.paymentP99Ms} ms: ${met(s.goals.paymentP99)} ` +
      `(${s.payments.map((p) => ms(p.p99)).join(', ')})`,
    '',
  ];
  return lines.join('\n');
}
