#!/usr/bin/env node
// The README's two commands: `npm start` (install, build, migrate, seed, serve) and `npm test` (every check).
// Needs only Node.js: pnpm is fetched through npx at a pinned version.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteFolders } from './lib/remotes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
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
 * version served before a remote's first ship is a rollback target like any other.
 */
function adoptBuilds() {
  step("Publishing each remote's build as a release (when it has no live one)");
  for (const folder of remoteFolders())
    if (run(process.execPath, ['scripts/ship.mjs', folder, '--adopt']) !== 0)
      console.warn(
        `\u26a0 ${folder}'s build was not adopted as a release: its dist is served, and its first ship adopts it`,
      );
}

function start() {
  install();
  build();
  adoptBuilds();
  step('Starting the product');
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

/** Runs one jest suite and returns its counts (jest writes a JSON report). */
function jestSuite(name, pkgDir, env = process.env) {
  step(`Tests: ${name}`);
  const dir = mkdtempSync(join(tmpdir(), 'campus-jest-'));
  const report = join(dir, 'report.json');
  const status = pnpm(['--filter', `@campus/${pkgDir}`, 'run', 'test', '--json', `--outputFile=${report}`], {
    env,
  });
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    passed = r.numPassedTests;
    failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    skipped = r.numPendingTests + (r.numTodoTests ?? 0);
  }
  if (status !== 0 && failed === 0) failed = 1; // the suite itself broke (compile error, crash)
  rmSync(dir, { recursive: true, force: true });
  console.log(`  ${name}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  return { passed, failed, skipped };
}

/** A check that is not a jest suite (lint, type-check) counts as one test. */
function check(name, cmd, args) {
  step(name);
  const ok = run(cmd, args) === 0;
  console.log(`  ${name}: ${ok ? 'passed' : 'FAILED'}`);
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
}

function test() {
  install();
  const results = [];
  results.push(check('Lint (eslint)', npx, ['eslint', '.', '--max-warnings=0']));
  results.push(check('Format (prettier)', npx, ['prettier', '--check', '.', '--log-level=warn']));
  results.push(
    check('Type-check (tsc, every package)', npx, [
      ...PNPM,
      '-r',
      '--workspace-concurrency=2',
      'run',
      'typecheck',
    ]),
  );
  results.push(check('Type-check (bench/api)', npx, ['tsc', '-p', 'bench/api/tsconfig.json', '--noEmit']));
  results.push(
    check('Type-check (bench/messages)', npx, ['tsc', '-p', 'bench/messages/tsconfig.json', '--noEmit']),
  );
  results.push(check('Type-check (bench/load)', npx, ['tsc', '-p', 'bench/load/tsconfig.json', '--noEmit']));
  // `npm run ship`: pruning, the ship lock, live.json, the gate, adoption, channels (node:test, ~3 min).
  results.push(
    check('Tests: ship script (node:test)', process.execPath, [
      '--test',
      'scripts/ship/ship.test.mjs',
      'scripts/ship/content-hash.test.mjs',
    ]),
  );
  // The remote registry: every remote has its folder, remote.json, CODEOWNERS line and own dev port.
  results.push(
    check('Tests: remote registry (node:test)', process.execPath, ['--test', 'scripts/registry.test.mjs']),
  );
  for (const pkg of ['contracts', 'ui', 'shell', ...remoteFolders()]) {
    results.push(jestSuite(pkg, pkg));
  }
  // The backend suite runs on the embedded PostgreSQL server, and again on the server of DATABASE_URL
  // when that is set (CI: the machine's PostgreSQL 15, so both major versions stay supported).
  // The e2e journeys use the product's embedded defaults, as a fresh clone does.
  const { DATABASE_URL, ...embeddedEnv } = process.env;
  results.push(jestSuite('backend (embedded PostgreSQL)', 'backend', embeddedEnv));
  if (DATABASE_URL)
    results.push(jestSuite('backend (PostgreSQL server of DATABASE_URL)', 'backend', process.env));
  else console.log('\n(DATABASE_URL unset: the backend suite ran on the embedded server only)');
  build();
  results.push(jestSuite('e2e (Chromium journeys)', 'e2e', embeddedEnv));

  const total = (key) => results.reduce((n, r) => n + r[key], 0);
  const failed = total('failed');
  console.log(`\n${total('passed')} passed, ${failed} failed, ${total('skipped')} skipped`);
  process.exit(failed === 0 ? 0 : 1);
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'test') test();
else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
