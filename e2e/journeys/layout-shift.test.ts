import { newPage } from '../support/browser';
import { productAndBrowser } from '../support/suite';

// Pages that do not jump while they load: the browser's own layout-shift entries (those not caused by
// input) from the first paint until the page is settled, on a first visit (fresh context, empty cache)
// at phone (375), desktop (1280, the goal's width) and wide (1350) widths. The goal is a CLS of at most
// 0.02; the test sums every shift (at least the session-window CLS), so it cannot pass on a split into
// windows. The first paint is the static frame the backend writes into the page (navbar and heading,
// backend/src/static/frame.ts): its hand-over to React is measured too.

const suite = productAndBrowser();

const PAGES = ['/', '/gigs', '/gigs/1', '/marketplace'];
const WIDTHS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
  wide: { width: 1350, height: 940 },
};
const MAX_CLS = 0.02;
const SETTLE_MS = 1_000;

interface Shift {
  time: number;
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Runs in the page before its scripts: records every layout shift not caused by input. */
function recordLayoutShifts() {
  const shifts: Shift[] = [];
  window.__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        time: Math.round(entry.startTime),
        value: entry.value,
        sources: (entry.sources ?? []).map((s) =>
          s.node instanceof Element
            ? `${s.node.tagName.toLowerCase()} "${(s.node.textContent ?? '').slice(0, 40)}"`
            : String(s.node?.nodeName),
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

describe.each(Object.entries(WIDTHS))('layout shift at %s width', (_name, viewport) => {
  it.each(PAGES)('%s shifts by at most 0.02 while it loads', async (path) => {
    const page = await newPage(suite.browser, viewport);
    try {
      await page.addInitScript(recordLayoutShifts);
      await page.goto(suite.product.url + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(SETTLE_MS);
      const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      // Over the goal, the failure lists what moved, when and by how much.
      expect(cls <= MAX_CLS ? [] : shifts).toEqual([]);
      expect(cls).toBeLessThanOrEqual(MAX_CLS);
    } finally {
      await page.context().close();
    }
  });
});
