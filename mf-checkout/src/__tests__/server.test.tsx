import { screen } from '@testing-library/react';
import type { ServerPageRequest } from '@campus/contracts';
import {
  createQueryClient,
  expectPrefetchedAsRead,
  makeTestUser,
  prefetchPage,
  routedPage,
  serverPageRequest,
  stubFetch,
  type BrowserOnly,
  type PageUnderTest,
} from '@campus/shell/testing';
import CheckoutPage from '../exposes/CheckoutPage';
import OperatorPage from '../exposes/OperatorPage';
import OrderPage from '../exposes/OrderPage';
import PaymentSuccessPage from '../exposes/PaymentSuccessPage';
import PostServicePaymentPage from '../exposes/PostServicePaymentPage';
import { paymentIntentQueryOptions } from '../features/checkout/api/create-payment-intent';
import { postServiceSetupQueryOptions } from '../features/post-service/api/post-service-setup';
import serverPages from '../server';
import { CLIENT_SECRET, makeConfig, makeGig, makeItem, makeOrder } from '../test/fixtures';

// mf-checkout's server module: what it puts in the request's query client is exactly what each page
// reads on its first screen, less the writes made as queries (the payment intents: only ever the
// browser's), and the page rendered from that client fetches nothing else. Every page is private: no head.

const customer = makeTestUser({ id: 1 });
const operator = makeTestUser({ id: 9, isOperator: true });

function serve() {
  return stubFetch({
    'GET /api/gigs/7': { body: makeGig() },
    'GET /api/marketplace/12': { body: makeItem() },
    'GET /api/marketplace/13': { body: makeItem({ id: 13, status: 'sold' }) },
    'GET /api/config': { body: makeConfig({ paymentProvider: 'sandbox' }) },
    'GET /api/orders/31': { body: makeOrder() },
    'GET /api/operator/disputes': { body: [] },
    'POST /api/create-payment-intent': { body: { clientSecret: CLIENT_SECRET } },
    'POST /api/post-service-payment': { body: { clientSecret: CLIENT_SECRET, amount: 39.4 } },
  });
}

const ITEM_ROUTE = '/checkout/item/:itemId';

const signedIn = (page: string, path: string, options: Partial<ServerPageRequest> = {}) =>
  serverPageRequest(page, path, { signedIn: true, ...options });

const expectAsRead = (asked: ServerPageRequest, page: PageUnderTest, browserOnly?: BrowserOnly) =>
  expectPrefetchedAsRead(serverPages, asked, page, serve, { browserOnly });

const testMode = () => screen.findByText(/^Test mode: use card/);

describe('checkout', () => {
  it('/checkout/{gigId} prefetches the gig and the configuration; the intent stays the browser’s', async () => {
    const page = routedPage(
      <CheckoutPage />,
      { route: '/checkout/7', path: '/checkout/:gigId', user: customer },
      testMode,
    );
    const asked = signedIn('./CheckoutPage', '/checkout/7', { params: { gigId: '7' } });
    await expectAsRead(asked, page, {
      keys: [paymentIntentQueryOptions({ gigId: 7 }).queryKey],
      paths: ['/api/create-payment-intent'],
    });
    expect(serverPages.head?.(asked, createQueryClient()) ?? null).toBeNull();
  });

  it('/checkout/item/{itemId} prefetches the item, then the configuration its form reads', async () => {
    const page = routedPage(
      <CheckoutPage />,
      { route: '/checkout/item/12', path: ITEM_ROUTE, user: customer },
      testMode,
    );
    const asked = signedIn('./CheckoutPage', '/checkout/item/12', { params: { itemId: '12' } });
    await expectAsRead(asked, page, {
      keys: [paymentIntentQueryOptions({ marketplaceItemId: 12 }).queryKey],
      paths: ['/api/create-payment-intent'],
    });
  });

  it('a sold item shows no form: the item alone', async () => {
    const page = routedPage(
      <CheckoutPage />,
      { route: '/checkout/item/13', path: ITEM_ROUTE, user: customer },
      () => screen.findByText(/sold/i),
    );
    await expectAsRead(signedIn('./CheckoutPage', '/checkout/item/13', { params: { itemId: '13' } }), page);
  });

  it('an id that cannot be a gig asks nothing', async () => {
    const network = serve();
    await prefetchPage(serverPages, signedIn('./CheckoutPage', '/checkout/x', { params: { gigId: 'x' } }));
    expect(network.requests).toEqual([]);
  });
});

describe('orders and payments', () => {
  it('/orders/{orderId} prefetches the order: what the page reads', async () => {
    const page = routedPage(
      <OrderPage />,
      { route: '/orders/31', path: '/orders/:orderId', user: customer },
      () => screen.findByRole('heading', { level: 1, name: 'Order #31' }),
    );
    await expectAsRead(signedIn('./OrderPage', '/orders/31', { params: { orderId: '31' } }), page);
  });

  it('/payment-success?order={id} prefetches that order (the page parses the query), none without', async () => {
    const page = routedPage(
      <PaymentSuccessPage />,
      { route: '/payment-success?order=31', user: customer },
      () => screen.findByRole('region', { name: 'What happens next to your booking' }),
    );
    await expectAsRead(signedIn('./PaymentSuccessPage', '/payment-success', { search: 'order=31' }), page);
    const network = serve();
    await prefetchPage(
      serverPages,
      signedIn('./PaymentSuccessPage', '/payment-success', { search: 'order=3x' }),
    );
    expect(network.requests).toEqual([]);
  });

  it('/post-service-payment/{orderId} prefetches the configuration; the intent stays the browser’s', async () => {
    const page = routedPage(
      <PostServicePaymentPage />,
      { route: '/post-service-payment/31', path: '/post-service-payment/:orderId', user: customer },
      testMode,
    );
    const asked = signedIn('./PostServicePaymentPage', '/post-service-payment/31', {
      params: { orderId: '31' },
    });
    await expectAsRead(asked, page, {
      keys: [postServiceSetupQueryOptions(31).queryKey],
      paths: ['/api/post-service-payment'],
    });
  });

  it("/operator/disputes prefetches the operator's list: what the page reads", async () => {
    const page = routedPage(<OperatorPage />, { route: '/operator/disputes', user: operator }, () =>
      screen.findByRole('heading', { level: 1, name: 'Open disputes' }),
    );
    await expectAsRead(signedIn('./OperatorPage', '/operator/disputes'), page);
  });

  it('/checkout/success reads nothing (the completion is a write)', async () => {
    const network = serve();
    await prefetchPage(
      serverPages,
      signedIn('./CheckoutSuccessPage', '/checkout/success', { search: 'payment_intent=pi_1' }),
    );
    expect(network.requests).toEqual([]);
  });
});
