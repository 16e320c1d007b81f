#!/usr/bin/env node
/**
 * Load benchmark: simulated students (200 by default) for 5 minutes against two product instances on
 * one PostgreSQL server, in the journeys a campus makes: browse and search gigs and items, sign in,
 * message each other (with the live stream open), book gigs and buy items with escrow through the
 * sandbox (intent with a note to the provider or seller, card 4242, completion, capture), confirm
 * receipt, review, list and edit items. Prints requests per second, p50/p95/p99 per journey step,
 * errors by step and status, and an integrity check: every acknowledged message, order, payment, review
 * and item present exactly once, each checkout note posted once after authorisation, each item bought
 * held by one order at a time, every ledger journal balanced, escrow equal to the held orders.
 *
 * Usage (from the repository root; no build needed: the product is bundled from backend/src):
 *
 *   node bench/load/run.mjs [options]
 *
 * Options:
 *   --students N     simulated students, each with its own session (default 200)
 *   --duration S     seconds of load (default 300)
 *   --instances N    product instances on the one database; students are spread over them (default 2)
 *   --json FILE      also write every figure to FILE
 *   --verbose        forward the product's and PostgreSQL's log lines, and print each failed call
 *   --help           this text
 *
 * Environment:
 *   BENCH_DATABASE_URL   postgres://... of an external server (a role that may create databases): the bench
 *                        creates `campus_bench_<time>` there and drops it at the end. Unset: an embedded
 *                        server (the backend's own, fsync off) in a temporary folder.
 *
 * Everything runs on 127.0.0.1 in a temporary folder removed at the end, also on failure and on Ctrl-C.
 * Figures go to stdout, progress to stderr. Exit code 0 when the run completed, 1 when it failed, 130
 * when interrupted. Bundling is the messaging bench's (bench/messages/run.mjs).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../messages/run.mjs';

launch(import.meta.url, {
  name: 'load',
  entry: join(dirname(fileURLToPath(import.meta.url)), 'src', 'main.ts'),
});
