// Tests of `npm run ship` (scripts/ship.mjs): release pruning, the ship lock, the live record in the
// database, the gate (checks, contract, shell runtime), adoption of the served build, and the
// channels (preview, canary, promote). Run: node --test scripts/ship/ship.test.mjs (part of `npm test`).
// The command-line tests run a copy of the scripts in a throw-away repo whose remotes have fake tools:
// a fake rspack that waits for a signal (so a ship can be held mid-way while a second one starts) and
// fake tsc, eslint and jest that fail when told to; the gate asks a fake site served by this process.
// The ship publishes into a database of its own on DATABASE_URL's server, else on an embedded
// PostgreSQL server the test starts (backend/test/support/embedded-child.ts), with the releases' tables.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { addPreview, endCanary, startCanary } from './channels.mjs';
import { MAX_ACTIVATIONS, lastLiveTimes, prunePlan, recordActivation } from './releases.mjs';

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

describe('channels in the live record', () => {
  const at = (ago) => ({ now: new Date(T - ago) });
  it('starts, promotes and ends canaries, logging channel and share; a preview made live is no longer one', () => {
    let entry = recordActivation(undefined, id(1), at(5 * HOUR));
    entry = addPreview(entry, id(2), at(4 * HOUR));
    entry = startCanary(entry, id(2), 10, at(3 * HOUR));
    assert.deepEqual(entry.canary, { id: id(2), share: 10, startedAt: new Date(T - 3 * HOUR).toISOString() });
    assert.equal(entry.previews, undefined);
    assert.equal(entry.live, id(1));
    entry = recordActivation(entry, id(2), at(2 * HOUR)); // --promote
    assert.equal(entry.live, id(2));
    assert.equal(entry.canary, undefined);
    assert.deepEqual(entry.history, [id(1)]);
    entry = startCanary(entry, id(3), 25, at(1 * HOUR));
    entry = endCanary(entry, { ...at(HOUR / 2), rollback: true }); // --rollback during a canary
    assert.equal(entry.live, id(2));
    assert.equal(entry.canary, undefined);
    assert.deepEqual(
      entry.activations.map((a) => [a.id, a.channel, a.share]),
      [
        [id(1), 'live', undefined],
        [id(2), 'canary', 10],
        [id(2), 'live', undefined],
        [id(3), 'canary', 25],
        [id(3), 'canary', 0],
      ],
    );
  });

  it('keeps the canary and the previews, and an ended canary for the grace period after its end', () => {
    let entry = recordActivation(undefined, id(1), { now: new Date(T - 10 * DAY) });
    entry = startCanary(entry, id(2), 10, { now: new Date(T - 9 * DAY) });
    entry = endCanary(entry, { now: new Date(T - 2 * HOUR) });
    entry = startCanary(entry, id(3), 10, { now: new Date(T - 1 * HOUR) });
    entry = addPreview(entry, id(4), { now: new Date(T - HOUR / 2) });
    const plan = prunePlan({ entry, published: [1, 2, 3, 4, 5].map(id), now: T, keep: 1, graceMs: DAY });
    assert.deepEqual(Object.fromEntries(plan.keep.map((k) => [k.id, k.reason.split(',')[0]])), {
      [id(1)]: 'live',
      [id(2)]: 'live 2 h ago',
      [id(3)]: 'canary',
      [id(4)]: 'preview',
    });
    assert.deepEqual(ids(plan.remove), [id(5)]);
  });
});

// ---- the command line ----------------------------------------------------------------------------

let repo; // a throw-away repo: scripts/ and remotes.json copied; contracts, backend, node_modules linked
let staticRoot;
let databaseUrl; // the test's own database, with the releases' tables
let db; // a client of it (pg, the backend's driver)
const pg = createRequire(join(realRepo, 'backend', 'package.json'))('pg');
const liveRecord = async () =>
  Object.fromEntries(
    (await db.query('select folder, entry from remote_live order by folder')).rows.map((r) => [
      r.folder,
      r.entry,
    ]),
  );
