// Ships one Module Federation remote alone: builds it, publishes its dist to a versioned, never
// overwritten folder and makes that version live, with no shell rebuild and no restart.
//   npm run ship -- mf-gigs                    build, publish, activate
//   npm run ship -- mf-gigs --no-build         publish and activate the dist already built
//   npm run ship -- mf-gigs --dist <folder>    publish and activate a build kept elsewhere
//   npm run ship -- mf-gigs --list             list published versions (live marked)
//   npm run ship -- mf-gigs --rollback         make the previously live version live again
//   npm run ship -- mf-gigs --activate <id>    make a published version live
//   npm run ship -- mf-gigs --prune [--dry-run]   remove the versions no page can still need
// Releases live in <STATIC_ROOT>/releases/<folder>/<version>-<hash>/ and the live record in
// <STATIC_ROOT>/releases/live.json (replaced atomically), which the backend reads on every
// GET /api/remotes. A ship prunes old versions after activation (keeping the live one, the previous
// --keep <n> and every one live within the --grace <duration>: scripts/ship/releases.mjs).
// One ship per remote at a time: a ship holds releases/<folder>.ship.lock, and every change of
// live.json is made under releases/live.json.lock (scripts/ship/lock.mjs).
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
import { LockBusyError, takeLock, takeLockWaiting } from './ship/lock.mjs';
import {
  PRUNE_DEFAULTS,
  RELEASE_ID,
  parseDuration,
  prunePlan,
  readLiveRecord,
  recordActivation,
  writeAtomically,
} from './ship/releases.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticRoot = resolve(process.env.STATIC_ROOT || repo);
const releases = join(staticRoot, 'releases');
const liveFile = join(releases, 'live.json');
const liveLock = join(releases, 'live.json.lock');
const semver = createRequire(join(repo, 'backend', 'package.json'))('semver');

function fail(message) {
  console.error(`ship: ${message}`);
  process.exit(1);
}

// An interrupted ship exits through process.exit, so its locks are released ('exit' handlers run).
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
])
  process.on(signal, () => process.exit(code));

const readJson = (file, fallback) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
};

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

const command = `ship ${process.argv.slice(2).join(' ')}`;

function liveRecord() {
  try {
    return readLiveRecord(liveFile);
  } catch (error) {
    return fail(error.message);
  }
}

/**
 * Changes one remote's entry of live.json: read, changed and replaced atomically under
 * live.json.lock, so ships of two remotes at once never lose each other's change. That lock is held
 * for milliseconds, so a ship waits for it (30 s at most) rather than failing.
 */
function updateLive(folder, change) {
  let lock;
  try {
    lock = takeLockWaiting(liveLock, { command });
  } catch (error) {
    if (!(error instanceof LockBusyError)) throw error;
    fail(`${relative(staticRoot, liveFile)} stayed ${error.message}. If no ship runs, remove ${liveLock}.`);
  }
  try {
    const record = liveRecord();
    record[folder] = change(record[folder]);
    writeAtomically(liveFile, `${JSON.stringify(record, null, 2)}\n`);
    return record[folder];
  } finally {
    lock.release();
  }
}

/** Runs `work` holding the remote's ship lock; a second ship of that remote is refused meanwhile. */
function withShipLock(folder, work) {
  const path = join(releases, `${folder}.ship.lock`);
  let lock;
  try {
    lock = takeLock(path, { command });
  } catch (error) {
    if (!(error instanceof LockBusyError)) throw error;
    fail(
      `another ship of ${folder} is running (${error.message}): wait for it to finish and try again. ` +
        `If that process is gone (it ran on another machine?), remove ${path}.`,
    );
  }
  if (lock.recovered)
    console.warn(
      `ship: took over the lock of an interrupted ship (pid ${lock.recovered?.pid ?? '?'}, no longer running)`,
    );
  try {
    return work();
  } finally {
    lock.release();
  }
}

function setLive(folder, id, { rollback = false } = {}) {
  mkdirSync(releases, { recursive: true });
  updateLive(folder, (entry) => recordActivation(entry, id, { rollback }));
  console.log(`ship: ${folder} ${id} is live (/mf/${folder}/${id}/remoteEntry.js)`);
}

/**
 * Removes the published versions of `folder` no page can still need (prunePlan says which), and the
 * leftovers of interrupted publishes. Run with the remote's ship lock held (a dry run needs none).
 */
