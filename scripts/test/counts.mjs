// How a task's tests are counted: jest's JSON report, node:test's TAP file, or a check counted as one test.
// Each test also gets an id (file and full name), so the closing line can say how many are distinct when
// a suite runs twice (the backend on two PostgreSQL versions).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** @returns {import('./scheduler.mjs').Counts} */
export function jestCounts(reportFile, root, status) {
  if (!existsSync(reportFile)) return { passed: 0, failed: 1, skipped: 0, ids: [] };
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const ids = [];
  for (const file of report.testResults)
    for (const test of file.assertionResults)
      ids.push(`${relative(root, file.name)} \u203a ${test.fullName}`);
  let failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  if (status !== 0 && failed === 0) failed = 1; // the run itself broke (compile error, crash, open handles)
  return {
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    ids,
  };
}

/** node:test's TAP report: its closing `# pass N` lines, and an id per `ok` line. */
export function tapCounts(tapFile, label, status) {
  if (!existsSync(tapFile)) return { passed: 0, failed: 1, skipped: 0, ids: [] };
  const tap = readFileSync(tapFile, 'utf8');
  const total = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  const ids = [...tap.matchAll(/^(\s*)(?:not )?ok \d+ - (.+?)(?: # .*)?$/gm)].map(
    ([, indent, name]) => `${label} \u203a ${indent.length / 4} ${name}`,
  );
  let failed = total('fail') + total('cancelled');
  if (status !== 0 && failed === 0) failed = 1;
  return { passed: total('pass'), failed, skipped: total('skipped') + total('todo'), ids };
}

/** A check that is not a test suite (lint, type-check, build) counts as one test. */
export function checkCounts(name) {
  return (status) => ({
    passed: status === 0 ? 1 : 0,
    failed: status === 0 ? 0 : 1,
    skipped: 0,
    ids: [`check \u203a ${name}`],
  });
}
