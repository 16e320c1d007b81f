#!/usr/bin/env node
// The OpenAPI document judged by outside tools, in one command (issue 22, requirement 5):
//   1. Redocly's CLI lints it with its recommended rules (backend/test/openapi/redocly-lint.test.ts);
//   2. the route/document comparison and the reference page (openapi-route.test.ts);
//   3. through Stoplight Prism's validation proxy (`prism proxy --errors`, behind the gate of
//      backend/test/openapi/prism.ts): the API journey of every route (api-journey.test.ts) and the
//      schema fuzzing suite (security/fuzz.test.ts with PRISM=1, OPENAPI_FUZZ_RUNS inputs, 1,000 by default).
// One jest run: it starts the backend (a test database per file, DATABASE_URL's server or an embedded
// PostgreSQL) and Prism itself. Exits non-zero on any violation; prints "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// `--outputFile=<path>` keeps jest's JSON report there (npm test counts the tests from it).
const outputArg = process.argv.slice(2).find((a) => a.startsWith('--outputFile='));
const report = outputArg
  ? outputArg.slice('--outputFile='.length)
  : join(mkdtempSync(join(tmpdir(), 'openapi-check-')), 'jest.json');
const started = Date.now();
const run = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
    '--maxWorkers=2',
    '--json',
    `--outputFile=${report}`,
    'test/openapi/',
    'test/security/fuzz.test.ts',
  ],
  {
    cwd: join(root, 'backend'),
    stdio: 'inherit',
    env: { ...process.env, PRISM: '1', FUZZ_RUNS: process.env.OPENAPI_FUZZ_RUNS ?? '1000' },
  },
);
let passed = 0;
let failed = 0;
try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  failed = result.numFailedTests + result.numRuntimeErrorTestSuites;
} catch {
  failed = Math.max(failed, 1);
}
console.log(`openapi check: ${((Date.now() - started) / 1000).toFixed(1)} s, jest report ${report}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
