// `npm start` and `npm test` on a Node.js older than package.json's engines stop first, saying which
// version is needed, before installing anything. Run: node --test scripts/node-version.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './lib/remotes.mjs';

const { nodeVersionProblem } = createRequire(import.meta.url)('./lib/node-version.cjs');

test('the engines range is met by the same or a later version, not by an earlier one', () => {
  assert.equal(nodeVersionProblem('>=20.19', '20.19.0'), null);
  assert.equal(nodeVersionProblem('>=20.19', '20.20.2'), null);
  assert.equal(nodeVersionProblem('>=20.19', '22.1.0'), null);
  assert.match(
    nodeVersionProblem('>=20.19', '20.18.3'),
    /needs Node\.js 20\.19 or later.*this is Node\.js 20\.18\.3/,
  );
  assert.match(nodeVersionProblem('>=20.19', '18.20.4'), /needs Node\.js 20\.19 or later/);
  assert.match(nodeVersionProblem('>= 20.19.1', '20.19.0'), /needs Node\.js 20\.19\.1 or later/);
  // a range it does not understand is left to the tools
  assert.equal(nodeVersionProblem('^20 || ^22', '18.0.0'), null);
  assert.equal(nodeVersionProblem(undefined, '18.0.0'), null);
});

test('the root package.json names the version the README asks for', () => {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  assert.equal(pkg.engines.node, '>=20.19');
  assert.match(readFileSync(join(repoRoot, 'README.md'), 'utf8'), /Node\.js 20\.19\+/);
  for (const script of ['start', 'test'])
    assert.match(pkg.scripts[script], /^node scripts\/lib\/node-version\.cjs && node scripts\/run\.mjs /);
});

test('npm start and run.mjs stop at once on a Node.js older than the engines, before installing', (t) => {
  // a copy of the repository's scripts under a package.json that needs a Node.js from the future
  const dir = mkdtempSync(join(tmpdir(), 'campus-node-version-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(join(repoRoot, 'scripts'), join(dir, 'scripts'), { recursive: true });
  cpSync(join(repoRoot, 'remotes.json'), join(dir, 'remotes.json'));
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...pkg, engines: { node: '>=99.1' } }));
  for (const args of [
    ['scripts/lib/node-version.cjs'],
    ['scripts/run.mjs', 'start'],
    ['scripts/run.mjs', 'test'],
  ]) {
    const run = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8', timeout: 30_000 });
    assert.equal(run.status, 1, `${args.join(' ')}: ${run.stdout}${run.stderr}`);
    assert.match(
      run.stderr,
      new RegExp(`needs Node\\.js 99\\.1 or later .*this is Node\\.js ${process.versions.node}`),
    );
    assert.doesNotMatch(run.stdout, /Installing/);
  }
});
