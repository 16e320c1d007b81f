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
