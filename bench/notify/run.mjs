#!/usr/bin/env node
/**
 * LISTEN/NOTIFY fan-out benchmark: how many notifications a second PostgreSQL delivers to 1, 2, 5 and 10
 * listening connections (one per product instance, as backend/src/events/hub.ts holds), with the payload the
 * product sends for a chat message, as the offered rate rises; the delivery latency p50/p99 of each step;
 * and the ceiling: the rate where the p99 passes 100 ms or the listeners fall behind.
 *
 * Usage (from the repository root; no build needed):
 *
 *   node bench/notify/run.mjs [options]
 *
 * Options:
 *   --broker NAME     postgres (default: LISTEN/NOTIFY as the product uses it) or nats (NATS core
 *                     publish/subscribe, the broker docs/operations.md names to take over)
 *   --nats-url URL    the NATS server with --broker nats (default nats://127.0.0.1:4222)
 *   --listeners LIST  listening connections per round (default 1,2,5,10)
 *   --rates LIST      offered notifications a second, rising (default 500,1000,2000,5000,10000,20000);
 *                     a round stops at its first step past the ceiling
 *   --seconds N       seconds of sending per step (default 5)
 *   --senders N       sender connections over 2 threads, each pg_notify its own transaction (default 16)
 *   --payload N       payload bytes (default: a message notice with a 48-character message)
 *   --p99-limit N     the ceiling's p99 in ms (default 100)
 *   --json FILE       also write every figure to FILE
 *   --verbose         forward PostgreSQL's log lines
 *   --help            this text
 *
 * Environment:
 *   BENCH_DATABASE_URL   postgres://... of an external server (a role that may create databases): the bench
 *                        creates `campus_bench_<time>` there and drops it at the end. Unset: an embedded
 *                        server (the backend's own, fsync off) in a temporary folder.
 *
 * Every connection runs on its own worker thread of this process. Figures go to stdout, progress to
 * stderr. Exit code 0 when the run completed, 1 when it failed, 130 when interrupted. Bundling is the
 * messaging bench's (bench/messages/run.mjs), without the product: no product instance runs.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../messages/run.mjs';

launch(import.meta.url, {
  name: 'notify',
  entry: join(dirname(fileURLToPath(import.meta.url)), 'src', 'main.ts'),
  product: false,
});
