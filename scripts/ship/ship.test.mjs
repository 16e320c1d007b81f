// Tests of `npm run ship` (scripts/ship.mjs): release pruning, the ship lock, live.json's atomic
// replacement. Run: node --test scripts/ship/ship.test.mjs (part of `npm test`).
// The command-line tests run a copy of the script in a throw-away repo whose mf-gigs "build" (a fake
// rspack) waits for a signal, so a ship can be held mid-way while a second one starts.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { LockBusyError, takeLock } from './lock.mjs';
import { MAX_ACTIVATIONS, lastLiveTimes, prunePlan, recordActivation, writeAtomically } from './releases.mjs';

const realRepo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const T = Date.parse('2025-06-01T12:00:00.000Z');
const id = (n) => `0.1.0-${String(n).padStart(8, '0')}`;

/** The entry after activating `steps` in order: [id, msBeforeT, { rollback }]. */
function entryAfter(steps) {
  return steps.reduce(
    (entry, [version, ago, options = {}]) =>
      recordActivation(entry, version, { ...options, now: new Date(T - ago) }),
    undefined,
  );
}
const ids = (list) => list.map((x) => x.id).sort();

describe('prunePlan', () => {
  // v1..v4 shipped days ago; v5 shipped 3 h ago and rolled back from 2 h ago (v4 again); v6 live 1 h.
  const entry = entryAfter([
    [id(1), 10 * DAY],
    [id(2), 9 * DAY],
    [id(3), 8 * DAY],
    [id(4), 7 * DAY],
    [id(5), 3 * HOUR],
    [id(4), 2 * HOUR, { rollback: true }],
    [id(6), 1 * HOUR],
  ]);
  const published = [1, 2, 3, 4, 5, 6].map(id);

  it('records the rollback stack and every activation with its time', () => {
    assert.equal(entry.live, id(6));
    assert.deepEqual(entry.history, [id(1), id(2), id(3), id(4)]);
    assert.deepEqual(
      entry.activations.map((a) => [a.id, a.at]),
      [
        [id(1), new Date(T - 10 * DAY).toISOString()],
        [id(2), new Date(T - 9 * DAY).toISOString()],
        [id(3), new Date(T - 8 * DAY).toISOString()],
        [id(4), new Date(T - 7 * DAY).toISOString()],
        [id(5), new Date(T - 3 * HOUR).toISOString()],
        [id(4), new Date(T - 2 * HOUR).toISOString()],
        [id(6), new Date(T - 1 * HOUR).toISOString()],
      ],
    );
  });

  it('keeps the live version, the previous ones and every one live within the grace period; removes the rest', () => {
    const plan = prunePlan({ entry, published, now: T, keep: 2, graceMs: DAY });
    assert.deepEqual(Object.fromEntries(plan.keep.map((k) => [k.id, k.reason.split(',')[0]])), {
      [id(3)]: 'previous version',
      [id(4)]: 'rollback target',
      [id(5)]: 'live 2 h ago', // rolled back from: no longer in the history, still needed by open pages
      [id(6)]: 'live',
    });
    assert.deepEqual(ids(plan.remove), [id(1), id(2)]);
  });

  it('never removes the live version or the rollback target, whatever --keep and --grace say', () => {
    for (const keep of [0, 1]) {
      const plan = prunePlan({ entry, published, now: T + 365 * DAY, keep, graceMs: 0 });
      assert.deepEqual(ids(plan.keep), [id(4), id(6)]);
      assert.deepEqual(ids(plan.remove), [id(1), id(2), id(3), id(5)]);
    }
  });

  it('decides the grace period on when a version stopped being live, not when it was published', () => {
    // v1 was live for weeks and replaced 23 h ago: a page loaded 23 h ago still runs it.
    const recent = entryAfter([
      [id(1), 30 * DAY],
      [id(2), 23 * HOUR],
      [id(3), 22 * HOUR],
    ]);
    const plan = prunePlan({ entry: recent, published: [1, 2, 3].map(id), now: T, keep: 1, graceMs: DAY });
    assert.deepEqual(ids(plan.keep), [id(1), id(2), id(3)]);
    // 2 h later, v1's last page load is 25 h old.
    const later = prunePlan({
      entry: recent,
      published: [1, 2, 3].map(id),
      now: T + 2 * HOUR,
      keep: 1,
      graceMs: DAY,
    });
    assert.deepEqual(ids(later.remove), [id(1)]);
  });

  it('treats a version the log does not name as live until the first logged activation', () => {
    // A record written before activations were logged: only the live version's activation time.
    const legacy = { live: id(3), history: [id(2)], activatedAt: new Date(T - 2 * HOUR).toISOString() };
    const fresh = prunePlan({ entry: legacy, published: [1, 2, 3].map(id), now: T, keep: 1, graceMs: DAY });
    assert.deepEqual(ids(fresh.keep), [id(1), id(2), id(3)]); // v1 may have been live until 2 h ago
    const old = prunePlan({
      entry: legacy,
      published: [1, 2, 3].map(id),
      now: T + DAY,
      keep: 1,
      graceMs: DAY,
    });
    assert.deepEqual(ids(old.remove), [id(1)]);
    // no time at all: nothing is old enough to remove
    const timeless = prunePlan({
      entry: { live: id(3), history: [] },
      published: [1, 3].map(id),
      now: T,
      graceMs: DAY,
    });
    assert.deepEqual(ids(timeless.remove), []);
  });

  it('stays on the safe side when the oldest activations are dropped from the log', () => {
    const steps = [[id(1), 30 * DAY]];
    for (let n = 0; n < MAX_ACTIVATIONS; n++) steps.push([id(n % 2 ? 2 : 3), (MAX_ACTIVATIONS - n) * 60_000]);
    const busy = entryAfter(steps);
    assert.equal(busy.activations.length, MAX_ACTIVATIONS);
    assert.ok(!busy.activations.some((a) => a.id === id(1)));
    // v1 left the log: it counts as live until the oldest logged activation (under an hour ago).
    assert.ok(T - lastLiveTimes(busy, T).floor < HOUR);
    assert.deepEqual(prunePlan({ entry: busy, published: [id(1)], now: T, graceMs: DAY }).remove, []);
  });
});

