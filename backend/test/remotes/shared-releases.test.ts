import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { remoteManifest, type ServedRemote } from '@campus/contracts';
import { backendDir } from '../harness';
import { startLiveCluster, type LiveCluster } from '../messages/live';
import { databaseUrl } from '../support/test-database';

/**
 * Shared releases (docs/decisions/shared-releases.md): two instances on one database, each with a
 * STATIC_ROOT of its own (no releases on either disk). `npm run ship` publishes through instance A's
 * gate into the database; instance B lists and serves what A's ship made live, and follows a preview
 * and a rollback within seconds.
 */
const repo = join(backendDir, '..');
const run = promisify(execFile);

interface Instance {
  url: string;
  root: string;
}

let cluster: LiveCluster;
let a: Instance;
let b: Instance;
const scratch: string[] = [];

/** A build of mf-gigs with content of its own (so a release id of its own). */
async function build(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'campus-shared-releases-dist-'));
  scratch.push(dir);
  await writeFile(join(dir, 'remoteEntry.js'), `var mf_gigs = ${JSON.stringify(text)};`);
  await mkdir(join(dir, 'chunks'));
  await writeFile(join(dir, 'chunks', 'page.js'), `var page = ${JSON.stringify(text)};`);
  await copyFile(join(repo, 'mf-gigs', 'remote.json'), join(dir, 'campus-remote.json'));
  return dir;
}

/** `npm run ship -- mf-gigs ...` on "machine A": its static root, its site's gate, the shared database. */
async function ship(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(repo, 'scripts', 'ship.mjs'), 'mf-gigs', ...args], {
    cwd: repo,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(cluster.databaseName),
      STATIC_ROOT: a.root,
      SHIP_SITE: a.url,
    },
    encoding: 'utf8',
  });
  return stdout;
}

const released = (output: string) => {
  const id = /ship: published mf-gigs (\S+)/.exec(output)?.[1];
  if (!id) throw new Error(`the ship printed no release id:\n${output}`);
  return id;
};

async function gigs(instance: Instance, cookie?: string): Promise<ServedRemote | undefined> {
  const res = await fetch(`${instance.url}/api/remotes`, cookie ? { headers: { cookie } } : {});
  return remoteManifest.parse(await res.json()).remotes.find((r) => r.folder === 'mf-gigs');
}

/** Waits until `test` holds (the instances read the shared record again within a second or so). */
async function until(what: string, test: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  cluster = await startLiveCluster({ instances: 2, seed: false });
  [a, b] = cluster.servers.map((s) => ({ url: s.url, root: s.config.staticRoot })) as [Instance, Instance];
  // the shell runtime A serves (the gate compares the release's range with it)
  await mkdir(join(a.root, 'shell', 'dist'), { recursive: true });
  await writeFile(
    join(a.root, 'shell', 'dist', 'runtime-version.json'),
    JSON.stringify({ version: '1.1.0' }),
  );
}, 60_000);

afterAll(async () => {
  await cluster?.close();
  for (const dir of scratch) await rm(dir, { recursive: true, force: true });
});

describe('releases shared by every instance', () => {
  it('serves on instance B what a ship through instance A made live, previewed or rolled back', async () => {
    const v1dist = await build('v1');
    const v1 = released(await ship('--dist', v1dist));
    await until('B names v1 live', async () => (await gigs(b))?.entry === `/mf/mf-gigs/${v1}/remoteEntry.js`);
    const served = await fetch(`${b.url}/mf/mf-gigs/${v1}/remoteEntry.js`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(await served.text()).toBe('var mf_gigs = "v1";');
    expect(await (await fetch(`${b.url}/mf/mf-gigs/${v1}/chunks/page.js`)).text()).toBe('var page = "v1";');
    expect((await fetch(`${b.url}/mf/mf-gigs/${v1}/chunks/none.js`)).status).toBe(404);
    // B's declaration of the remote's pages comes from the release too
    expect((await gigs(b))?.routes.length).toBeGreaterThan(0);

    const v2 = released(await ship('--dist', await build('v2')));
    await until('B names v2 live', async () => (await gigs(b))?.version === v2);

    // a preview made on A: B knows the release (its preview link works there) and serves it to that browser
    const v3 = released(await ship('--dist', await build('v3'), '--preview'));
    const link = await fetch(`${b.url}/preview/mf-gigs/${v3}`, { redirect: 'manual' });
    expect(link.status).toBe(303);
    const cookie = (link.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const previewed = await gigs(b, cookie);
    expect([previewed?.version, previewed?.channel]).toEqual([v3, 'preview']);
    expect((await gigs(b))?.version).toBe(v2); // everyone else keeps the live version

    expect(await ship('--rollback')).toContain(`${v1} is live`);
    await until('B rolls back to v1', async () => (await gigs(b))?.version === v1);
    expect(await (await fetch(`${b.url}/mf/mf-gigs/${v2}/remoteEntry.js`)).text()).toBe(
      'var mf_gigs = "v2";',
    );
  }, 300_000); // four ships, each describing its contract through tsx: minutes on a busy machine

  it('never reads releases from its own disk: a release folder on B is not served', async () => {
    const id = '9.9.9-abcdef01';
    await mkdir(join(b.root, 'releases', 'mf-gigs', id), { recursive: true });
    await writeFile(join(b.root, 'releases', 'mf-gigs', id, 'remoteEntry.js'), 'var stale;');
    await writeFile(join(b.root, 'releases', 'live.json'), JSON.stringify({ 'mf-gigs': { live: id } }));
    expect((await fetch(`${b.url}/mf/mf-gigs/${id}/remoteEntry.js`)).status).toBe(404);
    expect((await gigs(b))?.version).not.toBe(id);
  });
});
