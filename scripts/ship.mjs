// Ships one Module Federation remote alone: checks it, builds it, publishes its dist to a versioned,
// never overwritten folder and makes that version reach visitors, with no shell rebuild and no restart.
//   npm run ship -- mf-gigs                      check (type-check, lint, unit tests), build, publish, live
//   npm run ship -- mf-gigs --no-build           publish the dist already built (no checks: built before)
//   npm run ship -- mf-gigs --dist <folder>      publish a build made elsewhere (no checks: built there)
//   npm run ship -- mf-gigs --source <folder>    check and build a copy of the remote kept elsewhere
//   npm run ship -- mf-gigs --preview            publish without making it live; prints the preview link
//   npm run ship -- mf-gigs --canary <1-99>      publish and serve it to that share of visitors
//   npm run ship -- mf-gigs --activate <id> [--canary <1-99>]   make a published version live (or the canary)
//   npm run ship -- mf-gigs --promote            make the canary live for everyone
//   npm run ship -- mf-gigs --rollback           end the canary if there is one, else the previous version is live
//   npm run ship -- mf-gigs --adopt              publish the served dist as a release, live if none is
//   npm run ship -- mf-gigs --list               its published versions;  npm run ship -- --list   every remote
//   npm run ship -- mf-gigs --prune [--dry-run]  remove the versions no page can still need
// Every way a version reaches visitors passes the gate (scripts/ship/gate.mjs), which asks the running
// site (--site <url>, else SHIP_SITE, else http://localhost:$PORT) what it serves. A refusal changes
// nothing live. Releases and the live record are kept in the product's PostgreSQL database
// (DATABASE_URL, else the embedded one of the product running here: scripts/ship/database.mjs), which
// every instance reads: a ship made anywhere is served everywhere (docs/decisions/shared-releases.md).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addPreview, endCanary, parseShare, startCanary } from './ship/channels.mjs';
import { runChecks } from './ship/checks.mjs';
import { connect } from './ship/database.mjs';
import { describeContract } from './ship/contract.mjs';
import { defaultSite, passGate } from './ship/gate.mjs';
import { importLegacy } from './ship/legacy.mjs';
import { remoteSummary, versionLines } from './ship/list.mjs';
import { readLive, updateLive, withShipLock } from './ship/live.mjs';
import { pruneRemote } from './ship/prune.mjs';
import { ShipRefusal } from './ship/refusal.mjs';
import { PRUNE_DEFAULTS, RELEASE_ID, parseDuration, recordActivation } from './ship/releases.mjs';
import { readJson, releaseStore } from './ship/store.mjs';
import { remoteFolders } from './lib/remotes.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticRoot = resolve(process.env.STATIC_ROOT || repo);
const args = process.argv.slice(2);

// An interrupted ship exits through process.exit, so its locks are released ('exit' handlers run).
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
])
  process.on(signal, () => process.exit(code));

const VALUED = ['--activate', '--dist', '--keep', '--grace', '--canary', '--site', '--source'];
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const has = (flag) => args.includes(flag);
const folder = args.find((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1]));
const site = valueOf('--site') ?? defaultSite();
const force = has('--force');
const source = resolve(valueOf('--source') ?? join(repo, folder ?? ''));
let client; // the database connection (main): its session holds the ship lock
let store;
const change = (edit) => updateLive(client, folder, edit);
const liveEntry = async () => (await readLive(client))[folder];
const pruning = () => {
  const keep = has('--keep') ? Number(valueOf('--keep')) : PRUNE_DEFAULTS.keep;
  if (!Number.isInteger(keep) || keep < 1)
    throw new ShipRefusal(
      '--keep takes a whole number of previous versions, at least 1 (the rollback target)',
    );
  const graceMs = has('--grace') ? parseDuration(valueOf('--grace')) : PRUNE_DEFAULTS.graceMs;
  if (!Number.isFinite(graceMs)) throw new ShipRefusal('--grace takes a duration such as 24h, 90m or 2d');
  return { keep, graceMs };
};

/** The gate for a published release, with the contract and runtime range stored beside it. */
async function gateRelease(id) {
  const { meta, contract } = await store.release(folder, id);
  return passGate({
    repo,
    site,
    what: `${folder} ${id}`,
    contract,
    shellRuntime: meta.shellRuntime ?? null,
    force,
  });
}

async function makeLive(id, { rollback = false } = {}) {
  // a version made live for everyone ends a canary of another one (the canary made live is its promotion)
  await change((entry) =>
    recordActivation(entry?.canary?.id === id ? entry : endCanary(entry), id, { rollback }),
  );
  console.log(`ship: ${folder} ${id} is live (/mf/${folder}/${id}/remoteEntry.js)`);
}

