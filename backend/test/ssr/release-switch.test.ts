import { readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { backendDir, type TestServer } from '../harness';
import { put } from '../support/remote-fixtures';
import {
  embeddedManifest,
  rootHtml,
  serverBundle,
  ssrOutcome,
  startSsrApp,
  type Releases,
  type SsrApp,
} from '../support/ssr-pages';

/**
 * Issue 24 item 1: the backend loads the live server bundle of a remote at run time. One running app
 * renders release A's page, then B's once B is made live, then A's again after the rollback, with no
 * restart; a browser previewing a release gets that release's page, with the same release in the
 * manifest it hydrates with. A remote never shipped is rendered from its build's server bundle, read
 * again when the build changes.
 */

const FOLDER = 'mf-gigs';
const PAGES = ['./BrowseGigsPage', './GigDetailPage', './CreateGigPage', './EditGigPage'];

let app: SsrApp;
let server: TestServer;
let releases: Releases;
/** An app with no release of mf-gigs: its build (`mf-gigs/dist`) is served. */
let unshipped: SsrApp;

beforeAll(async () => {
  const start = () => startSsrApp({ env: { SSR_BUDGET_MS: '10000' } });
  [app, unshipped] = await Promise.all([start(), start()]);
  ({ server, releases } = app);
});

afterAll(async () => {
  await app?.close();
  await unshipped?.close();
});

const release = (text: string) =>
  releases.publish(FOLDER, { 'server/remote.cjs': serverBundle(PAGES, { renders: text }) });

/** /gigs as one browser gets it: what the server rendered, and the mf-gigs version it is told to load. */
async function gigs(cookie?: string, from: TestServer = server) {
  const res = await from.get('/gigs', cookie ? { headers: { cookie } } : {});
  expect(res.status).toBe(200);
  const body = await res.text();
  const rendered = /<p data-fixture="">([^<]*)<\/p>/.exec(rootHtml(body))?.[1];
  const served = embeddedManifest(body).remotes.find((r) => r.folder === FOLDER);
  return { outcome: ssrOutcome(res), rendered, version: served?.version, channel: served?.channel };
}

describe("a remote's server bundle follows its live release, with no restart", () => {
  it('renders A, then B once B is live, then A again after the rollback', async () => {
    const a = await release('Release A');
    const b = await release('Release B');
    expect(a).not.toBe(b);

    await releases.live(FOLDER, a);
    expect(await gigs()).toEqual({ outcome: 'server', rendered: 'Release A', version: a, channel: 'live' });

    await releases.live(FOLDER, b);
    expect(await gigs()).toEqual({ outcome: 'server', rendered: 'Release B', version: b, channel: 'live' });

    expect(await releases.rollback(FOLDER)).toBe(a);
    expect(await gigs()).toEqual({ outcome: 'server', rendered: 'Release A', version: a, channel: 'live' });
  });

  it("renders a previewing browser's release, the one its manifest names; everyone else keeps the live one", async () => {
    const live = await release('Release L (live)');
    await releases.live(FOLDER, live);
    const previewed = await release('Release P (preview)');
    await releases.preview(FOLDER, previewed);

    const link = await server.get(`/preview/${FOLDER}/${previewed}`, { redirect: 'manual' });
    expect(link.status).toBe(303);
    const cookie = link.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    expect(await gigs(cookie)).toEqual({
      outcome: 'server',
      rendered: 'Release P (preview)',
      version: previewed,
      channel: 'preview',
    });
    expect(await gigs()).toMatchObject({ rendered: 'Release L (live)', version: live, channel: 'live' });
  });
});

describe("a never-shipped remote's build", () => {
  it('is rendered from its dist/server bundle, and again once the build changes', async () => {
    const dist = join(unshipped.server.config.staticRoot, FOLDER, 'dist');
    const bundle = join(dist, 'server', 'remote.cjs');
    await put(join(dist, 'remoteEntry.js'), 'var mf_gigs;');
    await put(
      join(dist, 'campus-remote.json'),
      await readFile(join(backendDir, '..', FOLDER, 'remote.json')),
    );
    await put(bundle, serverBundle(PAGES, { renders: 'Build 1' }));
    expect(await gigs(undefined, unshipped.server)).toMatchObject({ outcome: 'server', rendered: 'Build 1' });

    await put(bundle, serverBundle(PAGES, { renders: 'Build 2' }));
    // a rebuild's file is newer, whatever the file system's clock resolution
    const later = new Date(Date.now() + 60_000);
    await utimes(bundle, later, later);
    expect(await gigs(undefined, unshipped.server)).toMatchObject({ outcome: 'server', rendered: 'Build 2' });
  });
});
