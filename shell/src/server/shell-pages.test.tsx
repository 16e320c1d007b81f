import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { PRODUCT_NAME, type CurrentUser, type ServerPageRequest } from '@campus/contracts';
import { testNotification, testNotificationPage } from '../layout/navbar/testNotifications';
import { pageTitle } from '../layout/title/pageTitle';
import { HomePage } from '../pages/home/HomePage';
import NotificationsPage from '../pages/notifications/NotificationsPage';
import SignInPage from '../pages/sign-in/SignInPage';
import {
  createQueryClient,
  expectPrefetchedAsRead,
  makeTestUser,
  prefetchPage,
  routedPage,
  serverPageRequest,
  stubFetch,
} from '../runtime/testing';
import shellPages from './shell-pages';

// The shell's own pages on the server: what shell-pages puts in the request's query client is exactly
// what each page reads on its first screen (rendered from it, the page fetches nothing).

function serve() {
  return stubFetch({
    'GET /api/gigs': { body: { items: [], nextCursor: null } },
    'GET /api/config': {
      body: {
        googleClientId: null,
        googleScriptUrl: 'https://accounts.google.com/gsi/client',
        paymentProvider: 'sandbox',
        stripePublishableKey: null,
      },
    },
    'GET /api/notifications': { body: testNotificationPage([testNotification(1)], 1) },
  });
}

/** The shell renderer's request for one of its own pages: `page` is the address itself. */
const shellRequest = (route: string, signedIn = false): ServerPageRequest => {
  const [path = route, search = ''] = route.split('?');
  return serverPageRequest(path, path, { search, signedIn });
};

const shellPage = (ui: ReactElement, route: string, shown: () => Promise<unknown>, user?: CurrentUser) =>
  routedPage(ui, { route, user }, shown);

describe('shell pages on the server', () => {
  it('home prefetches the featured gigs: what the page reads; its head is the product and the hero text', async () => {
    const page = shellPage(<HomePage />, '/', () =>
      screen.findByText('There are currently no gigs available'),
    );
    await expectPrefetchedAsRead(shellPages, shellRequest('/'), page, serve);
    const head = shellPages.head?.(shellRequest('/'), createQueryClient());
    expect(head?.title).toBe(PRODUCT_NAME);
    expect(head?.description).toBe(screen.getByText(/^Book tutoring, rides/).textContent);
  });

  it('home with ?token= (the verification card alone) prefetches nothing', async () => {
    const network = serve();
    await prefetchPage(shellPages, shellRequest('/?token=abc'));
    expect(network.requests).toEqual([]);
  });

  it.each(['/auth', '/login', '/register'])(
    '%s prefetches the Google sign-in configuration: what the page reads',
    async (route) => {
      const page = shellPage(<SignInPage />, route, () =>
        screen.findByText(/Google sign-in is not set up on this server yet/),
      );
      await expectPrefetchedAsRead(shellPages, shellRequest(route), page, serve);
      expect(shellPages.head?.(shellRequest(route), createQueryClient())).toEqual({ title: 'Sign in' });
    },
  );

  it("/notifications prefetches the signed-in student's first page: what the page reads", async () => {
    const page = shellPage(
      <NotificationsPage />,
      '/notifications',
      () => screen.findByText('1 unread'),
      makeTestUser(),
    );
    await expectPrefetchedAsRead(shellPages, shellRequest('/notifications', true), page, serve);
    expect(shellPages.head?.(shellRequest('/notifications', true), createQueryClient())).toEqual({
      title: 'Notifications',
    });
  });

  it('/notifications without a session reads nothing (the page asks only for a signed-in student)', async () => {
    const network = serve();
    await prefetchPage(shellPages, shellRequest('/notifications'));
    expect(network.requests).toEqual([]);
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/verify-email', 'Verify Email'],
    ['/orders', 'My Orders'],
  ])('%s reads nothing; its head is the title its tab shows', async (route, title) => {
    const network = serve();
    await prefetchPage(shellPages, shellRequest(route, true));
    expect(network.requests).toEqual([]);
    expect(shellPages.head?.(shellRequest(route), createQueryClient())).toEqual({ title });
    expect(pageTitle(route, null)).toBe(`${title} · ${PRODUCT_NAME}`);
  });

  it('names no other address (a remote page is named by its own module)', () => {
    expect(shellPages.head?.(shellRequest('/gigs'), createQueryClient()) ?? null).toBeNull();
  });
});
