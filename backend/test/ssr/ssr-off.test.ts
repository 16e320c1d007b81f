import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { renderPage } from '../../src/static/page';
import {
  embeddedManifest,
  INDEX,
  serverBundle,
  ssrStateText,
  startSsrApp,
  type SsrApp,
} from '../support/ssr-pages';

/**
 * The page sent before server rendering (the template with the visitor's manifest and the static
 * frame, static/page.ts) is what every page is with SSR=off, though the shell's server bundle is there
 * and the live release of mf-gigs has a working one; and what it is with SSR on while the shell's
 * server bundle is missing (a backend deployed without the front ends' build).
 */

let off: SsrApp;
let unbuilt: SsrApp;

async function withLiveGigs(app: SsrApp): Promise<SsrApp> {
  const id = await app.releases.publish('mf-gigs', {
    'server/remote.cjs': serverBundle(['./BrowseGigsPage', './GigDetailPage'], { renders: 'Server page' }),
  });
  await app.releases.live('mf-gigs', id);
  return app;
}

beforeAll(async () => {
  [off, unbuilt] = await Promise.all([
    startSsrApp({ env: { SSR: 'off' } }).then(withLiveGigs),
    startSsrApp({ env: { SSR: 'on' } }).then(withLiveGigs),
  ]);
  await rm(join(unbuilt.server.config.staticRoot, 'shell', 'dist-server', 'server.cjs'));
});

afterAll(async () => {
  await off?.close();
  await unbuilt?.close();
});

describe.each([
  ['SSR=off', () => off],
  ['no shell server bundle', () => unbuilt],
])('%s', (_, app) => {
  it.each(['/', '/gigs', '/gigs/1'])(
    'sends %s as the static page, with no server-rendered state',
    async (path) => {
      const res = await app().server.get(path);
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
