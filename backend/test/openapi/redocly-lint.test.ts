import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { backendDir } from '../harness';
import { writeDocumentFile } from './document-file';

const REDOCLY = join(backendDir, '..', 'node_modules', '.bin', 'redocly');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer?: string }>;
}

/** Redocly's CLI, from outside the project, judges the document with its recommended rules. */
it('passes redocly lint with the recommended rules: no errors', async () => {
  const file = await writeDocumentFile();
  // exits 1 when it finds errors: the JSON report on stdout says which
  const { stdout } = await promisify(execFile)(
    REDOCLY,
    ['lint', file, '--extends=recommended', '--format=json'],
    {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 1 << 24,
    },
  ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  const { problems } = JSON.parse(stdout) as { problems: Problem[] };
  const show = (p: Problem) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`;
  const warnings = problems.filter((p) => p.severity === 'warn');
  if (warnings.length)
    console.log(`redocly: ${warnings.length} warnings\n${warnings.slice(0, 20).map(show).join('\n')}`);
  expect(problems.filter((p) => p.severity === 'error').map(show)).toEqual([]);
}, 60_000);
