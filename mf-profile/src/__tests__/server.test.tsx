import { cleanup, screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, Dashboard } from '@campus/contracts';
import {
  createQueryClient,
  expectPrefetchedAsRead,
  fakeLiveStream,
  prefetchPage,
  routedPage,
  serverPageRequest,
  stubFetch,
  type FakeLiveStream,
} from '@campus/shell/testing';
import ProfileCompletionPage from '../exposes/ProfileCompletionPage';
import ProfilePage from '../exposes/ProfilePage';
import { universitiesQuery } from '../lib/universities/use-universities';
import serverPages from '../server';
import { gigPage, makeGig } from '../test/gigs';
import { makeOrder } from '../test/orders';
import { newUser, user } from '../test/users';

// mf-profile's server module: /profile's queries are the student's (keyed by their id, which the
// renderer seeds with the session): exactly what the tab of `?tab=` reads on its first screen, and the
// page rendered from that client fetches nothing. Private: no head.

const me = user({ id: 7 });
/** As the server renderer seeds the session: where the shell's runtime keeps the signed-in user. */
const session = (who: CurrentUser) => (client: QueryClient) => client.setQueryData(['auth', 'me'], who);

const dashboard = (payable: number): Dashboard => ({
  activeGigs: 1,
  completedOrders: 1,
  totalEarnings: 25,
  totalSpent: 0,
  balances: { inEscrow: 0, payable, paidOut: 0 },
});

let live: FakeLiveStream;
beforeEach(() => {
  live = fakeLiveStream();
});
afterEach(() => {
  live.restore();
  localStorage.clear();
});

const serveWith = (payable: number) => () =>
  stubFetch({
    'GET /api/dashboard': { body: dashboard(payable) },
    'GET /api/gigs': { body: gigPage([makeGig({ title: 'Calculus tutoring' })]) },
    'GET /api/orders': { body: [makeOrder()] },
    'GET /api/payouts': { body: { payoutsEnabled: false, accountCreated: false } },
  });
const serve = serveWith(0);

const profilePage = (route: string, shown: () => Promise<unknown>) =>
  routedPage(<ProfilePage />, { route, path: '/profile', user: me }, shown);

const request = (search = '') => serverPageRequest('./ProfilePage', '/profile', { search, signedIn: true });

describe('/profile on the server', () => {
  it('the Profile tab (also for an unknown ?tab=) prefetches the payout status of its Payouts row', async () => {
    for (const search of ['', 'tab=nope']) {
      const page = profilePage(`/profile?${search}`, () => screen.findByText(/Set one up to receive them/));
      await expectPrefetchedAsRead(serverPages, request(search), page, serve, { seed: session(me) });
      cleanup();
    }
  });

  it('My Gigs prefetches the student’s own gigs', async () => {
    const page = profilePage('/profile?tab=gigs', () => screen.findByText('Calculus tutoring'));
    await expectPrefetchedAsRead(serverPages, request('tab=gigs'), page, serve, { seed: session(me) });
  });

  it('My Orders prefetches the student’s orders', async () => {
    const page = profilePage('/profile?tab=orders', () => screen.findAllByText(/Calculus tutoring/));
    await expectPrefetchedAsRead(serverPages, request('tab=orders'), page, serve, { seed: session(me) });
  });

  it('the Dashboard prefetches stats, orders and recent gigs, and the payout status when money is payable', async () => {
    for (const payable of [0, 24.6]) {
      const page = profilePage('/profile?tab=dashboard', () =>
        screen.findByRole('region', { name: 'Balances' }),
      );
      await expectPrefetchedAsRead(serverPages, request('tab=dashboard'), page, serveWith(payable), {
        seed: session(me),
      });
      cleanup();
    }
  });

  it('asks for the user itself when the renderer did not seed it, and reads nothing without one', async () => {
    const seeded = serve();
    await prefetchPage(serverPages, request(), session(me));
    expect(seeded.requests.map((r) => r.url)).toEqual(['/api/payouts']);

    const asked = stubFetch({
      'GET /api/me': { body: me },
      'GET /api/payouts': { body: { payoutsEnabled: false, accountCreated: false } },
    });
    const client = await prefetchPage(serverPages, request());
    expect(asked.requests.map((r) => r.url)).toEqual(['/api/me', '/api/payouts']);
    expect(client.getQueryData(['payouts', 'status', me.id])).toBeDefined();
    expect(client.getQueryData(['auth', 'me'])).toBeUndefined();

    const nobody = stubFetch({ 'GET /api/me': { status: 401, body: { message: 'Not signed in' } } });
    await prefetchPage(serverPages, request());
    expect(nobody.requests.map((r) => r.url)).toEqual(['/api/me']);
    expect(serverPages.head?.(request(), client) ?? null).toBeNull();
  });

  it('the completion page reads its university list from a static file, never from the server render', async () => {
    const ana = newUser();
    const page = routedPage(<ProfileCompletionPage />, { route: '/profile-completion', user: ana }, () =>
      screen.findByRole('heading', { level: 1 }),
    );
    const asked = serverPageRequest('./ProfileCompletionPage', '/profile-completion', { signedIn: true });
    await expectPrefetchedAsRead(serverPages, asked, page, serve, {
      seed: session(ana),
      browserOnly: { keys: [universitiesQuery.queryKey], paths: [] },
    });
    expect(createQueryClient().getQueryData(universitiesQuery.queryKey)).toBeUndefined();
  });
});