function prune(folder, { dryRun = false, verbose = true, keep, graceMs }) {
  const dir = join(releases, folder);
  const entry = liveRecord()[folder];
  if (!entry || !RELEASE_ID.test(entry.live ?? '')) {
    console.log(`ship: ${folder} has no live release: nothing to prune`);
    return;
  }
  const published = publishedVersions(folder).map((v) => v.id);
  const plan = prunePlan({ entry, published, now: Date.now(), keep, graceMs });
  if (verbose) for (const k of plan.keep) console.log(`ship: ${folder} keeps ${k.id} (${k.reason})`);
  for (const r of plan.remove) {
    const when = `${r.logged ? 'last live' : 'last live before'} ${new Date(r.lastLive).toISOString()}`;
    console.log(`ship: ${folder} ${dryRun ? 'would remove' : 'removes'} ${r.id} (${when})`);
  }
  const leftovers = existsSync(dir)
    ? readdirSync(dir).filter((name) => name.startsWith('.tmp-') || name.startsWith('.trash-'))
    : [];
  if (dryRun) {
    for (const name of leftovers) console.log(`ship: ${folder} would remove ${name} (an interrupted ship's)`);
    if (!plan.remove.length) console.log(`ship: ${folder} has nothing to prune`);
    return;
  }
  if (plan.remove.length) {
    // The record first: the history (the rollback stack) never names a removed version.
    const removed = new Set(plan.remove.map((r) => r.id));
    updateLive(folder, (current) => ({
      ...current,
      history: (current?.history ?? []).filter((id) => !removed.has(id)),
    }));
    for (const { id } of plan.remove) {
      // Renamed aside first, so no request is ever served from a half-removed folder.
      const trash = join(dir, `.trash-${id}-${process.pid}`);
      renameSync(join(dir, id), trash);
      rmSync(trash, { recursive: true, force: true });
    }
  }
  // Under the ship lock no other ship writes here: these are from ships that were interrupted.
  for (const name of leftovers) rmSync(join(dir, name), { recursive: true, force: true });
  if (verbose && !plan.remove.length) console.log(`ship: ${folder} has nothing to prune`);
}

function checkRuntime(folder, range, force) {
  if (!range) return;
  const shell = readJson(join(staticRoot, 'shell', 'package.json'), {}).version ?? '0.0.0';
  if (semver.validRange(range) && semver.satisfies(shell, range, { includePrerelease: true })) return;
  const why = `${folder} needs shell runtime ${range}; the live shell runtime is ${shell}`;
  if (!force) fail(`${why}. Ship the shell first (or pass --force: the site then shows its error panel).`);
  console.warn(`ship: ${why} (activated anyway: --force)`);
}

function publish(folder, { build, force, from, pruning }) {
  liveRecord(); // an unreadable live.json stops the ship before anything is built or published
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
  try {
    prune(folder, { ...pruning, verbose: false });
  } catch (error) {
    // the new version is live: a failed clean-up is reported, and `--prune` retries it
    console.warn(`ship: ${folder} is live, but pruning old versions failed: ${error.message}`);
  }
}

const args = process.argv.slice(2);
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const VALUED = ['--activate', '--dist', '--keep', '--grace'];
const folder = args.find((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1]));
const folders = remoteFolders();
if (!folder || !folders.includes(folder))
  fail(
    `name a remote: npm run ship -- <${folders.join('|')}> ` +
      `[--list|--rollback|--activate <id>|--prune [--dry-run]|--no-build] [--keep <n>] [--grace <24h>]`,
  );

const keep = args.includes('--keep') ? Number(valueOf('--keep')) : PRUNE_DEFAULTS.keep;
if (!Number.isInteger(keep) || keep < 1)
  fail('--keep takes a whole number of previous versions, at least 1 (the rollback target)');
const graceMs = args.includes('--grace') ? parseDuration(valueOf('--grace')) : PRUNE_DEFAULTS.graceMs;
if (!Number.isFinite(graceMs)) fail('--grace takes a duration such as 24h, 90m or 2d');
if (args.includes('--dry-run') && !args.includes('--prune'))
  fail('--dry-run goes with --prune (a ship itself has no dry run)');

if (args.includes('--list')) {
  const live = liveRecord()[folder]?.live;
  const versions = publishedVersions(folder);
  if (!versions.length) console.log(`${folder}: nothing published yet (its ${folder}/dist is served)`);
  for (const v of versions)
    console.log(
      `${v.id === live ? '*' : ' '} ${v.id}  published ${v.publishedAt}  shell runtime ${v.shellRuntime ?? 'any'}`,
    );
} else if (args.includes('--prune') && args.includes('--dry-run')) {
  prune(folder, { dryRun: true, keep, graceMs });
} else if (args.includes('--prune')) {
  withShipLock(folder, () => prune(folder, { keep, graceMs }));
} else if (args.includes('--rollback')) {
  withShipLock(folder, () => {
    const history = liveRecord()[folder]?.history ?? [];
    const previous = history.at(-1);
    if (!previous) fail(`${folder} has no previous version to roll back to`);
    if (!existsSync(join(releases, folder, previous, 'release.json')))
      fail(`${folder}'s previous version ${previous} is no longer published: use --activate (see --list)`);
    setLive(folder, previous, { rollback: true });
  });
} else if (args.includes('--activate')) {
  withShipLock(folder, () => {
    const id = args[args.indexOf('--activate') + 1];
    if (!id || !RELEASE_ID.test(id) || !statSync(join(releases, folder, id), { throwIfNoEntry: false }))
      fail(`${folder} has no published version ${id ?? ''} (see --list)`);
    const meta = readJson(join(releases, folder, id, 'release.json'), {});
    checkRuntime(folder, meta.shellRuntime, args.includes('--force'));
    setLive(folder, id);
  });
} else {
  const from = valueOf('--dist');
  withShipLock(folder, () =>
    publish(folder, {
      build: !args.includes('--no-build') && !from,
      force: args.includes('--force'),
      from,
      pruning: { keep, graceMs },
    }),
  );
}
