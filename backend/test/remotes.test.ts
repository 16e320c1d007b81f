import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteManifest } from '../src/remotes/service';

/** The remote manifest's version of each remote: its package.json's, or '0.0.0' when it has none. */
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'campus-remotes-'));
  const pkg = async (folder: string, text: string) => {
    await mkdir(join(root, folder), { recursive: true });
    await writeFile(join(root, folder, 'package.json'), text);
  };
  await pkg('mf-gigs', JSON.stringify({ name: '@campus/mf-gigs', version: '2.0.1' }));
  await pkg('mf-marketplace', JSON.stringify({ name: '@campus/mf-marketplace' })); // no version
  await pkg('mf-messages', JSON.stringify({ version: 3 })); // not a string
  await pkg('mf-checkout', 'null');
  await pkg('mf-profile', '{ not json');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('remoteManifest', () => {
  it("reads each remote's version, and lists a remote without a usable one as 0.0.0", async () => {
    expect(await remoteManifest(root)).toEqual({
      remotes: [
        { name: 'mf_gigs', entry: '/mf/mf-gigs/remoteEntry.js', version: '2.0.1' },
        { name: 'mf_marketplace', entry: '/mf/mf-marketplace/remoteEntry.js', version: '0.0.0' },
        { name: 'mf_messages', entry: '/mf/mf-messages/remoteEntry.js', version: '0.0.0' },
        { name: 'mf_checkout', entry: '/mf/mf-checkout/remoteEntry.js', version: '0.0.0' },
        { name: 'mf_profile', entry: '/mf/mf-profile/remoteEntry.js', version: '0.0.0' },
      ],
    });
  });

  it('lists every remote even when none is there', async () => {
    const manifest = await remoteManifest(join(root, 'missing'));
    expect(manifest.remotes.map((r) => r.version)).toEqual(['0.0.0', '0.0.0', '0.0.0', '0.0.0', '0.0.0']);
  });
});

/** Published releases (`npm run ship`) and the live record, as scripts/ship.mjs writes them. */
describe('remoteManifest with published releases', () => {
  let staticRoot: string;
  const write = async (path: string, value: unknown) => {
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, typeof value === 'string' ? value : JSON.stringify(value));
  };
  const release = (folder: string, id: string, shellRuntime: string | null) =>
    Promise.all([
      write(join(staticRoot, 'releases', folder, id, 'remoteEntry.js'), 'var entry;'),
      write(join(staticRoot, 'releases', folder, id, 'release.json'), {
        id,
        version: id.split('-')[0],
        shellRuntime,
        publishedAt: new Date().toISOString(),
      }),
    ]);
  const live = (record: Record<string, { live: string; history: string[] }>) =>
    write(join(staticRoot, 'releases', 'live.json'), record);
  const gigs = async () => (await remoteManifest(staticRoot)).remotes.find((r) => r.name === 'mf_gigs');

  beforeEach(async () => {
    staticRoot = await mkdtemp(join(tmpdir(), 'campus-releases-'));
    await write(join(staticRoot, 'shell', 'package.json'), { name: '@campus/shell', version: '0.1.0' });
    await write(join(staticRoot, 'mf-gigs', 'package.json'), { name: '@campus/mf-gigs', version: '0.1.0' });
  });
  afterEach(() => rm(staticRoot, { recursive: true, force: true }));

  it('serves the built dist while nothing was shipped', async () => {
    expect(await gigs()).toEqual({ name: 'mf_gigs', entry: '/mf/mf-gigs/remoteEntry.js', version: '0.1.0' });
  });

  it("points at the live release's versioned folder, read again on every call (ship, then roll back)", async () => {
    await release('mf-gigs', '0.1.0-aaaaaaaa', '^0.1.0');
    await release('mf-gigs', '0.2.0-bbbbbbbb', '^0.1.0');
    await live({ 'mf-gigs': { live: '0.2.0-bbbbbbbb', history: ['0.1.0-aaaaaaaa'] } });
    expect(await gigs()).toEqual({
      name: 'mf_gigs',
      entry: '/mf/mf-gigs/0.2.0-bbbbbbbb/remoteEntry.js',
      version: '0.2.0-bbbbbbbb',
    });
    await live({ 'mf-gigs': { live: '0.1.0-aaaaaaaa', history: [] } });
    expect((await gigs())?.entry).toBe('/mf/mf-gigs/0.1.0-aaaaaaaa/remoteEntry.js');
  });

  it('reads the live record as npm run ship writes it now (activation times, history of pruned versions)', async () => {
    await release('mf-gigs', '0.2.0-bbbbbbbb', '^0.1.0');
    await write(join(staticRoot, 'releases', 'live.json'), {
      'mf-gigs': {
        live: '0.2.0-bbbbbbbb',
        activatedAt: '2025-06-01T11:00:00.000Z',
        history: ['0.1.0-aaaaaaaa'], // its folder pruned: only `live` is served
        activations: [
          { id: '0.1.0-aaaaaaaa', at: '2025-05-01T09:00:00.000Z' },
          { id: '0.2.0-bbbbbbbb', at: '2025-06-01T11:00:00.000Z' },
        ],
      },
    });
    expect((await gigs())?.entry).toBe('/mf/mf-gigs/0.2.0-bbbbbbbb/remoteEntry.js');
  });

  it('refuses cleanly a release that needs a newer shell runtime than the live shell', async () => {
    await release('mf-gigs', '0.3.0-cccccccc', '^0.2.0');
    await live({ 'mf-gigs': { live: '0.3.0-cccccccc', history: [] } });
    expect(await gigs()).toEqual({
      name: 'mf_gigs',
      entry: '/mf/mf-gigs/0.3.0-cccccccc/remoteEntry.js',
      version: '0.3.0-cccccccc',
      unavailable: 'it needs shell runtime ^0.2.0; the live shell runtime is 0.1.0',
    });
    // the other remotes are not affected
    const others = (await remoteManifest(staticRoot)).remotes.filter((r) => r.name !== 'mf_gigs');
    expect(others.every((r) => r.unavailable === undefined)).toBe(true);
    // once the shell runtime satisfies the range, the same release is served
    await write(join(staticRoot, 'shell', 'package.json'), { name: '@campus/shell', version: '0.2.1' });
    expect((await gigs())?.unavailable).toBeUndefined();
  });

  it("gates a never-shipped remote by its package.json's campus.shellRuntime too", async () => {
    await write(join(staticRoot, 'mf-gigs', 'package.json'), {
      version: '0.1.0',
      campus: { shellRuntime: '>=1.0.0' },
    });
    expect((await gigs())?.unavailable).toBe(
      'it needs shell runtime >=1.0.0; the live shell runtime is 0.1.0',
    );
  });

  it('ignores a live record naming a missing release or a malformed id', async () => {
    await live({ 'mf-gigs': { live: '0.9.0-dddddddd', history: [] } });
    expect((await gigs())?.entry).toBe('/mf/mf-gigs/remoteEntry.js');
    await live({ 'mf-gigs': { live: '../../etc', history: [] } });
    expect((await gigs())?.entry).toBe('/mf/mf-gigs/remoteEntry.js');
  });
});
