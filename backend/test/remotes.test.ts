import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServedRemote } from '@campus/contracts';
import { chooseVersion, type Visit } from '../src/remotes/channels';
import { formatPreviews, parsePreviews } from '../src/remotes/preview-cookie';
import { remoteManifest, servedShellRuntime } from '../src/remotes/service';
import { createReleaseStore, type ReleaseStore } from '../src/remotes/store';
import { canaryBucket } from '../src/remotes/visitor';
import { openDatabase } from '../src/db/client';
import type { Database } from '../src/db/types';
import { migrationsFolder } from './harness';
import { createMigratedDatabase, databaseUrl, dropDatabase } from './support/test-database';
import { clearReleases, declaration, publishRelease, put, writeLive } from './support/remote-fixtures';

// The per-visitor remote manifest (remotes/service.ts, channels.ts) read from a STATIC_ROOT laid out as
// the builds write it and the releases `npm run ship` publishes into the database. Over HTTP: remote-channels.test.ts and static.test.ts.

const visit = (over: Partial<Visit> = {}): Visit => ({
  visitor: 'visitor-000',
  previews: new Map(),
  localRemotes: true,
  ...over,
});

const GIGS = declaration('/gigs', './BrowseGigsPage', 'Browse Gigs');
const A = '0.1.0-aaaaaaaa';
const B = '0.2.0-bbbbbbbb';
const C = '0.3.0-cccccccc';

let databaseName: string;
let database: Database;
let store: ReleaseStore;
beforeAll(async () => {
  databaseName = await createMigratedDatabase();
  database = await openDatabase({ databaseUrl: databaseUrl(databaseName), migrationsFolder });
});
afterAll(async () => {
  await database.close();
  await dropDatabase(databaseName);
});