const liveText = async () => JSON.stringify(await liveRecord());
const published = async (folder = 'mf-gigs') =>
  (await db.query('select id from remote_releases where folder = $1 order by id', [folder])).rows.map(
    (r) => r.id,
  );
const releaseFile = async (folder, id, path) =>
  (
    await db.query('select bytes from remote_release_files where folder = $1 and id = $2 and path = $3', [
      folder,
      id,
      path,
    ])
  ).rows[0]?.bytes.toString('utf8');
const contractOf = async (folder, id) =>
  (await db.query('select contract from remote_releases where folder = $1 and id = $2', [folder, id])).rows[0]
    ?.contract;

// The fake build: says it started, waits for `build-go` (a minute at most), then writes a dist into
// --output-path.
const FAKE_RSPACK = `#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
fs.writeFileSync('build-started', '');
const pause = new Int32Array(new SharedArrayBuffer(4));
const giveUp = Date.now() + 60000;
while (!fs.existsSync('build-go')) {
  if (Date.now() > giveUp) process.exit(1);
  Atomics.wait(pause, 0, 0, 20);
}
const out = process.argv[process.argv.indexOf('--output-path') + 1];
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'remoteEntry.js'), 'var built = ' + Date.now() + ';');
`;
/** A fake check tool: fails, saying so, while `<remote>/fail-<name>` exists. */
const fakeTool = (remote, name) => `#!/usr/bin/env node
const fs = require('fs');
if (fs.existsSync(${JSON.stringify(join(remote, `fail-${name}`))})) {
  console.error('${name}: something is wrong in src/api.ts');
  process.exit(1);
}
`;

/** What the fake site's GET /api/contract answers; tests change it. */
let liveContract;
let fullContract;
let site;
let server;
const SHIP_SOURCE = `import { api as endpoints } from '@campus/contracts';
export const calls = [endpoints.gig, endpoints.gigs];
`;

let embedded; // { child, dataDir } when the test started its own PostgreSQL server
const DATABASE = `campus_shiptest_${process.pid}`;

/** An embedded PostgreSQL server for this run, through the backend tests' child (tsx runs its TypeScript). */
async function startEmbedded() {
  const dataDir = mkdtempSync(join('/var/tmp', 'campus-shiptest-pg-'));
  const child = spawn(
    process.execPath,
    [tsx(), join(realRepo, 'backend/test/support/embedded-child.ts'), dataDir],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const line = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(out.split('\n')[0]);
    });
    child.on('exit', () => reject(new Error(`the embedded PostgreSQL server did not start: ${out}`)));
  });
  const { url, error } = JSON.parse(line);
  if (error) throw new Error(error);
  embedded = { child, dataDir };
  return url;
}

const tsx = () =>
  join(
    realRepo,
    'node_modules/.pnpm',
    readdirSync(join(realRepo, 'node_modules/.pnpm')).find((d) => d.startsWith('tsx@')),
    'node_modules/tsx/dist/cli.mjs',
  );