async function makeCanary(id, share) {
  if ((await liveEntry())?.live === id)
    throw new ShipRefusal(`${folder} ${id} is live already: it cannot be its canary`);
  const entry = await change((current) => startCanary(current, id, share));
  console.log(`ship: ${folder} ${id} is the canary for ${share} % of visitors (live stays ${entry.live})`);
}

async function makePreview(id) {
  await change((entry) => addPreview(entry, id));
  console.log(
    `ship: ${folder} ${id} is published as a preview (nothing live changed). Open it in your browser:`,
  );
  console.log(`  ${new URL(`/preview/${folder}/${id}`, site).href}`);
}

/**
 * The served dist of a remote with no live release becomes a release, made live (it is what visitors
 * get already): so the version served before a remote's first ship is a rollback target like any other.
 */
async function adoptServed() {
  const entry = await liveEntry();
  if (RELEASE_ID.test(entry?.live ?? '')) return entry.live;
  if (!entry) {
    // releases published into <STATIC_ROOT>/releases before they moved to the database are kept
    const imported = await importLegacy(client, store, staticRoot, folder);
    if (imported.length) {
      const { live } = await liveEntry();
      console.log(`ship: imported ${folder}'s releases from ${join(staticRoot, 'releases')} (${live} live)`);
      return live;
    }
  }
  const served = join(staticRoot, folder, 'dist');
  if (!existsSync(join(served, 'remoteEntry.js'))) return null;
  const pkg = readJson(join(staticRoot, folder, 'package.json'), {});
  let contract = null;
  try {
    contract = describeContract(repo, join(repo, folder));
  } catch (error) {
    console.warn(`ship: WARNING: adopting ${folder} without a contract.json: ${error.message}`);
  }
  const shellRuntime = pkg.campus?.shellRuntime ?? null;
  const { id } = await store.publish(folder, served, {
    version: pkg.version ?? '0.0.0',
    shellRuntime,
    contract,
    adopted: true,
  });
  await change((current) => recordActivation(current, id));
  console.log(
    `ship: adopted the served ${folder}/dist as release ${id} (live; a rollback target from now on)`,
  );
  return id;
}

/** A remote's server bundle inside its build (rspack.remote.cjs, serverConfig). */
const SERVER_BUNDLE = 'server/remote.cjs';

/** Runs the remote's build into a folder of its own: the served dist is never rewritten. */
function build() {
  const out = mkdtempSync(join(tmpdir(), `campus-ship-${folder}-`));
  console.log(`ship: building ${folder}${source === join(repo, folder) ? '' : ` from ${source}`}`);
  const started = Date.now();
  const rspack = [join(source, 'node_modules/.bin/rspack'), join(repo, 'node_modules/.bin/rspack')].find(
    existsSync,
  );
  if (!rspack) throw new ShipRefusal(`rspack is not installed for ${source}: run pnpm install`);
  // --env out (not --output-path): the browser build goes to out/, the server bundle to out/server/
  const result = spawnSync(rspack, ['build', '--mode', 'production', '--env', `out=${out}`], {
    cwd: source,
    stdio: ['ignore', 'ignore', 'inherit'],
    // a release carries its types (@mf-types.zip) for teams outside this repository; CAMPUS_DTS=0 skips them
    env: { ...process.env, CAMPUS_DTS: process.env.CAMPUS_DTS ?? '1' },
  });
  if (result.status !== 0) throw new ShipRefusal(`the build of ${folder} failed. Nothing live changed.`);
  if (!existsSync(join(out, SERVER_BUNDLE)))
    console.warn(
      `ship: ${folder}'s build has no ${SERVER_BUNDLE}: its pages will be rendered by the browser only`,
    );
  console.log(`ship: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return out;
}

/** A ship of a new version: checks, gate, adoption of the served version, build, publish, channel. */
async function shipNew() {
  const canary = has('--canary') ? parseShare(valueOf('--canary')) : null;
  if (Number.isNaN(canary))
    throw new ShipRefusal('--canary takes the share of visitors, a whole number from 1 to 99');
  const distFlag = valueOf('--dist');
  const fromSource = !distFlag && !has('--no-build');
  if (!existsSync(join(source, 'package.json'))) throw new ShipRefusal(`${source} has no package.json`);
  const pkg = readJson(join(source, 'package.json'), {});
  const version = pkg.version ?? '0.0.0';
  const shellRuntime = pkg.campus?.shellRuntime ?? null;
  if (fromSource) await runChecks(repo, source);
  else
    console.log(`ship: checks not run: ${distFlag ? '--dist' : '--no-build'} publishes a build made before`);
  const contract = describeContract(repo, source);
  await passGate({ repo, site, what: `${folder} ${version}`, contract, shellRuntime, force });
  await adoptServed();
  const built = fromSource ? build() : null;
  try {
    const dist = built ?? (distFlag ? resolve(distFlag) : join(source, 'dist'));
    if (!existsSync(join(dist, 'remoteEntry.js')))
      throw new ShipRefusal(`${dist} has no remoteEntry.js: build it first`);
    if (built) writeFileSync(join(built, 'contract.json'), `${JSON.stringify(contract, null, 2)}\n`);
    const { id, created } = await store.publish(folder, dist, { version, shellRuntime, contract });
    console.log(
      created
        ? `ship: published ${folder} ${id}`
        : `ship: ${folder} ${id} was published before (unchanged build)`,
    );
    if (has('--preview')) await makePreview(id);
    else if (canary) await makeCanary(id, canary);
    else await makeLive(id);
  } finally {
    if (built) rmSync(built, { recursive: true, force: true });
  }
  try {
    await pruneRemote(client, folder, { ...pruning(), verbose: false });
  } catch (error) {
    // what was shipped is in place: a failed clean-up is reported, and `--prune` retries it
    console.warn(`ship: ${folder} is shipped, but pruning old versions failed: ${error.message}`);
  }
}

async function activate() {
  const id = valueOf('--activate');
  if (!(await store.isPublished(folder, id)))
    throw new ShipRefusal(`${folder} has no published version ${id ?? ''} (see --list)`);
  const canary = has('--canary') ? parseShare(valueOf('--canary')) : null;
  if (Number.isNaN(canary))
    throw new ShipRefusal('--canary takes the share of visitors, a whole number from 1 to 99');
  await gateRelease(id);
  if (canary) await makeCanary(id, canary);
  else await makeLive(id);
}

async function rollback() {
  const entry = await liveEntry();
  if (entry?.canary) {
    // visitors go back to the live version they had before: nothing new reaches anyone, so no gate
    await change((current) => endCanary(current, { rollback: true }));
    console.log(`ship: ${folder}'s canary ${entry.canary.id} ended: everyone gets ${entry.live} again`);
    return;
  }
  const previous = entry?.history?.at(-1);
  if (!previous) throw new ShipRefusal(`${folder} has no previous version to roll back to`);
  if (!(await store.isPublished(folder, previous)))
    throw new ShipRefusal(
      `${folder}'s previous version ${previous} is no longer published: use --activate (see --list)`,
    );
  await gateRelease(previous);
  await makeLive(previous, { rollback: true });
}

