// The team's own checks, run before a ship built from source: type-check, lint and unit tests of the
// remote's folder. Each tool is the remote's own (its node_modules/.bin) or else the repository's.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ShipRefusal } from './refusal.mjs';

function tool(repo, source, name) {
  for (const dir of [source, repo]) {
    const bin = join(dir, 'node_modules', '.bin', name);
    if (existsSync(bin)) return bin;
  }
  throw new ShipRefusal(`${name} is not installed (in ${source} or ${repo}): run pnpm install`);
}

/** The checks of the remote at `source`: what each is called, and the command line that runs it. */
export function checksOf(repo, source) {
  const folder = basename(source);
  return [
    {
      name: 'type-check',
      shown: `tsc --noEmit -p ${folder}`,
      cmd: tool(repo, source, 'tsc'),
      args: ['--noEmit', '-p', source],
      cwd: dirname(source),
    },
    // from the folder above, whose eslint.config.mjs holds the lint zones (cross-remote imports)
    {
      name: 'lint',
      shown: `eslint ${folder}`,
      cmd: tool(repo, source, 'eslint'),
      args: ['--max-warnings=0', folder],
      cwd: dirname(source),
    },
    {
      name: 'unit tests',
      shown: `jest (in ${folder})`,
      cmd: tool(repo, source, 'jest'),
      args: ['--passWithNoTests', '--silent'],
      cwd: source,
    },
  ];
}

function runOne(check) {
  return new Promise((resolve) => {
    const child = spawn(check.cmd, check.args, { cwd: check.cwd, env: { ...process.env, CI: 'true' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) => resolve({ check, ok: false, output: String(error) }));
    child.on('close', (code) => resolve({ check, ok: code === 0, output }));
  });
}

/**
 * Runs the checks side by side; refuses naming each that failed, after printing its output. `log`
 * says what runs and how long it took.
 */
export async function runChecks(repo, source, log = console.log) {
  const folder = basename(source);
  const started = Date.now();
  log(
    `ship: checking ${folder}: ${checksOf(repo, source)
      .map((c) => c.name)
      .join(', ')}`,
  );
  const results = await Promise.all(checksOf(repo, source).map(runOne));
  const failed = results.filter((r) => !r.ok);
  for (const r of failed) console.error(`\n--- ${r.check.name} (${r.check.shown}) ---\n${r.output.trim()}\n`);
  if (failed.length)
    throw new ShipRefusal(
      `refused: ${failed.map((r) => `the ${r.check.name} of ${folder} failed (${r.check.shown})`).join('; ')}. ` +
        'Nothing was published and nothing live changed.',
    );
  log(`ship: checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