/** The test's database with the releases' tables (their migration: they depend on no other table). */
before(async () => {
  const serverUrl = process.env.DATABASE_URL || (await startEmbedded());
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE}`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  databaseUrl = url.toString();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const migrations = join(realRepo, 'backend', 'drizzle');
  const migration = readdirSync(migrations).find((f) => f.endsWith('_shared_releases.sql'));
  for (const statement of readFileSync(join(migrations, migration), 'utf8').split('--> statement-breakpoint'))
    await db.query(statement);
});
after(async () => {
  await db?.end();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
  }
  if (embedded) {
    const exited = new Promise((resolve) => embedded.child.on('exit', resolve));
    embedded.child.stdin.end();
    await exited;
    rmSync(embedded.dataDir, { recursive: true, force: true });
  }
});

before(async () => {
  repo = mkdtempSync(join(tmpdir(), 'campus-shiptest-repo-'));
  mkdirSync(join(repo, 'scripts', 'ship'), { recursive: true });
  mkdirSync(join(repo, 'scripts', 'lib'), { recursive: true });
  copyFileSync(join(realRepo, 'scripts', 'ship.mjs'), join(repo, 'scripts', 'ship.mjs'));
  for (const file of readdirSync(join(realRepo, 'scripts', 'ship')).filter((f) => !f.endsWith('.test.mjs')))
    copyFileSync(join(realRepo, 'scripts', 'ship', file), join(repo, 'scripts', 'ship', file));
  copyFileSync(join(realRepo, 'scripts/lib/remotes.mjs'), join(repo, 'scripts/lib/remotes.mjs'));
  const remotes = ['mf-gigs', 'mf-profile'].map((folder, i) => ({
    folder,
    name: folder.replace('-', '_'),
    team: '@campus/test-team',
    devPort: 3101 + i,
  }));
  writeFileSync(join(repo, 'remotes.json'), JSON.stringify({ remotes }));
  for (const linked of ['backend', 'contracts', 'node_modules'])
    // semver, contracts, tsx
    symlinkSync(join(realRepo, linked), join(repo, linked), 'dir');
  for (const folder of ['mf-gigs', 'mf-profile']) {
    const dir = join(repo, folder);
    mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
    mkdirSync(join(dir, 'node_modules', '@campus'), { recursive: true });
    symlinkSync(join(realRepo, 'contracts'), join(dir, 'node_modules', '@campus', 'contracts'), 'dir');
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'api.ts'), SHIP_SOURCE);
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ version: '0.1.0', campus: { shellRuntime: '^1.0.0' } }),
    );
    const tools = {
      rspack: FAKE_RSPACK,
      tsc: fakeTool(dir, 'tsc'),
      eslint: fakeTool(dir, 'eslint'),
      jest: fakeTool(dir, 'jest'),
    };
    for (const [name, text] of Object.entries(tools)) {
      writeFileSync(join(dir, 'node_modules', '.bin', name), text);
      chmodSync(join(dir, 'node_modules', '.bin', name), 0o755);
    }
  }
  // What a backend of these contracts answers: every reply the remotes read.
  const described = spawnSync(
    process.execPath,
    [
      tsx(),
      join(realRepo, 'scripts/ship/contract-tool.mts'),
      'describe',
      join(realRepo, 'contracts'),
      'gig',
      'gigs',
    ],
    { encoding: 'utf8' },
  );
  assert.equal(described.status, 0, described.stderr);
  fullContract = { contracts: '1.2.0', shellRuntime: '1.4.0', replies: JSON.parse(described.stdout).replies };
  server = createServer((req, res) => {
    if (req.url !== '/api/contract') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(liveContract));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  site = `http://127.0.0.1:${server.address().port}`;
});
after(() => {
  server.close();
  for (const linked of ['backend', 'contracts', 'node_modules']) unlinkSync(join(repo, linked)); // never remove the real ones through the links
  for (const folder of ['mf-gigs', 'mf-profile'])
    unlinkSync(join(repo, folder, 'node_modules', '@campus', 'contracts'));
  rmSync(repo, { recursive: true, force: true });
});

