#!/usr/bin/env node
/**
 * Serving cost of the pages a first visit opens (issue 24, item 4): the built product with the demo data,
 * in production, answering `/gigs` and a gig page (`/gigs/<the newest gig>`) as a browser's first request
 * asks for them (Accept: text/html, Accept-Encoding: gzip, no cookie), 20 clients at once: pages a
 * second, the p50/p99 of the first byte (the reply's head) and of the last, and pages a second per core
 * (per CPU-second of the backend process, from /proc/<pid>/stat); whether the HTML carried
 * server-rendered content (`<div id="root">` not empty); beside it, on the same run, the API's throughput
 * against bench/api's floor (`GET /api/gigs`, `GET /api/gigs/{id}`), which may not fall below the last
 * recorded bench/api ratios (0.93 and 0.82, bench/RESULTS.md); and the backend's RSS idle after start
 * (goal: at most 150 MB) and after the run.
 *
 * Usage (from the repository root, after a build: `npx -y pnpm@10.34.8 -r --workspace-concurrency=2 run build`
 * or `npm start` once; it measures backend/dist/main.js and the front ends' dist folders as they are):
 *
 *   node bench/ssr/run.mjs [options]
 *
 * Options:
 *   --duration S       seconds of each page's measured load (default 10)
 *   --warmup S         seconds of unmeasured load before each load (default 1)
 *   --clients N        concurrent clients requesting a page (default 20)
 *   --api-duration S   seconds of each API read, product and floor each (default 5, as bench/api)
 *   --api-clients N    keep-alive clients of the API reads (default 10, as bench/api)
 *   --gigs N           before the API reads, bench/api's generated data: 5,000 providers, N gigs and N
 *                      items (default 100000, bench/api's size, where its recorded ratios come from;
 *                      0: the demo data alone)
 *   --rounds N         product and floor take turns in N rounds (default 5, as bench/api)
 *   --product FILE     another built backend than backend/dist/main.js, serving this tree's front ends
 *                      (STATIC_ROOT), e.g. a copy built before a change, for a before/after
 *   --json             print every figure and goal as JSON on stdout instead of the table
 *   --verbose          forward the product's, the floor's and PostgreSQL's log lines
 *   --help             this text
 *
 * Environment:
 *   BENCH_DATABASE_URL   postgres://... of an external server (a role that may create databases): the bench
 *                        creates `campus_bench_<time>` there and drops it at the end. Unset: an embedded
 *                        server (the backend's own, fsync off) in a temporary folder.
 *
 * Everything runs on 127.0.0.1 in a temporary folder removed at the end, also on failure and on Ctrl-C.
 * Figures go to stdout, progress to stderr. Exit code 0 when every goal is met, 2 when one is not, 1 when
 * the run failed, 130 when interrupted. About a minute and a half on 2 cores.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../messages/run.mjs';

const here = dirname(fileURLToPath(import.meta.url));

launch(import.meta.url, {
  name: 'ssr',
  entry: join(here, 'src', 'main.ts'),
  entries: { floor: join(here, '..', 'api', 'src', 'floor.ts') },
  product: 'built',
});
