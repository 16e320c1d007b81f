import { paths, type CurrentUser } from '@campus/contracts';
import { must, type TestServer } from '../harness';
import { signedIn, type Browser } from '../auth/browser';
import { remoteBuilt, rootHtml, ssrStateText, startSsrApp, type SsrApp } from '../support/ssr-pages';

/**
 * Issue 24 item 2: a server-rendered page holds its visitor's data, so no shared cache may keep it
 * (`Cache-Control: private`, `no-store` once signed in, `Vary: Cookie`), one visitor's data never
 * appears in another's page however many are rendered at once, and a page that needs a session sends
 * a visitor without one to sign in, uncached. The signed-in pages are the real remotes' builds where
 * they are built (mf-profile's /profile, mf-messages' /messages) and the shell's own /notifications.
 */

const REMOTE_PAGES: ReadonlyArray<[folder: string, path: string]> = [
  ['mf-profile', '/profile'],
  ['mf-messages', '/messages'],
];
const builtPages = REMOTE_PAGES.filter(([folder]) => remoteBuilt(folder)).map(([, path]) => path);
const SIGNED_IN_PAGES = [...builtPages, paths.notifications];

/** Two demo students (seed) of different universities. */
const USERS = [
  { email: 'maya.chen@asu.edu', firstName: 'Maya' },
  { email: 'ethan.brooks@utexas.edu', firstName: 'Ethan' },
] as const;

let app: SsrApp;
let server: TestServer;
let browsers: Browser[];

beforeAll(async () => {
  app = await startSsrApp({
    seed: true,
    builtRemotes: ['mf-gigs', 'mf-marketplace', ...REMOTE_PAGES.map(([folder]) => folder)],
    env: { SSR_BUDGET_MS: '10000' },
  });
  server = app.server;
  browsers = await Promise.all(USERS.map((u) => signedIn(server, u.email)));
}, 120_000);

afterAll(() => app?.close());

/** Whether the HTML the server rendered has the account menu of the student named so. */
const accountMenuOf = (body: string, firstName: string) =>
  rootHtml(body)
    .replace(/<!-- -->/g, '')
    .includes(`Account menu for ${firstName}<`);

const varies = (res: Response) =>
  (res.headers.get('vary') ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .includes('cookie');

describe('what a shared cache may keep of a server-rendered page', () => {
  it.each(['/', '/gigs', '/marketplace', '/auth', '/no-such-page'])(
    "a visitor's %s: private, no-cache, Vary: Cookie",
    async (path) => {
      const res = await server.get(path);
      expect([200, 404]).toContain(res.status);
      expect(ssrStateText(await res.text())).toBeDefined();
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(varies(res)).toBe(true);
    },
  );

  it.each(['/', '/gigs', ...SIGNED_IN_PAGES])(
    "a signed-in student's %s: private, no-store, Vary: Cookie",
    async (path) => {
      const res = await must(browsers[0]).get(path);
      expect(res.status).toBe(200);
      expect(JSON.parse(ssrStateText(await res.text()) ?? 'null')).toMatchObject({
        user: { email: USERS[0].email },
      });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(varies(res)).toBe(true);
    },
  );

  it.each([...SIGNED_IN_PAGES, `${paths.notifications}?page=2`])(
    '%s without a session: 302 to sign-in, no-store',
    async (path) => {
      const res = await server.get(path, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(paths.auth(path));
      expect(res.headers.get('cache-control')).toBe('no-store');
    },
  );
});

describe("one student's data in another's page", () => {
  it(`never: two students' ${SIGNED_IN_PAGES.join(', ')} rendered 10 times each, all at once`, async () => {
    const requests = SIGNED_IN_PAGES.flatMap((path) =>
      USERS.flatMap((user, u) =>
        Array.from({ length: 10 }, async () => {
          const res = await must(browsers[u]).get(path);
          return { path, user, status: res.status, body: await res.text() };
        }),
      ),
    );
    const pages = await Promise.all(requests);
    expect(pages).toHaveLength(SIGNED_IN_PAGES.length * USERS.length * 10);
    for (const page of pages) {
      const other = must(USERS.find((u) => u !== page.user));
      const where = `${page.user.email}'s ${page.path}`;
      expect({ where, status: page.status }).toEqual({ where, status: 200 });
      const state = ssrStateText(page.body) ?? '';
      const user = (JSON.parse(state) as { user: CurrentUser | null }).user;
      expect({ where, user: user?.email }).toEqual({ where, user: page.user.email });
      // the account menu the server drew is this student's
      expect({
        where,
        menu: accountMenuOf(page.body, page.user.firstName),
      }).toEqual({ where, menu: true });
      // nothing of the other student: not in the HTML, not in the state
      expect({ where, leaked: page.body.includes(other.email) }).toEqual({ where, leaked: false });
      expect({ where, leaked: accountMenuOf(page.body, other.firstName) }).toEqual({
        where,
        leaked: false,
      });
    }
  });
});
