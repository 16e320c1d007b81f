// Ships one Module Federation remote alone: builds it, publishes its dist to a versioned, never
// overwritten folder and makes that version live, with no shell rebuild and no restart.
//   npm run ship -- mf-gigs                    build, publish, activate
//   npm run ship -- mf-gigs --no-build         publish and activate the dist already built
//   npm run ship -- mf-gigs --dist <folder>    publish and activate a build kept elsewhere
//   npm run ship -- mf-gigs --list             list published versions (live marked)
//   npm run ship -- mf-gigs --rollback         make the previously live version live again
//   npm run ship -- mf-gigs --activate <id>    make a published version live
// Releases live in <STATIC_ROOT>/releases/<folder>/<version>-<hash>/ and the live record in
// <STATIC_ROOT>/releases/live.json (replaced atomically), which the backend reads on every
// GET /api/remotes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticRoot = resolve(process.env.STATIC_ROOT || repo);
const releases = join(staticRoot, 'releases');
const liveFile = join(releases, 'live.json');
const RELEASE_ID = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?-[0-9a-f]{8,}$/;
const semver = createRequire(join(repo, 'backend', 'package.json'))('semver');

function fail(message) {
  console.error(`ship: ${message}`);
  process.exit(1);
}

const readJson = (file, fallback) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
};

/** Writes next to the target, then renames: a reader sees the old file or the new one, never half. */
function writeAtomically(file, text) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

function remoteFolders() {
  const source = readFileSync(join(repo, 'contracts/src/remotes.ts'), 'utf8');
  return [...source.matchAll(/'(mf-[\w-]+)':\s*'\w+'/g)].map((m) => m[1]);
}

function filesBelow(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    return e.isDirectory() ? filesBelow(full) : e.isFile() ? [full] : [];
  });
}

/** First 8 hex digits of a SHA-256 over the dist's file names and contents. */
function contentHash(dist) {
  const hash = createHash('sha256');
  for (const file of filesBelow(dist).sort()) {
    hash.update(relative(dist, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

function publishedVersions(folder) {
  const dir = join(releases, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((id) => RELEASE_ID.test(id) && existsSync(join(dir, id, 'release.json')))
    .map((id) => ({ id, ...readJson(join(dir, id, 'release.json'), {}) }))
    .sort((a, b) => String(a.publishedAt).localeCompare(String(b.publishedAt)));
}

function setLive(folder, id, { rollback = false } = {}) {
  const record = readJson(liveFile, {});
  const entry = record[folder] ?? { live: null, history: [] };
  let history = Array.isArray(entry.history) ? entry.history : [];
  if (rollback) history = history.slice(0, -1);
  else if (entry.live && entry.live !== id) history = [...history, entry.live];
  record[folder] = { live: id, history, activatedAt: new Date().toISOString() };
  mkdirSync(releases, { recursive: true });
  writeAtomically(liveFile, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`ship: ${folder} ${id} is live (/mf/${folder}/${id}/remoteEntry.js)`);
}

function checkRuntime(folder, range, force) {
  if (!range) return;
  const shell = readJson(join(staticRoot, 'shell', 'package.json'), {}).version ?? '0.0.0';
  if (semver.validRange(range) && semver.satisfies(shell, range, { includePrerelease: true })) return;
  const why = `${folder} needs shell runtime ${range}; the live shell runtime is ${shell}`;
  if (!force) fail(`${why}. Ship the shell first (or pass --force: the site then shows its error panel).`);
  console.warn(`ship: ${why} (activated anyway: --force)`);
}

function publish(folder, { build, force, from }) {
  const dir = join(repo, folder);
  const pkg = readJson(join(dir, 'package.json'), {});
  if (build) {
    console.log(`ship: building ${folder}`);
    const started = Date.now();
    const result = spawnSync(join(dir, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) fail(`the build of ${folder} failed`);
    console.log(`ship: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const dist = from ? resolve(from) : join(dir, 'dist');
  if (!existsSync(join(dist, 'remoteEntry.js'))) fail(`${dist} has no remoteEntry.js: build it first`);
  const shellRuntime = pkg.campus?.shellRuntime ?? null;
  checkRuntime(folder, shellRuntime, force);
  const id = `${pkg.version ?? '0.0.0'}-${contentHash(dist)}`;
  const target = join(releases, folder, id);
  if (existsSync(join(target, 'release.json'))) {
    console.log(`ship: ${folder} ${id} was published before (unchanged build): activating it`);
  } else {
    const tmp = join(releases, folder, `.tmp-${id}-${process.pid}`);
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(dirname(tmp), { recursive: true });
    cpSync(dist, tmp, { recursive: true });
    const meta = { id, version: pkg.version ?? '0.0.0', shellRuntime, publishedAt: new Date().toISOString() };
    writeFileSync(join(tmp, 'release.json'), `${JSON.stringify(meta, null, 2)}\n`);
    renameSync(tmp, target);
    console.log(`ship: published ${folder} ${id}`);
  }
  setLive(folder, id);
}

const args = process.argv.slice(2);
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const folder = args.find(
  (a, i) => !a.startsWith('--') && args[i - 1] !== '--activate' && args[i - 1] !== '--dist',
);
const folders = remoteFolders();
if (!folder || !folders.includes(folder))
  fail(
    `name a remote: npm run ship -- <${folders.join('|')}> [--list|--rollback|--activate <id>|--no-build]`,
  );

if (args.includes('--list')) {
  const live = readJson(liveFile, {})[folder]?.live;
  const versions = publishedVersions(folder);
  if (!versions.length) console.log(`${folder}: nothing published yet (its ${folder}/dist is served)`);
  for (const v of versions)
    console.log(
      `${v.id === live ? '*' : ' '} ${v.id}  published ${v.publishedAt}  shell runtime ${v.shellRuntime ?? 'any'}`,
    );
} else if (args.includes('--rollback')) {
  const history = readJson(liveFile, {})[folder]?.history ?? [];
  const previous = history.at(-1);
  if (!previous) fail(`${folder} has no previous version to roll back to`);
  setLive(folder, previous, { rollback: true });
} else if (args.includes('--activate')) {
  const id = args[args.indexOf('--activate') + 1];
  if (!id || !RELEASE_ID.test(id) || !statSync(join(releases, folder, id), { throwIfNoEntry: false }))
    fail(`${folder} has no published version ${id ?? ''} (see --list)`);
  const meta = readJson(join(releases, folder, id, 'release.json'), {});
  checkRuntime(folder, meta.shellRuntime, args.includes('--force'));
  setLive(folder, id);
} else {
  const from = valueOf('--dist');
  publish(folder, { build: !args.includes('--no-build') && !from, force: args.includes('--force'), from });
}
