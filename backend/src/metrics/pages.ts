import { Counter, type Registry } from 'prom-client';

/**
 * Counts the pages this instance sent with a server-rendered first screen, by outcome: `server`, `cached`
 * (the anonymous page cache), or why the route's remote page was left to the browser (`no-bundle`,
 * `load-failed`, `no-page`, `budget`, `data`, `render`): docs/operations.md "Server rendering".
 */
export function countPageRenders(registry: Registry): (outcome: string) => void {
  const pages = new Counter({
    name: 'campus_ssr_pages_total',
    help: 'Pages sent with a server-rendered first screen, by outcome (server, cached, or the fallback reason).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  return (outcome) => pages.inc({ outcome });
}
