import { currentUser } from '@campus/contracts';
import { signedIn } from '../auth/browser';
import { parseExposition, valueOf } from '../metrics/prometheus-text';
import { serverBundle, ssrOutcome, startSsrApp, type SsrApp } from '../support/ssr-pages';

/**
 * Issue 24 item 4: a page rendered for a visitor without a session is kept a few seconds
 * (SSR_CACHE_MS) for the next anonymous visitors; never a signed-in visitor's page; dropped by a
 * catalog write on this instance.
 */

const FOLDER = 'mf-gigs';
const METRICS_TOKEN = 'ssr-page-cache-metrics-token';
const PAGES = ['./BrowseGigsPage', './GigDetailPage', './CreateGigPage', './EditGigPage'];

let app: SsrApp;

beforeAll(async () => {
  // a minute: no entry can age out during the test, so every miss below is the rule's, not the clock's
  app = await startSsrApp({
    seed: true,
    env: { SSR_BUDGET_MS: '10000', SSR_CACHE_MS: '60000', METRICS_TOKEN: METRICS_TOKEN },
  });
  const id = await app.releases.publish(FOLDER, {
    'server/remote.cjs': serverBundle(PAGES, { renders: 'Cached gigs' }),
  });
  await app.releases.live(FOLDER, id);
}, 120_000);

afterAll(() => app?.close());

/** Whether the page came from the cache (its Server-Timing says so), and how it was rendered. */
async function visit(path: string, cookie?: string): Promise<string> {
  const res = await app.server.get(path, cookie ? { headers: { cookie } } : {});
  expect(res.status).toBe(200);
  await res.text();
  const hit = (res.headers.get('server-timing') ?? '').includes('ssr-cache;desc="hit"');
  return `${ssrOutcome(res)}${hit ? ', kept' : ''}`;
}

it('renders an anonymous page once, then hands the same page to the next anonymous visitor', async () => {
  expect(await visit('/gigs?category=Design')).toBe('server');
  expect(await visit('/gigs?category=Design')).toBe('server, kept');
  // another address is another page
  expect(await visit('/gigs?category=Tutoring')).toBe('server');
});

it("never keeps or hands out a signed-in visitor's page", async () => {
  const maya = await signedIn(app.server, 'maya.chen@asu.edu');
  expect(await visit('/gigs?category=Music', maya.cookieHeader())).toBe('server');
  expect(await visit('/gigs?category=Music', maya.cookieHeader())).toBe('server');
  expect(await visit('/gigs?category=Music')).toBe('server');
});

it('drops the kept pages when this instance serves a catalog write', async () => {
  expect(await visit('/gigs?category=Research')).toBe('server');
  expect(await visit('/gigs?category=Research')).toBe('server, kept');
  const maya = await signedIn(app.server, 'maya.chen@asu.edu');
  const me = currentUser.parse(await (await maya.request('GET', '/api/me')).json());
  const saved = await maya.request('PUT', '/api/profile', {
    firstName: me.firstName,
    lastName: me.lastName,
    university: me.university,
    bio: 'Tutor, now with a longer bio',
  });
  expect(saved.status).toBe(200);
  expect(await visit('/gigs?category=Research')).toBe('server');
});

it('counts the pages rendered and the pages handed out from the cache, for the operator', async () => {
  const count = async (outcome: string) => {
    const res = await app.server.get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    return valueOf(parseExposition(await res.text()), 'campus_ssr_pages_total', { outcome }) ?? 0;
  };
  const [rendered, kept] = [await count('server'), await count('cached')];
  expect(await visit('/gigs?category=Photography')).toBe('server');
  expect(await visit('/gigs?category=Photography')).toBe('server, kept');
  expect(await count('server')).toBe(rendered + 1);
  expect(await count('cached')).toBe(kept + 1);
});
