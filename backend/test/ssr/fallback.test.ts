import {
  CLIENT_RENDERED,
  rootHtml,
  serverBundle,
  ssrOutcome,
  ssrStateText,
  startSsrApp,
  type BundleBehaviour,
  type SsrApp,
} from '../support/ssr-pages';

/**
 * Issue 24 item 2, "never worse than today": the route's remote page is left to the browser when the
 * live release of the remote has no server bundle, its bundle throws when loaded, its page throws while
 * rendering or does not come within the budget; the page is still a 200 with the rest of it rendered
 * on the server. Each case is a release of mf-gigs published and made live as `npm run ship` does.
 */

const FOLDER = 'mf-gigs';
/** Every page mf-gigs declares (its remote.json): the bundles expose them all. */
const PAGES = ['./BrowseGigsPage', './GigDetailPage', './CreateGigPage', './EditGigPage'];

/** Budget far beyond any render here, so only the case under test can fall back. */
let roomy: SsrApp;
/** A small budget, for the page that never comes. */
let tight: SsrApp;

beforeAll(async () => {
  const budget = (ms: number) => startSsrApp({ env: { SSR_BUDGET_MS: String(ms) } });
  [roomy, tight] = await Promise.all([budget(10_000), budget(200)]);
});

afterAll(async () => {
  await roomy?.close();
  await tight?.close();
});

/** Publishes a release of mf-gigs with these files, makes it live, and loads /gigs as a visitor. */
async function gigsWith({ server, releases }: SsrApp, files: Record<string, string>) {
  const id = await releases.publish(FOLDER, files);
  await releases.live(FOLDER, id);
  const res = await server.get('/gigs');
  const body = await res.text();
  const app = rootHtml(body);
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(app)?.[1];
  if (main === undefined) throw new Error('the server rendered no <main>');
  return { res, body, app, main, outcome: ssrOutcome(res) };
}

const bundled = (behaviour: BundleBehaviour) => ({ 'server/remote.cjs': serverBundle(PAGES, behaviour) });

/** The shell's part came from the server: its navbar (a visitor's) and the state it hydrates from. */
function expectShellFromServer(page: { res: Response; body: string; app: string }) {
  expect(page.res.status).toBe(200);
  expect(page.app).toMatch(/<header\b[\s\S]*Log in[\s\S]*<\/header>/);
  expect(page.app).toContain('<footer');
  expect(ssrStateText(page.body)).toBeDefined();
}

/** The page's part is a boundary React leaves to the browser, with nothing of the remote's page in it. */
function expectPageLeftToBrowser(main: string, notShown: string) {
  expect(main).toContain(CLIENT_RENDERED);
  expect(main).not.toContain(notShown);
}

describe('a remote page the server cannot render is left to the browser, the rest of the page is not', () => {
  it('renders the remote page on the server when its bundle works (the happy path)', async () => {
    const page = await gigsWith(roomy, bundled({ renders: 'Rendered by fixture 1' }));
    expectShellFromServer(page);
    expect(page.outcome).toBe('server');
    expect(page.main).toContain('<p data-fixture="">Rendered by fixture 1</p>');
    expect(page.body).not.toContain('<!--$!-->');
  });

  it('falls back when the live release has no server bundle: no-bundle', async () => {
    const page = await gigsWith(roomy, { 'chunks/page.js': 'var page = "no server bundle";' });
    expectShellFromServer(page);
    expect(page.outcome).toBe('no-bundle');
    expectPageLeftToBrowser(page.main, 'data-fixture');
  });

  it('falls back when the bundle throws as it is evaluated: load-failed', async () => {
    const page = await gigsWith(roomy, bundled({ throwsOnLoad: 'fixture 2 cannot load' }));
    expectShellFromServer(page);
    expect(page.outcome).toBe('load-failed');
    expectPageLeftToBrowser(page.main, 'data-fixture');
  });

  it('falls back when the page component throws while rendering: render', async () => {
    const page = await gigsWith(roomy, bundled({ throwsInRender: 'fixture 3 breaks in render' }));
    expectShellFromServer(page);
    expect(page.outcome).toBe('render');
    expectPageLeftToBrowser(page.main, 'fixture 3 breaks in render');
  });

  it('falls back when the page module never comes, once the budget is spent: budget', async () => {
    const page = await gigsWith(tight, bundled({ neverLoads: true }));
    expectShellFromServer(page);
    expect(page.outcome).toBe('budget');
    expectPageLeftToBrowser(page.main, 'data-fixture');
  });
});
