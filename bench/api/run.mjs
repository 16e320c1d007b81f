#!/usr/bin/env node
/**
 * API benchmark of the built product: throughput against a bare Koa + node-postgres floor, search
 * latency at 1,000 and 100,000 gigs, interference of a slow search with gig-by-id reads, and memory.
 *
 * Usage (from the repository root, after a build: `npm start` once, or `npx -y pnpm@10.34.8 -r run build`):
 *
 *   node bench/api/run.mjs [options]
 *
 * Options:
 *   --gigs N               gigs at the large size (default 100000); items as many unless --items
 *   --items N              marketplace items at the large size (default: as many as --gigs)
 *   --small-gigs N         gigs at the small size, for the growth ratio (default 1000)
 *   --users N              verified providers (default 5000)
 *   --duration S           seconds of each load run (default 5)
 *   --warmup S             seconds of unmeasured load before each load run (default 1)
 *   --clients N            keep-alive clients of the throughput runs (default 10)
 *   --search-clients N     clients of the concurrent search runs (default 20)
 *   --requests N           requests of each sequential run (default 200; at most 15 s each)
 *   --rounds N             A/B comparisons (product vs floor, by-id alone vs beside a search) alternate
 *                          their arms in N rounds of duration/N each (default 5)
 *   --keep                 leave the product and PostgreSQL running after the report, until Ctrl-C
 *   --json FILE            also write every figure to FILE as JSON
 *   --cpu-prof DIR         run the product with `node --cpu-prof`; its .cpuprofile lands in DIR
 *   --verbose              forward the product's, the floor's and PostgreSQL's log lines
 *   --help                 this text
 *
 * Environment:
 *   BENCH_DATABASE_URL     postgres://... of an external server (a superuser, or a role that may
 *                          create databases and the pg_trgm extension): the bench creates a database
 *                          `campus_bench_<time>` there and drops it at the end. Unset: the bench starts
 *                          its own PostgreSQL through the backend's embedded server (no fsync).
 *
 * Everything runs on 127.0.0.1 in a temporary folder that is removed at the end, also on failure and
 * on Ctrl-C. A full run takes about 3 minutes on 2 cores. The figures go to stdout, progress to
 * stderr. Exit code 0 when the run completed (goals met or not), 1 when it failed, 130 on Ctrl-C.
 *
 * This file only bundles the TypeScript in src/ (and the floor, a child process) with the backend's
 * esbuild, as every bench does (bench/messages/run.mjs, launch), and runs it on the built product.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../messages/run.mjs';

const here = dirname(fileURLToPath(import.meta.url));

launch(import.meta.url, {
  name: 'api',
  entry: join(here, 'src', 'main.ts'),
  entries: { floor: join(here, 'src', 'floor.ts') },
  product: 'built',
});
