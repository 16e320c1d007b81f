import { rm } from 'node:fs/promises';
import { renderPage } from '../../src/static/page';
import { startTestServer, type TestServer } from '../harness';
import {
  embeddedManifest,
  INDEX,
  releasesOf,
  serverBundle,
  ssrStateText,
  ssrStaticRoot,
  type Releases,
} from '../support/ssr-pages';

/**
 * SSR=off: every page is the one sent before server rendering (the template with the visitor's
 * manifest and the static frame, static/page.ts), though the shell's server bundle is there and the
 * live release of mf-gigs has a working one.
 */

let root: string;
let server: TestServer;
let releases: Releases;

beforeAll(async () => {
  root = await ssrStaticRoot();
  server = await startTestServer({ staticRoot: root, env: { SSR: 'off' } });
  releases = releasesOf(server.databaseName);
  const id = await releases.publish('mf-gigs', {
    'server/remote.cjs': serverBundle(['./BrowseGigsPage', './GigDetailPage'], { renders: 'Server page' }),
  });
  await releases.live('mf-gigs', id);
});

afterAll(async () => {
  await server?.close();
  await releases?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('SSR=off', () => {
  it.each(['/', '/gigs', '/gigs/1'])(
    'sends %s as the static page, with no server-rendered state',
    async (path) => {
      const res = await server.get(path);
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(ssrStateText(body)).toBeUndefined();
      expect(res.headers.get('server-timing') ?? '').not.toMatch(/\bssr\b/);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      const manifest = embeddedManifest(body);
      expect(manifest.remotes.find((r) => r.folder === 'mf-gigs')?.channel).toBe('live');
      expect(body).toBe(renderPage(INDEX, manifest, { path, search: '', signedIn: false, remoteChunks: [] }));
    },
  );
});