describe('takeLock', () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'campus-shiptest-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is exclusive while held, and free once released', () => {
    const path = join(dir, 'x.lock');
    const lock = takeLock(path, { command: 'first' });
    assert.throws(
      () => takeLock(path),
      (error) => error instanceof LockBusyError && /first/.test(error.message),
    );
    lock.release();
    assert.ok(!existsSync(path));
    takeLock(path).release();
  });

  it("recovers a lock whose process is gone, never a live process's or another machine's", () => {
    const path = join(dir, 'y.lock');
    const dead = deadPid();
    writeFileSync(path, JSON.stringify({ pid: dead, host: hostname(), since: 'then', token: 't' }));
    const lock = takeLock(path);
    assert.equal(lock.recovered.pid, dead);
    lock.release();
    writeFileSync(path, JSON.stringify({ pid: dead, host: 'elsewhere.example', since: 'then', token: 't' }));
    assert.throws(() => takeLock(path), LockBusyError);
    writeFileSync(path, JSON.stringify({ pid: process.pid, host: hostname(), since: 'now', token: 't' }));
    assert.throws(() => takeLock(path), LockBusyError);
  });
});

describe('writeAtomically', () => {
  it('replaces the file by a rename: a reader holding the old one keeps it whole', () => {
    const dir = mkdtempSync(join(tmpdir(), 'campus-shiptest-atomic-'));
    try {
      const file = join(dir, 'live.json');
      writeFileSync(file, '{"old":true}\n');
      linkSync(file, join(dir, 'reader')); // the old file, as an open reader sees it
      writeAtomically(file, '{"new":true}\n');
      assert.equal(readFileSync(join(dir, 'reader'), 'utf8'), '{"old":true}\n');
      assert.equal(readFileSync(file, 'utf8'), '{"new":true}\n');
      assert.deepEqual(readdirSync(dir).sort(), ['live.json', 'reader']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A pid that no process has now (a child that has exited). */
function deadPid() {
  return spawnSync(process.execPath, ['-e', '']).pid;
}

// ---- the command line ----------------------------------------------------------------------------

let repo; // a throw-away copy of what ship.mjs reads: scripts/, contracts/src/remotes.ts, backend (linked)
let staticRoot;
const releases = () => join(staticRoot, 'releases');
const liveRecord = () => JSON.parse(readFileSync(join(releases(), 'live.json'), 'utf8'));
const published = (folder = 'mf-gigs') =>
  existsSync(join(releases(), folder))
    ? readdirSync(join(releases(), folder))
        .filter((n) => !n.startsWith('.'))
        .sort()
    : [];

// The fake build: says it started, waits for `build-go` (a minute at most), then writes a dist.
const FAKE_RSPACK = `#!/usr/bin/env node
const fs = require('fs');
fs.writeFileSync('build-started', '');
const pause = new Int32Array(new SharedArrayBuffer(4));
const giveUp = Date.now() + 60000;
while (!fs.existsSync('build-go')) {
  if (Date.now() > giveUp) process.exit(1);
  Atomics.wait(pause, 0, 0, 20);
}
fs.mkdirSync('dist', { recursive: true });
fs.writeFileSync('dist/remoteEntry.js', 'var built = ' + Date.now() + ';');
`;

before(() => {
  repo = mkdtempSync(join(tmpdir(), 'campus-shiptest-repo-'));
  mkdirSync(join(repo, 'scripts', 'ship'), { recursive: true });
  copyFileSync(join(realRepo, 'scripts', 'ship.mjs'), join(repo, 'scripts', 'ship.mjs'));
  for (const file of ['lock.mjs', 'releases.mjs'])
    copyFileSync(join(realRepo, 'scripts', 'ship', file), join(repo, 'scripts', 'ship', file));
  mkdirSync(join(repo, 'contracts', 'src'), { recursive: true });
  copyFileSync(join(realRepo, 'contracts/src/remotes.ts'), join(repo, 'contracts/src/remotes.ts'));
  symlinkSync(join(realRepo, 'backend'), join(repo, 'backend'), 'dir'); // for semver
  for (const folder of ['mf-gigs', 'mf-profile']) {
    mkdirSync(join(repo, folder, 'node_modules', '.bin'), { recursive: true });
    writeFileSync(join(repo, folder, 'package.json'), JSON.stringify({ version: '0.1.0' }));
    writeFileSync(join(repo, folder, 'node_modules', '.bin', 'rspack'), FAKE_RSPACK);
    chmodSync(join(repo, folder, 'node_modules', '.bin', 'rspack'), 0o755);
  }
});
after(() => {
  unlinkSync(join(repo, 'backend')); // the link first: never remove the real backend through it
  rmSync(repo, { recursive: true, force: true });
});

const dists = [];
beforeEach(() => {
  staticRoot = mkdtempSync(join(tmpdir(), 'campus-shiptest-static-'));
  for (const folder of ['mf-gigs', 'mf-profile']) {
    rmSync(join(repo, folder, 'build-started'), { force: true });
    rmSync(join(repo, folder, 'build-go'), { force: true });
  }
});
afterEach(() => rmSync(staticRoot, { recursive: true, force: true }));
after(() => {
  for (const d of dists) rmSync(d, { recursive: true, force: true });
});

/** A build with its own content (so its own release id). */
function dist(text) {
  const dir = mkdtempSync(join(tmpdir(), 'campus-shiptest-dist-'));
  dists.push(dir);
  writeFileSync(join(dir, 'remoteEntry.js'), `var entry = ${JSON.stringify(text)};`);
  writeFileSync(join(dir, 'chunk.js'), `var chunk = ${JSON.stringify(text)};`);
  return dir;
}

const env = () => ({ ...process.env, STATIC_ROOT: staticRoot });
function ship(...args) {
  const r = spawnSync(process.execPath, [join(repo, 'scripts', 'ship.mjs'), ...args], {
    env: env(),
    encoding: 'utf8',
  });
  return { status: r.status, out: r.stdout + r.stderr };
}
function shipAsync(...args) {
  const child = spawn(process.execPath, [join(repo, 'scripts', 'ship.mjs'), ...args], { env: env() });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const done = new Promise((resolve) => child.on('exit', (status) => resolve({ status, out })));
  return { child, done };
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what, test, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** Ships a new build of mf-gigs and returns its id. */
function shipNew(text, ...args) {
  const r = ship('mf-gigs', '--dist', dist(text), ...args);
  assert.equal(r.status, 0, r.out);
  return liveRecord()['mf-gigs'].live;
}

/** Moves the logged activations of mf-gigs into the past: `agoById` says how long ago each happened. */
function backdate(agoByIndex) {
  const record = liveRecord();
  const entry = record['mf-gigs'];
  entry.activations = entry.activations.map((a, i) => ({
    ...a,
    at: new Date(Date.now() - agoByIndex[i]).toISOString(),
  }));
  entry.activatedAt = entry.activations.at(-1).at;
  writeFileSync(join(releases(), 'live.json'), JSON.stringify(record));
}

describe('npm run ship: pruning', { timeout: 60_000 }, () => {
  it('prunes after activation: keeps live, rollback target and in-grace versions, removes the others', () => {
    const v = [1, 2, 3, 4].map((n) => shipNew(`v${n}`));
    backdate([5 * DAY, 4 * DAY, 3 * DAY, 2 * HOUR]); // v3 was live until 2 h ago
    const v5 = shipNew('v5', '--keep', '1');
    assert.deepEqual(published(), [v[2], v[3], v5].sort());
    const record = liveRecord()['mf-gigs'];
    assert.equal(record.live, v5);
    assert.deepEqual(record.history, [v[2], v[3]]); // the rollback stack names no removed version
    assert.equal(ship('mf-gigs', '--rollback').status, 0);
    assert.equal(liveRecord()['mf-gigs'].live, v[3]);
  });

  it('--prune --dry-run says what --prune removes, and removes nothing', () => {
    const v = [1, 2, 3, 4].map((n) => shipNew(`v${n}`));
    backdate([5 * DAY, 4 * DAY, 3 * DAY, 2 * DAY]);
    mkdirSync(join(releases(), 'mf-gigs', `.tmp-${v[0]}-99999`)); // an interrupted publish's copy
    const dry = ship('mf-gigs', '--prune', '--dry-run');
    assert.equal(dry.status, 0, dry.out);
    assert.match(dry.out, new RegExp(`would remove ${v[0]}`));
    assert.match(dry.out, new RegExp(`keeps ${v[2]} \\(rollback target\\)`));
    assert.equal(published().length, 4);
    const real = ship('mf-gigs', '--prune');
    assert.equal(real.status, 0, real.out);
    // default --keep 2: the rollback target v3 and v2 before it
    assert.deepEqual(published(), [v[1], v[2], v[3]].sort());
    assert.deepEqual(
      readdirSync(join(releases(), 'mf-gigs')).filter((n) => n.startsWith('.')),
      [],
    );
    assert.match(
      ship('mf-gigs', '--prune', '--grace', '0', '--keep', '1').out,
      new RegExp(`removes ${v[1]}`),
    );
    assert.deepEqual(published(), [v[2], v[3]].sort());
  });
});

describe('npm run ship: the lock', { timeout: 60_000 }, () => {
  it('refuses a second ship of a remote while one runs, and lets other remotes ship', async () => {
    const first = shipAsync('mf-gigs'); // builds: the fake rspack waits for build-go
    const go = () => writeFileSync(join(repo, 'mf-gigs', 'build-go'), '');
    try {
      await until('the first build', () => existsSync(join(repo, 'mf-gigs', 'build-started')));
      const second = ship('mf-gigs', '--dist', dist('other'));
      assert.equal(second.status, 1);
      assert.match(second.out, /another ship of mf-gigs is running \(locked by pid \d+/);
      assert.equal(ship('mf-gigs', '--rollback').status, 1);
      assert.equal(ship('mf-gigs', '--prune').status, 1);
      assert.equal(ship('mf-profile', '--dist', dist('profile')).status, 0); // another remote ships meanwhile
    } finally {
      go(); // the first ship finishes whatever happened
    }
    const { status, out } = await first.done;
    assert.equal(status, 0, out);
    assert.deepEqual(Object.keys(liveRecord()).sort(), ['mf-gigs', 'mf-profile']);
    assert.equal(published('mf-gigs').length, 1); // the refused ship published nothing
    assert.ok(!existsSync(join(releases(), 'mf-gigs.ship.lock')));
    assert.equal(ship('mf-gigs', '--dist', dist('other')).status, 0); // and the next one runs
  });

  it('takes over the lock of a ship that died', () => {
    mkdirSync(releases(), { recursive: true });
    const lock = join(releases(), 'mf-gigs.ship.lock');
    writeFileSync(lock, JSON.stringify({ pid: deadPid(), host: hostname(), since: 'then', token: 'x' }));
    const r = ship('mf-gigs', '--dist', dist('after a crash'));
    assert.equal(r.status, 0, r.out);
    assert.match(r.out, /took over the lock of an interrupted ship/);
    assert.ok(!existsSync(lock));
  });

  it('makes a ship wait while live.json is being changed, and loses no change', async () => {
    shipNew('gigs');
    const lock = join(releases(), 'live.json.lock');
    writeFileSync(lock, JSON.stringify({ pid: process.pid, host: hostname(), since: 'now', token: 'test' }));
    const before = readFileSync(join(releases(), 'live.json'), 'utf8');
    const profile = shipAsync('mf-profile', '--dist', dist('profile'));
    try {
      await until('the mf-profile copy', () => published('mf-profile').length === 1);
      await sleep(500);
      assert.equal(profile.child.exitCode, null); // still waiting for the lock
      assert.equal(readFileSync(join(releases(), 'live.json'), 'utf8'), before);
    } finally {
      unlinkSync(lock);
    }
    const { status, out } = await profile.done;
    assert.equal(status, 0, out);
    assert.deepEqual(Object.keys(liveRecord()).sort(), ['mf-gigs', 'mf-profile']);
  });
});

describe('npm run ship: live.json', { timeout: 60_000 }, () => {
  it('is replaced atomically: a reader of the old file keeps it whole, and no temp file is left', () => {
    shipNew('one');
    const file = join(releases(), 'live.json');
    const old = readFileSync(file, 'utf8');
    const inode = statSync(file).ino;
    linkSync(file, join(staticRoot, 'reader')); // the old file, as a reader that opened it sees it
    shipNew('two');
    assert.equal(readFileSync(join(staticRoot, 'reader'), 'utf8'), old);
    assert.notEqual(statSync(file).ino, inode);
    assert.notEqual(JSON.parse(readFileSync(file, 'utf8'))['mf-gigs'].live, JSON.parse(old)['mf-gigs'].live);
    assert.deepEqual(
      readdirSync(releases()).filter((n) => n !== 'mf-gigs'),
      ['live.json'],
    );
  });

  it("refuses to ship over an unreadable live.json rather than dropping the other remotes' records", () => {
    mkdirSync(releases(), { recursive: true });
    writeFileSync(join(releases(), 'live.json'), '{ "mf-profile": { "live": ');
    const r = ship('mf-gigs', '--dist', dist('x'));
    assert.equal(r.status, 1);
    assert.match(r.out, /live\.json is not a JSON object/);
    assert.deepEqual(published(), []); // stopped before publishing anything
    assert.equal(readFileSync(join(releases(), 'live.json'), 'utf8'), '{ "mf-profile": { "live": ');
  });
});
