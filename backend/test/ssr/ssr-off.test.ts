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
 * SSR=off: every page is the one sent before server rendering (the template with the visitor's
 * manifest and the static frame, static/page.ts), though the shell's server bundle is there and the
 * live release of mf-gigs has a working one.
 */

let app: SsrApp;

beforeAll(async () => {
  app = await startSsrApp({ env: { SSR: 'off' } });
  const { releases } = app;
  const id = await releases.publish('mf-gigs', {
    'server/remote.cjs': serverBundle(['./BrowseGigsPage', './GigDetailPage'], { renders: 'Server page' }),
  });
  await releases.live('mf-gigs', id);
});

afterAll(() => app?.close());

describe('SSR=off', () => {
  it.each(['/', '/gigs', '/gigs/1'])(
    'sends %s as the static page, with no server-rendered state',
    async (path) => {
      const res = await app.server.get(path);
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
