#!/usr/bin/env node
/**
 * Backend memory at idle: the resident memory (RSS) of the backend's Node process after it starts and
 * settles, against the goal of issue 24 (at most 150 MB). The embedded PostgreSQL's processes are not
 * counted; the V8 heap (used / total) and external memory are printed beside it, from GET /metrics.
 *
 * Usage (from the repository root, after a build: `npm start` once, or `npx -y pnpm@10.34.8 -r run build`;
 * it measures backend/dist/main.js with the front ends' dist folders as they are, and builds neither):
 *
 *   node bench/memory/idle.mjs [options]
 *
 * Options:
 *   --product FILE         the built backend to measure (default backend/dist/main.js); e.g. a copy built
 *                          without a change, for a before/after (set STATIC_ROOT with --env then)
 *   --runs N               starts on one DATA_DIR (default 3): the first makes the database and seeds
 *                          the demo data, as a first `npm start` does; the others are restarts
 *   --limit MB             the RSS goal (default 150)
 *   --settle S             seconds after /readyz before sampling (default 10); then RSS is read each
 *                          second until 5 readings lie within 0.5 MB while the backend's process tree
 *                          (itself, its PostgreSQL, its helper processes) used under 5% of a core
 *                          (at most --max-wait in all)
 *   --max-wait S           (default 60)
 *   --node-option OPT      a Node option for the product, repeatable (`--node-option=--heap-prof`
 *                          `--node-option=--heap-prof-dir=/tmp/prof`)
 *   --env KEY=VALUE        a setting for the product, repeatable (e.g. `--env SEED_DEMO_DATA=false`)
 *   --json FILE            also write every figure to FILE
 *   --verbose              forward the product's log lines
 *   --help                 this text
 *
 * The product runs as `npm start` runs it, with NODE_ENV=production: its own embedded PostgreSQL in a
 * temporary DATA_DIR, or the server of DATABASE_URL when that is set (it migrates and seeds it, as
 * `npm start` would); a free port on 127.0.0.1, a random SESSION_SECRET and METRICS_TOKEN,
 * PAYMENT_PROVIDER=sandbox. The temporary folder is removed at the end, also on failure and on Ctrl-C.
 *
 * Figures go to stdout, progress to stderr. Exit code 0 when every start settled at or under the limit,
 * 2 when one did not, 1 when the run failed, 130 when interrupted. Bundling (of this bench's src/ only)
 * is the messaging bench's (bench/messages/run.mjs).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../messages/run.mjs';

launch(import.meta.url, {
  name: 'memory',
  entry: join(dirname(fileURLToPath(import.meta.url)), 'src', 'idle.ts'),
  product: false,
});
