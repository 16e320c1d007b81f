#!/usr/bin/env node
// Runs jest suites N times in a row and reports which tests failed in which run, to find flaky tests
// (a test that depends on chance or on wall-clock speed is a defect):
//
//   node scripts/repeat-tests.mjs --runs 5 [--suite backend|front|all] [--pattern X] [-- <jest args>]
//
// `front` is every front-end jest suite (contracts, ui, shell, the remotes), `backend` the backend suite
// (on DATABASE_URL's PostgreSQL when set, else on the embedded server its globalSetup starts). `--pattern`
// is passed to jest as a test path pattern; what follows `--` goes to jest as it is (e.g. --maxWorkers=1).
// Each run's failing tests come from jest's JSON report; the summary table lists them per run, then the
// tests that failed in some runs and passed in others (the flaky ones). Exit 1 when any run failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const FRONT = [
  'contracts',
  'ui',
  'shell',
  'mf-gigs',
  'mf-marketplace',
  'mf-messages',
  'mf-checkout',
  'mf-profile',
];
const SUITES = { front: FRONT, backend: ['backend'], all: [...FRONT, 'backend'] };

function parseArgs(argv) {
  const options = { runs: 5, suite: 'all', pattern: null, jestArgs: [] };
  const dash = argv.indexOf('--');
  if (dash >= 0) {
    options.jestArgs = argv.slice(dash + 1);
    argv = argv.slice(0, dash);
  }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--runs') options.runs = Number(value());
    else if (flag === '--suite') options.suite = value();
    else if (flag === '--pattern') options.pattern = value();
    else usage(`unknown argument ${argv[i]}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) usage('--runs takes a whole number from 1');
  if (!SUITES[options.suite]) usage(`--suite is one of ${Object.keys(SUITES).join(', ')}`);
  return options;
}

function usage(problem) {
  console.error(
    `${problem}\nusage: node scripts/repeat-tests.mjs --runs 5 [--suite backend|front|all] [--pattern X] [-- <jest args>]`,
  );
  process.exit(2);
}

/** One jest run of one package; its passed count and failing test names (from jest's JSON report). */
function runJest(pkg, options) {
  const dir = mkdtempSync(join(tmpdir(), 'campus-repeat-'));
  const report = join(dir, 'report.json');
  // the package's own test script (its jest flags), as `npm test` runs it
  const args = [
    'run',
    '--silent',
    'test',
    '--',
    '--json',
    `--outputFile=${report}`,
    '--ci',
    ...options.jestArgs,
  ];
  if (options.pattern) args.push(options.pattern);
  const started = Date.now();
  const result = spawnSync(npm, args, {
    cwd: join(root, pkg),
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  let passed = 0;
  const failing = [];
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    passed = r.numPassedTests;
    for (const file of r.testResults) {
      const path = relative(root, file.name);
      const failedTests = file.assertionResults.filter((a) => a.status === 'failed');
      for (const a of failedTests) failing.push(`${path} › ${a.fullName}`);
      // a file that failed without a failing test: it did not compile, or crashed, or a hook threw
      if (file.status === 'failed' && failedTests.length === 0)
        failing.push(`${path} (the file itself failed)`);
    }
  }
  // no report, or a failed run with nothing failing in it (jest itself broke, or no test matched)
  if (result.status !== 0 && failing.length === 0) {
    const matchedNothing = /No tests found/.test(result.stderr ?? '');
    if (!(matchedNothing && options.pattern)) failing.push(`${pkg} (jest exited ${result.status})`);
  }
  if (failing.length) process.stderr.write(lastLines(result.stderr ?? '', 60));
  rmSync(dir, { recursive: true, force: true });
  return { passed, failing, seconds };
}

const lastLines = (text, n) => `${text.split('\n').slice(-n).join('\n')}\n`;

const options = parseArgs(process.argv.slice(2));
const packages = SUITES[options.suite];
const runs = [];
for (let run = 1; run <= options.runs; run++) {
  const total = { run, passed: 0, failing: [], seconds: 0 };
  for (const pkg of packages) {
    process.stdout.write(`run ${run}/${options.runs}: ${pkg}… `);
    const r = runJest(pkg, options);
    console.log(`${r.passed} passed, ${r.failing.length} failed (${r.seconds.toFixed(0)} s)`);
    total.passed += r.passed;
    total.failing.push(...r.failing);
    total.seconds += r.seconds;
  }
  runs.push(total);
}

console.log(
  `\n${'Run'.padEnd(4)} ${'Passed'.padStart(7)} ${'Failed'.padStart(7)} ${'Seconds'.padStart(8)}  Failing tests`,
);
for (const r of runs) {
  const head = `${String(r.run).padEnd(4)} ${String(r.passed).padStart(7)} ${String(r.failing.length).padStart(7)} ${r.seconds.toFixed(0).padStart(8)}  `;
  console.log(head + (r.failing.length ? r.failing[0] : '-'));
  for (const name of r.failing.slice(1)) console.log(`${' '.repeat(head.length)}${name}`);
}
const counts = new Map();
for (const r of runs) for (const name of new Set(r.failing)) counts.set(name, (counts.get(name) ?? 0) + 1);
const flaky = [...counts].filter(([, n]) => n < runs.length);
const always = [...counts].filter(([, n]) => n === runs.length);
if (flaky.length) {
  console.log(`\nFlaky (failed in some runs only):`);
  for (const [name, n] of flaky) console.log(`  ${n}/${runs.length}  ${name}`);
}
if (always.length) {
  console.log(`\nFailed in every run:`);
  for (const [name] of always) console.log(`  ${name}`);
}
const clean = runs.filter((r) => r.failing.length === 0).length;
console.log(`\n${clean} of ${runs.length} runs clean (${options.suite})`);
process.exit(clean === runs.length ? 0 : 1);
