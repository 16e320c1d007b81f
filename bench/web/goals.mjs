/**
 * The web goals of issue 24 (item 3) and the verdict of a bench/web run: every figure a page or `/`'s
 * first visit misses, as rows of one table.
 */
export const GOALS = {
  /** Lighthouse mobile performance score (median), at least. */
  score: 95,
  /** Largest Contentful Paint (Lighthouse, median), below, ms. */
  lcpMs: 1500,
  /** Total Blocking Time (Lighthouse, median), at most, ms. */
  tbtMs: 200,
  /** Cumulative Layout Shift (Lighthouse's median and each width's session window), at most. */
  cls: 0.02,
  /** JavaScript a first visit of `/` downloads, at most, KB gzip (1 KB = 1024 bytes). */
  firstVisitKb: 150,
};

/**
 * What missed a goal: `{ page, figure, measured, goal }` rows. `lighthouse`: each page's medians
 * (`{ path, score, lcp, tbt, cls }`; empty without Lighthouse), `shifts`: each page's CLS per width
 * (`{ path, widths: [{ width, cls }] }`), `firstVisitKb`: the JavaScript of `/`.
 */
export function misses({ lighthouse, shifts, firstVisitKb }) {
  const out = [];
  const miss = (page, figure, measured, goal) => out.push({ page, figure, measured, goal });
  for (const r of lighthouse) {
    if (!(r.score >= GOALS.score)) miss(r.path, 'Lighthouse score', String(r.score), `>= ${GOALS.score}`);
    if (!(r.lcp < GOALS.lcpMs)) miss(r.path, 'LCP', `${Math.round(r.lcp)} ms`, `< ${GOALS.lcpMs} ms`);
    if (!(r.tbt <= GOALS.tbtMs)) miss(r.path, 'TBT', `${Math.round(r.tbt)} ms`, `<= ${GOALS.tbtMs} ms`);
    if (!(r.cls <= GOALS.cls)) miss(r.path, 'CLS (Lighthouse)', r.cls.toFixed(3), `<= ${GOALS.cls}`);
  }
  for (const { path, widths } of shifts)
    for (const { width, cls } of widths)
      if (!(cls <= GOALS.cls)) miss(path, `CLS at ${width} px`, cls.toFixed(3), `<= ${GOALS.cls}`);
  if (!(firstVisitKb <= GOALS.firstVisitKb))
    miss('/', 'first-visit JS', `${firstVisitKb.toFixed(1)} KB gzip`, `<= ${GOALS.firstVisitKb} KB`);
  return out;
}

/** The verdict's lines: PASS, or FAIL with the table of what missed. */
export function verdict(rows) {
  if (rows.length === 0) return ['PASS: every page met every goal.'];
  const head = ['page', 'figure', 'measured', 'goal'];
  const cells = rows.map((r) => [r.page, r.figure, r.measured, r.goal]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) =>
    c
      .map((v, i) => v.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  const pages = new Set(rows.map((r) => r.page)).size;
  return [
    `FAIL: ${rows.length} figure${rows.length === 1 ? '' : 's'} missed on ${pages} page${pages === 1 ? '' : 's'}:`,
    line(head),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.map(line),
  ];
}
