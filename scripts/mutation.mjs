#!/usr/bin/env node
// Mutation testing (StrykerJS): `node scripts/mutation.mjs [contracts] [backend | backend/<area>]...
// [--incremental]` (no target: all of them).
// Mutates the money and fee rule in `contracts` and the backend services and list helpers (configs in
// scripts/mutation/), runs the tests that cover each mutant, and prints the mutation score per file and
// in total. Slow (minutes), so it is not part of `npm test`.
//
// The backend suites need PostgreSQL: DATABASE_URL's server when set, otherwise one embedded server
// started here for the whole run (rather than one per jest run, which is what the globalSetup does alone).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { BACKEND_AREAS } = await import('./mutation/backend.config.mjs');
/** One Stryker run each: contracts, then every backend area (see scripts/mutation/backend.config.mjs). */
const RUNS = [
  { name: 'contracts', config: 'contracts.config.mjs', report: 'contracts' },
  ...Object.keys(BACKEND_AREAS).map((area) => ({
    name: `backend/${area}`,
    config: 'backend.config.mjs',
    report: `backend-${area}`,
    env: { CAMPUS_MUTATION_AREA: area },
  })),
];
const TARGETS = ['contracts', 'backend', ...RUNS.map((r) => r.name)];
const args = process.argv.slice(2);
const chosen = args.filter((a) => !a.startsWith('--'));
const unknown = chosen.filter((t) => !TARGETS.includes(t));
if (unknown.length) {
  console.error(`Unknown target ${unknown.join(', ')}: choose from ${TARGETS.join(', ')}`);
  process.exit(2);
}
// 'backend' means every backend area
const runs = RUNS.filter(
  (r) =>
    !chosen.length ||
    chosen.includes(r.name) ||
    (chosen.includes('backend') && r.name.startsWith('backend/')),
);
const strykerArgs = args.filter((a) => a.startsWith('--'));
const stryker = join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
const reportOf = (run) => join(root, 'coverage', 'mutation', `${run.report}.json`);

/** One embedded PostgreSQL server for the backend suites of the whole run (as the product starts it). */
async function startEmbeddedServer() {
  const backend = join(root, 'backend');
  const script = join(backend, 'node_modules', '.cache', 'campus-mutation', 'embedded-child.mjs');
  const { build } = await import(createRequire(join(backend, 'package.json')).resolve('esbuild'));
  await build({
    entryPoints: [join(backend, 'test', 'support', 'embedded-child.ts')],
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  // /var/tmp: as root the server runs as the `postgres` user, which must reach its folder
  const dataDir = mkdtempSync(join(existsSync('/var/tmp') ? '/var/tmp' : root, 'campus-mutation-pg-'));
  const child = spawn(process.execPath, [script, dataDir], { stdio: ['pipe', 'pipe', 'inherit'] });
  const stop = () =>
    new Promise((done) => {
      const finish = () => {
        rmSync(dataDir, { recursive: true, force: true });
        done();
      };
      if (child.exitCode !== null) return finish();
      child.once('exit', finish);
      child.stdin.end();
    });
  const url = await new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d.toString();
      if (!out.includes('\n')) return;
      const reply = JSON.parse(out.split('\n')[0]);
      if (reply.url) ok(reply.url);
      else fail(new Error(`embedded PostgreSQL: ${reply.error}`));
    });
    child.once('exit', (code) => fail(new Error(`embedded PostgreSQL exited (${code})`)));
  });
  return { url, stop };
}

function runStryker(run, env) {
  rmSync(reportOf(run), { force: true });
  const config = join('scripts', 'mutation', run.config);
  console.log(`\n\u25b6 Mutation testing: ${run.name} (${config})`);
  const result = spawnSync(process.execPath, [stryker, 'run', config, ...strykerArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...run.env },
  });
  return result.status ?? 1;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Stryker's score: detected mutants over detected and undetected (errors and ignored ones left out). */
function tally(mutants) {
  const count = (set) => mutants.filter((m) => set.has(m.status)).length;
  const detected = count(DETECTED);
  const valid = detected + count(UNDETECTED);
  return {
    killed: count(new Set(['Killed'])),
    timeout: count(new Set(['Timeout'])),
    survived: count(new Set(['Survived'])),
    noCoverage: count(new Set(['NoCoverage'])),
    errors: count(new Set(['CompileError', 'RuntimeError'])),
    score: valid ? (100 * detected) / valid : NaN,
  };
}

function printScores(reports) {
  const rows = [];
  const all = [];
  for (const report of reports) {
    for (const [file, { mutants }] of Object.entries(report.files)) {
      rows.push([relative(root, join(root, file)), tally(mutants)]);
      all.push(...mutants);
    }
  }
  rows.sort(([a], [b]) => a.localeCompare(b));
  rows.push(['Total', tally(all)]);
  const width = Math.max(...rows.map(([name]) => name.length));
  const cols = ['score', 'killed', 'timeout', 'survived', 'noCoverage', 'errors'];
  const cell = (value) =>
    typeof value === 'number' && !Number.isInteger(value) ? value.toFixed(2) : String(value);
  console.log(`\nMutation score\n${'File'.padEnd(width)}  ${cols.map((c) => c.padStart(10)).join(' ')}`);
  for (const [name, t] of rows) {
    if (name === 'Total') console.log('-'.repeat(width + 2 + cols.length * 11));
    console.log(`${name.padEnd(width)}  ${cols.map((c) => cell(t[c]).padStart(10)).join(' ')}`);
  }
}

let server;
let failed = 0;
// Ctrl-C reaches Stryker too: stop after its run, and still stop the database server.
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});
try {
  const env = { ...process.env };
  if (runs.some((r) => r.name.startsWith('backend/')) && !env.DATABASE_URL) {
    server = await startEmbeddedServer();
    env.DATABASE_URL = server.url;
  }
  for (const run of runs) {
    if (interrupted) break;
    if (runStryker(run, env) !== 0) failed++;
  }
} finally {
  await server?.stop();
}
const reports = runs
  .filter((r) => existsSync(reportOf(r)))
  .map((r) => JSON.parse(readFileSync(reportOf(r), 'utf8')));
if (reports.length) printScores(reports);
if (failed) {
  console.error(`\u2716 ${failed} Stryker run(s) failed`);
  process.exit(1);
}
