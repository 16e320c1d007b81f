import { serverBundle, startSsrApp, type SsrApp } from '../support/ssr-pages';

/** A remote's server bundle is the backend's to run: never served to a browser, from a release or a build. */

let app: SsrApp;

beforeAll(async () => {
  app = await startSsrApp({ builtRemotes: ['mf-gigs'] });
});

afterAll(() => app?.close());

it("answers 404 for a release's server bundle and serves the release's browser files", async () => {
  const id = await app.releases.publish('mf-gigs', {
    'server/remote.cjs': serverBundle(['./BrowseGigsPage'], { renders: 'private' }),
    'remoteEntry.js': 'var entry = 1;',
  });
  expect((await app.server.get(`/mf/mf-gigs/${id}/remoteEntry.js`)).status).toBe(200);
  expect((await app.server.get(`/mf/mf-gigs/${id}/server/remote.cjs`)).status).toBe(404);
});

it("answers 404 for a build's server bundle", async () => {
  expect((await app.server.get('/mf/mf-gigs/server/remote.cjs')).status).toBe(404);
});
