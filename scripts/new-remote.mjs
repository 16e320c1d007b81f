#!/usr/bin/env node
// `npm run new-remote -- mf-events`: a new remote that builds, type-checks, lints, tests and ships as it
// is: its folder from scripts/remote-template (one page at /events, a navbar entry), its registry entry
// (remotes.json, next free dev port) and its CODEOWNERS line, then `pnpm install` links it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { readRegistry, registryFile, repoRoot } from './lib/remotes.mjs';

const TEMPLATE = join(repoRoot, 'scripts', 'remote-template');
const CODEOWNERS = join(repoRoot, '.github', 'CODEOWNERS');
const FIRST_DEV_PORT = 3101;
/** After the existing public entries (Home 0, Browse Gigs 10, Marketplace 20). */
const NAV_ORDER = 100;

function fail(message) {
  console.error(`new-remote: ${message}`);
  process.exit(1);
}

/** mf-study-groups -> { name: mf_study_groups, Title: 'Study Groups', Page: StudyGroupsPage, ... } */
function namesOf(folder) {
  const words = folder.slice('mf-'.length).split('-');
  const Pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return {
    folder,
    name: folder.replaceAll('-', '_'),
    team: `@campus/${words.join('-')}-team`,
    Title: words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' '),
    Page: `${Pascal}Page`,
    PAGE: `${words.join('_').toUpperCase()}_PAGE`,
    path: `/${words.join('-')}`,
  };
}

function refuseBadRequest(folder, registry) {
  if (!folder) fail('usage: npm run new-remote -- mf-<name>   (e.g. mf-events, mf-study-groups)');
  if (!/^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(folder))
    fail(`"${folder}" is not a remote folder name: mf- then lowercase words joined by "-" (mf-study-groups)`);
  if (existsSync(join(repoRoot, folder))) fail(`${folder}/ already exists`);
  if (registry.some((r) => r.folder === folder)) fail(`${folder} is already in remotes.json`);
  const { path } = namesOf(folder);
  for (const { folder: other } of registry) {
    const file = join(repoRoot, other, 'remote.json');
    const routes = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).routes : [];
    if (routes.some((r) => r.path === path)) fail(`${path} is already a page of ${other}`);
  }
}

/** Every file of the template, relative to it. */
function templateFiles(dir = TEMPLATE) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? templateFiles(join(dir, entry.name)) : [relative(TEMPLATE, join(dir, entry.name))],
  );
}

function writeFolder(values) {
  const fill = (text) =>
    text.replace(/\{\{(\w+)\}\}/g, (whole, key) => {
      if (values[key] === undefined) throw new Error(`template placeholder ${whole} has no value`);
      return String(values[key]);
    });
  for (const file of templateFiles()) {
    const target = join(
      repoRoot,
      values.folder,
      file.replace(/\.tmpl$/, '').replace(/\bPage\.tsx$/, `${values.Page}.tsx`),
    );
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, fill(readFileSync(join(TEMPLATE, file), 'utf8')));
  }
}

function addRegistryEntry(entry) {
  const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
  registry.remotes.push(entry);
  writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`);
}

/** The team's line after the last remote line of CODEOWNERS (a later line would override it). */
function addCodeownersLine(folder, team) {
  const lines = readFileSync(CODEOWNERS, 'utf8').split('\n');
  const line = `/${folder}/`.padEnd(36) + team;
  const last = lines.findLastIndex((l) => /^\/mf-[a-z0-9-]+\/\s/.test(l));
  lines.splice(last === -1 ? lines.length : last + 1, 0, line);
  writeFileSync(CODEOWNERS, lines.join('\n'));
}

/** The shell runtime range a new remote needs: the served shell's minor (shell/package.json). */
function shellRuntimeRange() {
  const { version } = JSON.parse(readFileSync(join(repoRoot, 'shell', 'package.json'), 'utf8'));
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

function run(args, what) {
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const { status } = spawnSync(npx, args, { cwd: repoRoot, stdio: 'inherit' });
  if (status !== 0) fail(`${what} failed (npx ${args.join(' ')}): the folder is written, fix and rerun that`);
}

function main() {
  const folder = process.argv[2];
  const registry = readRegistry();
  refuseBadRequest(folder, registry);
  const names = namesOf(folder);
  const devPort = Math.max(FIRST_DEV_PORT - 1, ...registry.map((r) => r.devPort)) + 1;
  writeFolder({ ...names, shellRuntime: shellRuntimeRange(), navOrder: NAV_ORDER });
  addRegistryEntry({ folder, name: names.name, team: names.team, devPort });
  addCodeownersLine(folder, names.team);
  run(['prettier', '--write', '--log-level=warn', folder, 'remotes.json'], 'prettier');
  console.log(
    `Created ${folder}/ (${names.name}, ${names.team}, dev port ${devPort}); linking it with pnpm install`,
  );
  // A new workspace package changes the lockfile: never frozen (pnpm freezes it when CI is set).
  run(['-y', 'pnpm@10.34.8', 'install', '--no-frozen-lockfile', '--reporter=append-only'], 'pnpm install');
  console.log(`
Next:
  npm run dev -- ${folder}                 serve it from this machine, see it inside the real site
  cd ${folder} && npx jest && npx tsc --noEmit    its tests and type-check
  npm run ship -- ${folder} --preview      publish a version and open it in your browser only
Its page is ${names.path} ("${names.Title}", in the navbar): edit ${folder}/remote.json and src/.`);
}

main();