const dists = [];
beforeEach(async () => {
  await db.query('truncate remote_live, remote_release_files, remote_releases');
  staticRoot = mkdtempSync(join(tmpdir(), 'campus-shiptest-static-'));
  liveContract = structuredClone(fullContract);
  for (const folder of ['mf-gigs', 'mf-profile'])
    for (const file of ['build-started', 'build-go', 'fail-tsc', 'fail-eslint', 'fail-jest'])
      rmSync(join(repo, folder, file), { force: true });
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

const env = () => ({ ...process.env, STATIC_ROOT: staticRoot, SHIP_SITE: site, DATABASE_URL: databaseUrl });
/** Runs a ship (asynchronously: the fake site answers from this process) to its end. */
function ship(...args) {
  return shipAsync(...args).done;
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
async function until(what, test, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}
const letBuildsGo = () => writeFileSync(join(repo, 'mf-gigs', 'build-go'), '');

/** Ships a new build of mf-gigs and returns its id. */
async function shipNew(text, ...args) {
  const r = await ship('mf-gigs', '--dist', dist(text), ...args);
  assert.equal(r.status, 0, r.out);
  return (await liveRecord())['mf-gigs'].live;
}

/** Moves the logged activations of mf-gigs into the past: `agoByIndex` says how long ago each happened. */
async function backdate(agoByIndex) {
  const entry = (await liveRecord())['mf-gigs'];
  entry.activations = entry.activations.map((a, i) => ({
    ...a,
    at: new Date(Date.now() - agoByIndex[i]).toISOString(),
  }));
  entry.activatedAt = entry.activations.at(-1).at;
  await db.query(`update remote_live set entry = $1 where folder = 'mf-gigs'`, [entry]);
}

/** The live backend without the gig's `title` (a renamed or removed field). */
function withoutGigTitle() {
  const gig = liveContract.replies.gig;
  delete gig.properties.title;
  gig.required = gig.required.filter((k) => k !== 'title');
}

describe('npm run ship: pruning', { timeout: 600_000 }, () => {
  it('prunes after activation: keeps live, rollback target and in-grace versions, removes the others', async () => {
    const v = [];
    for (const n of [1, 2, 3, 4]) v.push(await shipNew(`v${n}`));
    await backdate([5 * DAY, 4 * DAY, 3 * DAY, 2 * HOUR]); // v3 was live until 2 h ago
    const v5 = await shipNew('v5', '--keep', '1');
    assert.deepEqual(await published(), [v[2], v[3], v5].sort());
    const record = (await liveRecord())['mf-gigs'];
    assert.equal(record.live, v5);
    assert.deepEqual(record.history, [v[2], v[3]]); // the rollback stack names no removed version
    assert.equal(await releaseFile('mf-gigs', v[0], 'remoteEntry.js'), undefined); // its files went with it
    assert.equal((await ship('mf-gigs', '--rollback')).status, 0);
    assert.equal((await liveRecord())['mf-gigs'].live, v[3]);
  });

  it('--prune --dry-run says what --prune removes, and removes nothing', async () => {
    const v = [];
    for (const n of [1, 2, 3, 4]) v.push(await shipNew(`v${n}`));
    await backdate([5 * DAY, 4 * DAY, 3 * DAY, 2 * DAY]);
    const dry = await ship('mf-gigs', '--prune', '--dry-run');
    assert.equal(dry.status, 0, dry.out);
    assert.match(dry.out, new RegExp(`would remove ${v[0]}`));
    assert.match(dry.out, new RegExp(`keeps ${v[2]} \\(rollback target\\)`));
    assert.equal((await published()).length, 4);
    const real = await ship('mf-gigs', '--prune');
    assert.equal(real.status, 0, real.out);
    // default --keep 2: the rollback target v3 and v2 before it
    assert.deepEqual(await published(), [v[1], v[2], v[3]].sort());
    assert.match(
      (await ship('mf-gigs', '--prune', '--grace', '0', '--keep', '1')).out,
      new RegExp(`removes ${v[1]}`),
    );
    assert.deepEqual(await published(), [v[2], v[3]].sort());
  });
});

/** Advisory locks held on the test's database (a ship's lock is one). */
const advisoryLocks = async () =>
  Number(
    (
      await db.query(
        `select count(*) from pg_locks l join pg_database d on d.oid = l.database
         where l.locktype = 'advisory' and d.datname = current_database()`,
      )
    ).rows[0].count,
  );

describe('npm run ship: the lock', { timeout: 600_000 }, () => {
  it('refuses a second ship of a remote while one runs, and lets other remotes ship', async () => {
    const first = shipAsync('mf-gigs'); // checks, then builds: the fake rspack waits for build-go
    try {
      await until('the first build', () => existsSync(join(repo, 'mf-gigs', 'build-started')));
      const second = await ship('mf-gigs', '--dist', dist('other'));
      assert.equal(second.status, 1);
      assert.match(second.out, /another ship of mf-gigs is running \(locked by pid \d+ on /);
      assert.equal((await ship('mf-gigs', '--rollback')).status, 1);
      assert.equal((await ship('mf-gigs', '--prune')).status, 1);
      assert.equal((await ship('mf-profile', '--dist', dist('profile'))).status, 0); // another remote ships meanwhile
    } finally {
      letBuildsGo(); // the first ship finishes whatever happened
    }
    const { status, out } = await first.done;
    assert.equal(status, 0, out);
    assert.deepEqual(Object.keys(await liveRecord()).sort(), ['mf-gigs', 'mf-profile']);
    assert.equal((await published('mf-gigs')).length, 1); // the refused ship published nothing
    assert.equal(await advisoryLocks(), 0);
    assert.equal((await ship('mf-gigs', '--dist', dist('other'))).status, 0); // and the next one runs
  });

  it('leaves no lock behind when a ship dies (kill -9): the next one runs', async () => {
    const first = shipAsync('mf-gigs');
    await until('the first build', () => existsSync(join(repo, 'mf-gigs', 'build-started')));
    first.child.kill('SIGKILL');
    await first.done;
    const r = await ship('mf-gigs', '--dist', dist('after a crash'));
    assert.equal(r.status, 0, r.out);
    assert.deepEqual(await published(), [(await liveRecord())['mf-gigs'].live]);
  });

  it("makes a ship wait while another change of that remote's live record is being made, and loses no change", async () => {
    await shipNew('gigs');
    const other = new pg.Client({ connectionString: databaseUrl });
    await other.connect();
    await db.query(`insert into remote_live (folder, entry) values ('mf-profile', '{}')`);
    await other.query('begin');
    await other.query(`select entry from remote_live where folder = 'mf-profile' for update`);
    const profile = shipAsync('mf-profile', '--dist', dist('profile'));
    try {
      await until('the mf-profile release', async () => (await published('mf-profile')).length === 1);
      await sleep(500);
      assert.equal(profile.child.exitCode, null); // still waiting for the row
      // the other change: a preview listed (a ship's change of the entry keeps the previews of others)
      await other.query(`update remote_live set entry = $1 where folder = 'mf-profile'`, [
        { previews: [{ id: '0.0.1-0000000a', publishedAt: new Date().toISOString() }] },
      ]);
    } finally {
      await other.query('commit');
      await other.end();
    }
    const { status, out } = await profile.done;
    assert.equal(status, 0, out);
    const record = await liveRecord();
    assert.deepEqual(Object.keys(record).sort(), ['mf-gigs', 'mf-profile']);
    assert.deepEqual(
      record['mf-profile'].previews.map((p) => p.id),
      ['0.0.1-0000000a'],
    ); // the ship changed the entry it waited for, not the one before
    assert.match(record['mf-profile'].live, /^0\.1\.0-/);
  });
});

describe('npm run ship: the database', { timeout: 600_000 }, () => {
  it('publishes a release whole: its files and metadata, in one transaction', async () => {
    const id = await shipNew('one');
    assert.equal(await releaseFile('mf-gigs', id, 'remoteEntry.js'), 'var entry = "one";');
    assert.equal(await releaseFile('mf-gigs', id, 'chunk.js'), 'var chunk = "one";');
    const { rows } = await db.query(`select meta from remote_releases where id = $1`, [id]);
    assert.deepEqual(Object.keys(rows[0].meta).sort(), ['id', 'publishedAt', 'shellRuntime', 'version']);
  });

  it('refuses when it cannot reach the database, or finds none, before anything runs', async () => {
    const unreachable = spawnSync(
      process.execPath,
      [join(repo, 'scripts', 'ship.mjs'), 'mf-gigs', '--list'],
      {
        env: { ...env(), DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none' },
        encoding: 'utf8',
      },
    );
    assert.equal(unreachable.status, 1);
    assert.match(unreachable.stderr, /the database at postgres:\/\/127\.0\.0\.1:9\/none cannot be reached/);
    const dataDir = mkdtempSync(join(tmpdir(), 'campus-shiptest-data-'));
    const { DATABASE_URL: _unset, ...rest } = env();
    const none = spawnSync(process.execPath, [join(repo, 'scripts', 'ship.mjs'), 'mf-gigs', '--list'], {
      env: { ...rest, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    rmSync(dataDir, { recursive: true, force: true });
    assert.equal(none.status, 1);
    assert.match(none.stderr, /no database to publish into: set DATABASE_URL/);
    assert.ok(none.stderr.includes(join(dataDir, 'postgres.url')), none.stderr);
  });
});

describe('npm run ship: the gate', { timeout: 600_000 }, () => {
  it("runs the remote's type-check, lint and unit tests, refusing with each failed one named", async () => {
    const live = await shipNew('live');
    const before = await liveText();
    writeFileSync(join(repo, 'mf-gigs', 'fail-tsc'), '');
    writeFileSync(join(repo, 'mf-gigs', 'fail-jest'), '');
    const r = await ship('mf-gigs');
    assert.equal(r.status, 1, r.out);
    assert.match(r.out, /the type-check of mf-gigs failed \(tsc --noEmit -p mf-gigs\)/);
    assert.match(r.out, /the unit tests of mf-gigs failed/);
    assert.doesNotMatch(r.out, /the lint of/);
    assert.match(r.out, /tsc: something is wrong in src\/api\.ts/); // the tool's own output is shown
    assert.ok(!existsSync(join(repo, 'mf-gigs', 'build-started'))); // refused before building
    assert.equal(await liveText(), before);
    assert.deepEqual(await published(), [live]);
    rmSync(join(repo, 'mf-gigs', 'fail-tsc'));
    rmSync(join(repo, 'mf-gigs', 'fail-jest'));
    writeFileSync(join(repo, 'mf-gigs', 'fail-eslint'), '');
    assert.match((await ship('mf-gigs')).out, /the lint of mf-gigs failed \(eslint mf-gigs\)/);
    assert.equal(await liveText(), before);
  });

  it('writes contract.json (the replies the source reads) into the build and the release', async () => {
    letBuildsGo();
    const r = await ship('mf-gigs');
    assert.equal(r.status, 0, r.out);
    assert.match(r.out, /checks passed/);
    const id = (await liveRecord())['mf-gigs'].live;
    const contract = await contractOf('mf-gigs', id);
    assert.deepEqual(JSON.parse(await releaseFile('mf-gigs', id, 'contract.json')), contract); // in the build too
    assert.deepEqual(Object.keys(contract.endpoints), ['gig', 'gigs']);
    assert.equal(contract.replies.gig.properties.title.type, 'string');
  });

  it('refuses a release that reads a field the live backend does not send; the live record is unchanged', async () => {
    const live = await shipNew('live');
    const before = await liveText();
    withoutGigTitle();
    const r = await ship('mf-gigs', '--dist', dist('reads title'));
    assert.equal(r.status, 1, r.out);
    assert.match(
      r.out,
      /reads "title" of GET \/api\/gigs\/:id \(gig\), which the live backend does not send/,
    );
    assert.match(r.out, /Nothing live changed/);
    assert.equal(await liveText(), before);
    assert.deepEqual(await published(), [live]); // refused before publishing
  });

  it('refuses a release needing a shell runtime the site does not serve (--force lets it through, loudly)', async () => {
    await shipNew('live');
    const before = await liveText();
    liveContract.shellRuntime = '0.9.0';
    const r = await ship('mf-gigs', '--dist', dist('needs 1.x'));
    assert.equal(r.status, 1, r.out);
    assert.match(r.out, /needs shell runtime \^1\.0\.0; the site serves shell runtime 0\.9\.0/);
    assert.equal(await liveText(), before);
    const forced = await ship('mf-gigs', '--dist', dist('needs 1.x'), '--force');
    assert.equal(forced.status, 0, forced.out);
    assert.match(forced.out, /!!! --force/);
  });

  it('refuses when the site cannot be reached', async () => {
    await shipNew('live');
    const before = await liveText();
    const r = await ship('mf-gigs', '--dist', dist('x'), '--site', 'http://127.0.0.1:9');
    assert.equal(r.status, 1, r.out);
    assert.match(r.out, /the running site at http:\/\/127\.0\.0\.1:9 cannot be reached/);
    assert.equal(await liveText(), before);
  });

  it("gates --rollback, --activate and --promote with the release's stored contract", async () => {
    const v1 = await shipNew('v1');
    const v2 = await shipNew('v2');
    const v3 = (await ship('mf-gigs', '--dist', dist('v3'), '--canary', '10')).status;
    assert.equal(v3, 0);
    const before = await liveText();
    withoutGigTitle();
    for (const args of [['--rollback'], ['--activate', v1], ['--promote']]) {
      if (args[0] === '--rollback') continue; // a rollback during a canary only ends it: checked below
      const r = await ship('mf-gigs', ...args);
      assert.equal(r.status, 1, r.out);
      assert.match(r.out, /reads "title" of GET \/api\/gigs\/:id \(gig\)/);
      assert.equal(await liveText(), before);
    }
    assert.equal((await ship('mf-gigs', '--rollback')).status, 0); // ends the canary: nothing new reaches anyone
    const r = await ship('mf-gigs', '--rollback');
    assert.equal(r.status, 1, r.out);
    assert.match(r.out, new RegExp(`refused: mf-gigs ${v1} cannot run`));
    assert.equal((await liveRecord())['mf-gigs'].live, v2);
  });
});

describe('npm run ship: every served version is a release', { timeout: 600_000 }, () => {
  const served = () => {
    mkdirSync(join(staticRoot, 'mf-gigs', 'dist'), { recursive: true });
    writeFileSync(join(staticRoot, 'mf-gigs', 'package.json'), JSON.stringify({ version: '0.0.9' }));
    writeFileSync(
      join(staticRoot, 'mf-gigs', 'dist', 'remoteEntry.js'),
      'var served = "before the first ship";',
    );
  };

  it('adopts the served build at the first ship, so the first --rollback brings it back; the served dist is never rewritten', async () => {
    served();
    letBuildsGo();
    const r = await ship('mf-gigs');
    assert.equal(r.status, 0, r.out);
    assert.match(r.out, /adopted the served mf-gigs\/dist as release 0\.0\.9-[0-9a-f]{8}/);
    const [adopted] = (await liveRecord())['mf-gigs'].history;
    assert.match(adopted, /^0\.0\.9-/);
    assert.equal(
      readFileSync(join(staticRoot, 'mf-gigs', 'dist', 'remoteEntry.js'), 'utf8'),
      'var served = "before the first ship";',
    );
    assert.equal((await ship('mf-gigs', '--rollback')).status, 0);
    assert.equal((await liveRecord())['mf-gigs'].live, adopted);
    assert.equal(
      await releaseFile('mf-gigs', adopted, 'remoteEntry.js'),
      'var served = "before the first ship";',
    );
  });

  it('imports the releases and live record published on disk before they moved to the database', async () => {
    const legacy = join(staticRoot, 'releases');
    const ids = ['0.0.7-0000000a', '0.0.8-0000000b'];
    for (const [i, id] of ids.entries()) {
      mkdirSync(join(legacy, 'mf-gigs', id, 'chunks'), { recursive: true });
      writeFileSync(join(legacy, 'mf-gigs', id, 'remoteEntry.js'), `var legacy = ${i};`);
      writeFileSync(join(legacy, 'mf-gigs', id, 'chunks', 'a.js'), `var chunk = ${i};`);
      const publishedAt = new Date(Date.now() - (2 - i) * HOUR).toISOString();
      writeFileSync(
        join(legacy, 'mf-gigs', id, 'release.json'),
        JSON.stringify({ id, version: id.slice(0, 5), shellRuntime: null, publishedAt }),
      );
    }
    const entry = recordActivation(recordActivation(undefined, ids[0]), ids[1]);
    writeFileSync(join(legacy, 'live.json'), JSON.stringify({ 'mf-gigs': entry }));
    served(); // a build that differs from the live release: the live release stays live
    const r = await ship('mf-gigs', '--adopt');
    assert.equal(r.status, 0, r.out);
    assert.match(r.out, /imported mf-gigs's releases .* \(0\.0\.8-0000000b live\)/);
    assert.deepEqual((await liveRecord())['mf-gigs'], entry);
    assert.deepEqual(await published(), ids);
    assert.equal(await releaseFile('mf-gigs', ids[0], 'chunks/a.js'), 'var chunk = 0;');
    assert.equal(await releaseFile('mf-gigs', ids[0], 'release.json'), undefined);
    assert.match((await ship('mf-gigs', '--adopt')).out, /has a live release/);
  });

  it('--adopt makes the served build a live release once, and is a no-op after', async () => {
    served();
    const first = await ship('mf-gigs', '--adopt');
    assert.equal(first.status, 0, first.out);
    const entry = (await liveRecord())['mf-gigs'];
    assert.match(entry.live, /^0\.0\.9-/);
    assert.ok(await contractOf('mf-gigs', entry.live));
    const again = await ship('mf-gigs', '--adopt');
    assert.match(again.out, /has a live release/);
    assert.deepEqual((await liveRecord())['mf-gigs'], entry);
    assert.match((await ship('mf-profile', '--adopt')).out, /no built mf-profile\/dist to adopt/);
  });
});

describe('npm run ship: channels', { timeout: 600_000 }, () => {
  it('--preview publishes without activating and prints the preview link', async () => {
    const live = await shipNew('live');
    const r = await ship('mf-gigs', '--dist', dist('preview'), '--preview');
    assert.equal(r.status, 0, r.out);
    const entry = (await liveRecord())['mf-gigs'];
    assert.equal(entry.live, live);
    const [preview] = entry.previews;
    assert.ok(r.out.includes(`${site}/preview/mf-gigs/${preview.id}`), r.out);
    assert.ok((await published()).includes(preview.id));
  });

  it('--canary, --list, --promote, and --rollback ending a canary at once', async () => {
    const live = await shipNew('live');
    assert.equal((await ship('mf-gigs', '--canary', '0', '--dist', dist('c'))).status, 1);
    const r = await ship('mf-gigs', '--dist', dist('canary'), '--canary', '10');
    assert.equal(r.status, 0, r.out);
    const { canary } = (await liveRecord())['mf-gigs'];
    assert.equal(canary.share, 10);
    assert.equal((await liveRecord())['mf-gigs'].live, live);
    assert.deepEqual((await liveRecord())['mf-gigs'].activations.at(-1), {
      id: canary.id,
      at: canary.startedAt,
      channel: 'canary',
      share: 10,
    });
    const list = await ship('--list');
    assert.equal(list.status, 0, list.out);
    assert.match(list.out, new RegExp(`mf-gigs\\n  live +${live}\\n  canary +${canary.id} at 10 %`));
    assert.match(list.out, /mf-profile\n {2}live +none/);
    assert.match((await ship('mf-gigs', '--list')).out, new RegExp(`c ${canary.id} .*canary 10 %`));

    assert.equal((await ship('mf-gigs', '--promote')).status, 0);
    let entry = (await liveRecord())['mf-gigs'];
    assert.equal(entry.live, canary.id);
    assert.equal(entry.canary, undefined);
    assert.deepEqual(entry.history, [live]);

    assert.equal((await ship('mf-gigs', '--dist', dist('second canary'), '--canary', '25')).status, 0);
    const second = (await liveRecord())['mf-gigs'].canary.id;
    const rollback = await ship('mf-gigs', '--rollback');
    assert.equal(rollback.status, 0, rollback.out);
    entry = (await liveRecord())['mf-gigs'];
    assert.equal(entry.live, canary.id); // live unchanged
    assert.equal(entry.canary, undefined);
    assert.deepEqual(
      entry.activations.slice(-2).map((a) => [a.id, a.channel, a.share, a.rollback]),
      [
        [second, 'canary', 25, undefined],
        [second, 'canary', 0, true],
      ],
    );
  });
});