let root: string;
beforeEach(async () => {
  await clearReleases(database.db);
  // a fresh store: the fixtures reuse release ids with other files, which a real release id never has
  store = createReleaseStore(database.db);
  root = await mkdtemp(join(tmpdir(), 'campus-remotes-'));
  await put(join(root, 'shell', 'package.json'), { name: '@campus/shell', version: '0.1.0' });
  await put(join(root, 'mf-gigs', 'package.json'), { name: '@campus/mf-gigs', version: '0.1.0' });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const manifest = (v: Partial<Visit> = {}) => remoteManifest(root, store, visit(v));
const gigs = async (v: Partial<Visit> = {}): Promise<ServedRemote | undefined> =>
  (await manifest(v)).remotes.find((r) => r.folder === 'mf-gigs');

describe('the manifest of a never-shipped remote (its built dist)', () => {
  it("lists every registry remote, with the dist's declaration and package version", async () => {
    await put(join(root, 'mf-gigs', 'dist', 'campus-remote.json'), GIGS);
    const all = await manifest();
    expect(all.remotes.map((r) => r.folder)).toEqual([
      'mf-gigs',
      'mf-marketplace',
      'mf-messages',
      'mf-checkout',
      'mf-profile',
    ]);
    expect(all.remotes[0]).toEqual({
      name: 'mf_gigs',
      folder: 'mf-gigs',
      entry: '/mf/mf-gigs/remoteEntry.js',
      version: '0.1.0',
      channel: 'live',
      routes: GIGS.routes,
      nav: GIGS.nav,
    });
  });

  it('lists a version without a readable campus-remote.json as unavailable, with the reason', async () => {
    expect(await gigs()).toMatchObject({
      unavailable: 'the build of mf-gigs has no campus-remote.json',
      routes: [],
      nav: [],
    });
    await put(join(root, 'mf-gigs', 'dist', 'campus-remote.json'), '{ not json');
    expect((await gigs())?.unavailable).toBe("the build of mf-gigs's campus-remote.json is not JSON");
    await put(join(root, 'mf-gigs', 'dist', 'campus-remote.json'), { ...GIGS, routes: [{ path: 'gigs' }] });
    expect((await gigs())?.unavailable).toMatch(
      /^its campus-remote.json \(the build of mf-gigs\) is not a remote declaration at routes\.0/,
    );
  });

  it("gates it by its package.json's campus.shellRuntime", async () => {
    await put(join(root, 'mf-gigs', 'dist', 'campus-remote.json'), GIGS);
    await put(join(root, 'mf-gigs', 'package.json'), {
      version: '0.1.0',
      campus: { shellRuntime: '>=1.0.0' },
    });
    expect(await gigs()).toMatchObject({
      unavailable: 'it needs shell runtime >=1.0.0; the live shell runtime is 0.1.0',
      routes: GIGS.routes,
    });
  });
});

describe('the served shell runtime', () => {
  it("is the shell build's runtime-version.json, else shell/package.json's version", async () => {
    expect(await servedShellRuntime(root)).toBe('0.1.0');
    await put(join(root, 'shell', 'dist', 'runtime-version.json'), { version: '0.3.1' });
    expect(await servedShellRuntime(root)).toBe('0.3.1');
    await publishRelease(database.db, 'mf-gigs', C, GIGS, '^0.3.0');
    await writeLive(database.db, { 'mf-gigs': { live: C } });
    expect((await gigs())?.unavailable).toBeUndefined();
  });
});

describe('channels: preview > local > canary > live', () => {
  beforeEach(async () => {
    await publishRelease(database.db, 'mf-gigs', A, GIGS);
    await publishRelease(database.db, 'mf-gigs', B, declaration('/gigs', './BrowseGigsPage', 'Canary Gigs'));
    await publishRelease(database.db, 'mf-gigs', C, declaration('/gigs', './BrowseGigsPage', 'Preview Gigs'));
  });
  const remote = { folder: 'mf-gigs', devPort: 3101 };
  const chosen = async (v: Partial<Visit>) => {
    const view = await store.now();
    return chooseVersion(view, remote, view.live.get('mf-gigs'), visit(v));
  };

  it('serves the live release from its versioned folder, with its own declaration', async () => {
    await writeLive(database.db, { 'mf-gigs': { live: A } });
    expect(await gigs()).toEqual({
      name: 'mf_gigs',
      folder: 'mf-gigs',
      entry: `/mf/mf-gigs/${A}/remoteEntry.js`,
      version: A,
      channel: 'live',
      routes: GIGS.routes,
      nav: GIGS.nav,
    });
  });

  it('gives a preview cookie of a published release that release, over a canary and live', async () => {
    await writeLive(database.db, { 'mf-gigs': { live: A, canary: { id: B, share: 100 } } });
    expect(await gigs()).toMatchObject({ channel: 'canary', version: B });
    const previewed = await gigs({ previews: new Map([['mf-gigs', C]]) });
    expect(previewed).toMatchObject({
      channel: 'preview',
      version: C,
      entry: `/mf/mf-gigs/${C}/remoteEntry.js`,
    });
    expect(previewed?.routes[0]?.firstPaint?.heading).toBe('Preview Gigs');
    // a preview of one remote leaves the others as they are
    const others = (await manifest({ previews: new Map([['mf-gigs', C]]) })).remotes.slice(1);
    expect(others.every((r) => r.channel === 'live')).toBe(true);
  });

  it('ignores a preview of an id that is not published (or not an id)', async () => {
    await writeLive(database.db, { 'mf-gigs': { live: A } });
    expect(await gigs({ previews: new Map([['mf-gigs', '9.9.9-dddddddd']]) })).toMatchObject({
      channel: 'live',
      version: A,
    });
    expect(
      parsePreviews('mf-gigs:../../etc,mf-gigs:9.9.9,x:1.0.0-aaaaaaaa,mf-gigs:1.0.0-aaaaaaaa:x'),
    ).toEqual(new Map());
    expect(formatPreviews(parsePreviews(`mf-gigs:${A}, mf-profile:local`))).toBe(
      `mf-gigs:${A},mf-profile:local`,
    );
  });

  it('serves local only when LOCAL_REMOTES is on, from /mf-local/, before a canary', async () => {
    await writeLive(database.db, { 'mf-gigs': { live: A, canary: { id: B, share: 100 } } });
    const previews = new Map([['mf-gigs', 'local']]);
    expect(await chosen({ previews })).toEqual({ channel: 'local' });
    const local = await gigs({ previews });
    expect(local).toMatchObject({
      channel: 'local',
      entry: '/mf-local/mf-gigs/remoteEntry.js',
      version: 'local',
    });
    // its routes come from the dev server, or it is unavailable when none runs (remote-channels.test.ts)
    expect(await gigs({ previews, localRemotes: false })).toMatchObject({ channel: 'canary', version: B });
  });

  it('falls back to live when the canary release is missing, and to the dist when live is', async () => {
    await writeLive(database.db, { 'mf-gigs': { live: A, canary: { id: '0.9.0-99999999', share: 100 } } });
    expect(await gigs()).toMatchObject({ channel: 'live', version: A });
    await writeLive(database.db, { 'mf-gigs': { live: '0.9.0-99999999' } });
    expect(await gigs()).toMatchObject({
      channel: 'live',
      entry: '/mf/mf-gigs/remoteEntry.js',
      version: '0.1.0',
    });
  });

  it('lists a folder the live record makes live though the registry does not name it, read again on every call', async () => {
    const events = declaration('/events', './EventsPage', 'Campus Events');
    await publishRelease(database.db, 'mf-events', A, events);
    await writeLive(database.db, { 'mf-gigs': { live: A } });
    expect((await manifest()).remotes.map((r) => r.folder)).not.toContain('mf-events');
    await writeLive(database.db, { 'mf-gigs': { live: A }, 'mf-events': { live: A } });
    expect((await manifest()).remotes.find((r) => r.folder === 'mf-events')).toEqual({
      name: 'mf_events',
      folder: 'mf-events',
      entry: `/mf/mf-events/${A}/remoteEntry.js`,
      version: A,
      channel: 'live',
      routes: events.routes,
      nav: events.nav,
    });
  });

  it('lists a release without campus-remote.json as unavailable', async () => {
    await publishRelease(database.db, 'mf-gigs', '0.4.0-eeeeeeee', null);
    await writeLive(database.db, { 'mf-gigs': { live: '0.4.0-eeeeeeee' } });
    expect(await gigs()).toMatchObject({
      version: '0.4.0-eeeeeeee',
      unavailable: 'release 0.4.0-eeeeeeee of mf-gigs has no campus-remote.json',
      routes: [],
    });
  });
});

describe('the canary bucket', () => {
  it('is stable per visitor and remote: the first 8 hex digits of sha256("<visitor>:<folder>") mod 100', () => {
    const hex = createHash('sha256').update('visitor-000:mf-gigs').digest('hex').slice(0, 8);
    expect(canaryBucket('visitor-000', 'mf-gigs')).toBe(parseInt(hex, 16) % 100);
    expect(canaryBucket('visitor-000', 'mf-gigs')).toBe(canaryBucket('visitor-000', 'mf-gigs'));
  });

  it('gives a 10% canary to 10% ± 5 points of 200 fixed visitors, the same ones every time', async () => {
    await publishRelease(database.db, 'mf-gigs', A, GIGS);
    await publishRelease(database.db, 'mf-gigs', B, GIGS);
    await writeLive(database.db, { 'mf-gigs': { live: A, canary: { id: B, share: 10 } } });
    const visitors = Array.from({ length: 200 }, (_, i) => `visitor-${String(i).padStart(3, '0')}`);
    const inCanary = async () => {
      const picked: string[] = [];
      for (const visitor of visitors)
        if ((await gigs({ visitor }))?.channel === 'canary') picked.push(visitor);
      return picked;
    };
    const first = await inCanary();
    expect(Math.abs((first.length / visitors.length) * 100 - 10)).toBeLessThanOrEqual(5);
    expect(await inCanary()).toEqual(first);
  });
});