async function promote() {
  const canary = (await liveEntry())?.canary;
  if (!canary) throw new ShipRefusal(`${folder} has no canary to promote (see --list)`);
  await gateRelease(canary.id);
  await makeLive(canary.id);
}

async function adopt() {
  const before = (await liveEntry())?.live;
  const id = await adoptServed();
  if (before) console.log(`ship: ${folder} has a live release (${before}): nothing to adopt`);
  else if (!id) console.log(`ship: ${folder} has no built ${folder}/dist to adopt`);
}

/** Connects to the database (scripts/ship/database.mjs) once the arguments are known to be usable. */
async function open() {
  client = await connect(repo, { folder: folder ?? '-' });
  store = releaseStore(client);
}

async function main() {
  const folders = remoteFolders();
  if (has('--list') && !folder) {
    await open();
    const record = await readLive(client);
    for (const f of folders) console.log(remoteSummary(f, record[f]).join('\n'));
    return;
  }
  if (!folder || !folders.includes(folder))
    throw new ShipRefusal(
      `name a remote: npm run ship -- <${folders.join('|')}> [--preview|--canary <1-99>|--promote|--rollback|` +
        `--activate <id>|--adopt|--list|--prune [--dry-run]|--no-build|--dist <dir>|--source <dir>] ` +
        `[--site <url>] [--keep <n>] [--grace <24h>]; or npm run ship -- --list`,
    );
  if (has('--dry-run') && !has('--prune'))
    throw new ShipRefusal('--dry-run goes with --prune (a ship itself has no dry run)');
  pruning(); // bad --keep/--grace stop the ship before anything runs
  await open();
  if (has('--list')) {
    console.log(versionLines(folder, await liveEntry(), await store.published(folder)).join('\n'));
    return;
  }
  if (has('--prune') && has('--dry-run')) return pruneRemote(client, folder, { ...pruning(), dryRun: true });
  const work = has('--prune')
    ? () => pruneRemote(client, folder, pruning())
    : has('--rollback')
      ? rollback
      : has('--promote')
        ? promote
        : has('--activate')
          ? activate
          : has('--adopt')
            ? adopt
            : shipNew;
  await withShipLock(client, folder, work);
}

try {
  await main();
  await client?.end();
} catch (error) {
  if (!(error instanceof ShipRefusal)) throw error;
  console.error(`ship: ${error.message}`);
  process.exit(1);
}
