import type { Page, Request } from 'playwright-core';

/**
 * The page's requests in flight, counted from now on (live streams aside: they stay open), and a wait
 * for the page to settle: its fonts in, no request in flight, two more frames drawn. The condition
 * `networkidle` approximates with half a second of quiet after every load.
 */
export function watchNetwork(page: Page) {
  const inflight = new Set<Request>();
  const changed: (() => void)[] = [];
  const settle = (request: Request) => {
    inflight.delete(request);
    for (const wake of changed.splice(0)) wake();
  };
  page.on('request', (request) => {
    if (!['eventsource', 'websocket'].includes(request.resourceType())) inflight.add(request);
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** Forgets the requests in flight now (a new navigation cancels them, not always with an event). */
    reset: () => inflight.clear(),
    async settled(): Promise<void> {
      for (;;) {
        await page.evaluate(async () => {
          await document.fonts.ready;
          for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(() => r(null)));
        });
        if (inflight.size === 0) return;
        await new Promise<void>((wake) => changed.push(wake));
      }
    },
  };
}
