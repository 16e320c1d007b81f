#!/usr/bin/env node
// The README's two commands: `npm start` (install, build, migrate, seed, serve) and `npm test` (every check).
// Needs only Node.js: pnpm is fetched through npx at a pinned version.
import { spawnSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { remoteFolders } from './lib/remotes.mjs';
import { defaultSite } from './ship/gate.mjs';
import { coreBudget, runAll } from './test/scheduler.mjs';
import { testTasks } from './test/tasks.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// First of all, before installing anything: a Node.js older than package.json's engines says which is needed.
// (`npm start`/`npm test` run the same check before this file, for a Node.js too old to even parse it.)
createRequire(import.meta.url)('./lib/node-version.cjs').checkNodeVersion(root);
const PNPM = ['-y', 'pnpm@10.34.8'];
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}
const pnpm = (args, options) => run(npx, [...PNPM, ...args], options);

function step(title) {
  console.log(`\n\u25b6 ${title}`);
}

function must(status, what) {
  if (status !== 0) {
    console.error(`\u2716 ${what} failed (exit ${status})`);
    process.exit(status || 1);
  }
}

function install() {
  step('Installing packages (pnpm, frozen lockfile)');
  must(pnpm(['install', '--frozen-lockfile', '--reporter=append-only']), 'install');
}

function build() {
  step('Building backend, shell and remotes');
  must(pnpm(['-r', '--workspace-concurrency=2', 'run', 'build']), 'build');
}

/**
 * Each remote's built dist becomes a release, live, when the remote has none yet (`ship --adopt`): the
 * version served before a remote's first ship is a rollback target like any other. Run once the product
 * answers: releases are kept in its database (the embedded one runs inside the product).
 */
function adoptBuilds() {
  step("Publishing each remote's build as a release (when it has no live one)");
  for (const folder of remoteFolders())
    if (run(process.execPath, ['scripts/ship.mjs', folder, '--adopt']) !== 0)
      console.warn(
        `\u26a0 ${folder}'s build was not adopted as a release: its dist is served, and its first ship adopts it`,
      );
}

/** Whether the product started by `npm start` answers (the address `npm run ship` asks too). */
async function answers() {
  try {
    return (await fetch(new URL('/api/contract', defaultSite()))).ok;
  } catch {
    return false;
  }
}

async function start() {
  install();
  build();
  step('Starting the product');
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
  while (child.exitCode === null && !(await answers())) await new Promise((r) => setTimeout(r, 250));
  if (child.exitCode === null) adoptBuilds();
}

/** `npm test -- --tier=ci|slow|all` (default all: every check; CI runs the ci tier, docs/testing.md). */
function testTier() {
  const arg = process.argv.slice(3).find((a) => a.startsWith('--tier='));
  const tier = arg ? arg.slice('--tier='.length) : 'all';
  if (!['ci', 'slow', 'all'].includes(tier)) {
    console.error(`unknown tier "${tier}": use --tier=ci, --tier=slow or --tier=all`);
    process.exit(2);
  }
  return tier;
}

async function test() {
  const tier = testTier();
  const started = Date.now();
  install();
  step(`Tests, ${tier} tier, ${coreBudget()} cores' worth at once`);
  const results = await runAll(testTasks({ root, tier }), { root });

  console.log('\nseconds  passed  failed  skipped  task');
  for (const r of results)
    console.log(
      `${r.seconds.toFixed(1).padStart(7)}  ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}  ${r.name}`,
    );
  const total = (key) => results.reduce((n, r) => n + r[key], 0);
  const distinct = new Set(results.flatMap((r) => r.ids)).size;
  const failed = total('failed');
  console.log(`\n${tier} tier in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(
    `${total('passed')} passed, ${failed} failed, ${total('skipped')} skipped (${distinct} distinct)`,
  );
  process.exit(failed === 0 ? 0 : 1);
}

const command = process.argv[2];
if (command === 'start') await start();
else if (command === 'test') await test();
else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
