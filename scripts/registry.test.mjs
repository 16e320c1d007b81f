// The registry (remotes.json) is the one list of remotes: each of its remotes has its folder, package,
// declaration and CODEOWNERS line, and nothing two remotes share (name, folder, dev port).
//   node --test scripts/registry.test.mjs
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { readRegistry, repoRoot } from './lib/remotes.mjs';

const { declarationProblems } = createRequire(import.meta.url)('./lib/remote-declaration.cjs');
const remotes = readRegistry();
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** CODEOWNERS' owners by path pattern ('/mf-gigs/' -> ['@campus/gigs-team']). */
function codeowners() {
  const lines = readFileSync(join(repoRoot, '.github/CODEOWNERS'), 'utf8').split('\n');
  const owners = new Map();
  for (const line of lines) {
    const [pattern, ...teams] = line.trim().split(/\s+/);
    if (pattern && !pattern.startsWith('#')) owners.set(pattern, teams);
  }
  return owners;
}

test('the registry lists remotes', () => {
  assert.ok(remotes.length > 0);
});

test('folder and Module Federation name agree (mf-foo-bar <-> mf_foo_bar)', () => {
  for (const { folder, name } of remotes) {
    assert.match(folder, /^mf-[a-z][a-z0-9-]*$/, `${folder}: a folder is mf-<kebab-case>`);
    assert.equal(
      name,
      folder.replaceAll('-', '_'),
      `${folder}: its name must be ${folder.replaceAll('-', '_')}`,
    );
  }
});

test('folders, names and dev ports are unique', () => {
  for (const key of ['folder', 'name', 'devPort']) {
    const values = remotes.map((r) => r[key]);
    const repeated = values.filter((v, i) => values.indexOf(v) !== i);
    assert.deepEqual(repeated, [], `${key} used twice: ${repeated.join(', ')}`);
  }
  for (const { folder, devPort } of remotes)
    assert.ok(
      Number.isInteger(devPort) && devPort >= 1024 && devPort <= 65535,
      `${folder}: devPort ${devPort}`,
    );
});

test('every remote has a package folder with package.json and a valid remote.json', () => {
  for (const { folder } of remotes) {
    const dir = join(repoRoot, folder);
    assert.ok(existsSync(join(dir, 'package.json')), `${folder}/package.json is missing`);
    assert.equal(readJson(join(dir, 'package.json')).name, `@campus/${folder}`, `${folder}: package name`);
    assert.ok(existsSync(join(dir, 'remote.json')), `${folder}/remote.json is missing`);
    assert.deepEqual(declarationProblems(readJson(join(dir, 'remote.json'))), [], `${folder}/remote.json`);
  }
});

test('every remote has its CODEOWNERS line naming its team', () => {
  const owners = codeowners();
  for (const { folder, team } of remotes)
    assert.deepEqual(owners.get(`/${folder}/`), [team], `.github/CODEOWNERS needs "/${folder}/  ${team}"`);
});

test('every mf-* folder with a package is in the registry (the workspace takes them all)', () => {
  const folders = new Set(remotes.map((r) => r.folder));
  const packages = readdirSync(repoRoot).filter(
    (f) => f.startsWith('mf-') && existsSync(join(repoRoot, f, 'package.json')),
  );
  for (const folder of packages) assert.ok(folders.has(folder), `${folder} is not listed in remotes.json`);
});
