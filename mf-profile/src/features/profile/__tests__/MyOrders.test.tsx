import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { ORDER_STATUSES, type OrderListItem, type OrderStatus } from '@campus/contracts';
import { fakeLiveStream, renderWithProviders, stubFetch, type FakeLiveStream } from '@campus/shell/testing';
import ProfilePage from '../ProfilePage';
import { AWAITING_DELIVERY, ITEM_PURCHASE, makeOrder } from '../../../test/orders';
import { user } from '../../../test/users';

type StubAnswer = { status?: number; body?: unknown };

const me = user({ id: 7 });

function renderOrders(route = '/profile?tab=orders') {
  const result = renderWithProviders(<ProfilePage />, { route, path: '/profile', user: me });
  return { ...result, u: userEvent.setup() };
}

/** The row of one order, by its heading 'Order #{id}'. */
const row = async (id: number) => within(await screen.findByRole('article', { name: `Order #${id}` }));

/** A details region's term / value pairs, in order. */
function terms(region: HTMLElement): [string, string][] {
  return Array.from(region.querySelectorAll('dt')).map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ]);
}

/** Moves within the app, as a link to /orders/{id} would. */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      Go
    </button>
  );
}

let live: FakeLiveStream;
beforeEach(() => {
  live = fakeLiveStream();
});
afterEach(() => {
  live.restore();
  localStorage.clear();
});

describe('Profile > My Orders', () => {
  it("is the tab after 'My Gigs' and shows three skeletons while the orders load", async () => {
    let answer: (a: StubAnswer) => void = () => undefined;
    const net = stubFetch({ 'GET /api/orders': () => new Promise<StubAnswer>((r) => (answer = r)) });
    renderOrders();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Profile',
      'My Gigs',
      'My Orders',
      'Dashboard',
    ]);
    expect(screen.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('order-skeleton')).toHaveLength(3);
    expect(screen.getByText('Loading your orders')).toBeInTheDocument();
    expect(net.calls('GET /api/orders')).toHaveLength(1);
    answer({ body: [makeOrder()] });
    expect(await screen.findByRole('article', { name: 'Order #12' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-skeleton')).not.toBeInTheDocument();
  });

  it('shows each order: number, status, side, gig title, total with two decimals, date, View Order and View Gig', async () => {
    stubFetch({
      'GET /api/orders': {
        body: [
          makeOrder({ id: 12 }),
          makeOrder({
            id: 13,
            status: 'payment_processing',
            viewerRole: 'provider',
            gigId: 5,
            gigTitle: 'Moving help',
            totalAmount: 104.4,
            createdAt: '2025-04-02T12:00:00.000Z',
          }),
          makeOrder({ id: 14, status: 'cancelled', gigId: null, gigTitle: null, totalAmount: 10 }),
          makeOrder({ id: 15, status: 'completed', totalAmount: 52.4 }),
        ],
      },
    });
    renderOrders();

    const held = await row(12);
    expect(held.getByRole('heading', { name: 'Order #12' })).toBeInTheDocument();
    expect(held.getByText('In escrow')).toBeInTheDocument();
    expect(held.getByText('Booked')).toBeInTheDocument();
    expect(held.getByText('Calculus tutoring')).toBeInTheDocument();
    expect(held.getByText('$26.40')).toBeInTheDocument();
    expect(held.getByText('March 14, 2025')).toBeInTheDocument();
    expect(held.getByText('Gig in progress')).toBeInTheDocument();
    expect(held.getByRole('link', { name: 'View Gig' })).toHaveAttribute('href', '/gigs/4');
    expect(held.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', '/orders/12');

    const authorised = await row(13);
    expect(authorised.getByText('Authorized')).toBeInTheDocument();
    expect(authorised.getByText('Sold')).toBeInTheDocument();
    expect(authorised.getByText('Moving help')).toBeInTheDocument();
    expect(authorised.getByText('$104.40')).toBeInTheDocument();
    expect(authorised.getByText('April 2, 2025')).toBeInTheDocument();
    expect(authorised.getByText('Gig in progress')).toBeInTheDocument();
    expect(authorised.getByRole('link', { name: 'View Gig' })).toHaveAttribute('href', '/gigs/5');
    expect(authorised.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', '/orders/13');

    const cancelled = await row(14);
    expect(cancelled.getByText('Cancelled')).toBeInTheDocument();
    expect(cancelled.getByText('Gig Title Not Available')).toBeInTheDocument();
    expect(cancelled.getByText('$10.00')).toBeInTheDocument();
    expect(cancelled.queryByText('Gig in progress')).not.toBeInTheDocument();
    expect(cancelled.queryByRole('link', { name: 'View Gig' })).not.toBeInTheDocument();
    // the order page is there without its gig too
    expect(cancelled.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', '/orders/14');

    const completed = await row(15);
    expect(completed.getByText('Completed')).toBeInTheDocument();
    expect(completed.queryByText('Gig in progress')).not.toBeInTheDocument();
  });

  const labels: Record<OrderStatus, string> = {
    pending: 'Pending',
    awaiting_payment: 'Awaiting payment',
    payment_processing: 'Authorized',
    payment_held: 'In escrow',
    confirmed_completed: 'Confirmed',
    in_dispute: 'In dispute',
    funds_released: 'Released',
    refunded: 'Refunded',
    cancelled: 'Cancelled',
    completed: 'Completed',
  };

  it('labels every status in words, and only authorised or held orders are in progress', async () => {
    stubFetch({
      'GET /api/orders': { body: ORDER_STATUSES.map((status, i) => makeOrder({ id: i + 1, status })) },
    });
    renderOrders();
    for (const [i, status] of ORDER_STATUSES.entries()) {
      const r = await row(i + 1);
      expect(r.getByText(labels[status])).toBeInTheDocument();
      const inProgress = status === 'payment_processing' || status === 'payment_held';
      expect(r.queryByText('Gig in progress') !== null).toBe(inProgress);
    }
  });

  it("shows the empty state with a 'Browse Gigs' link", async () => {
    stubFetch({ 'GET /api/orders': { body: [] } });
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
    expect(screen.getByText("You haven't placed any orders yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Gigs' })).toHaveAttribute('href', '/gigs');
  });

  it('shows the load failure with a retry', async () => {
    let fail = true;
    stubFetch({ 'GET /api/orders': () => (fail ? { status: 500 } : { body: [makeOrder()] }) });
    const { u } = renderOrders();
    expect(await screen.findByText('Failed to load your orders. Please try again.')).toBeInTheDocument();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Order #12' })).toBeInTheDocument();
  });

  it('expands an order to show its status, dates and fees, and collapses it again', async () => {
    // The fees as charged then (kept on the order), whatever the fee rule is today.
    stubFetch({ 'GET /api/orders': { body: [makeOrder({ transactionFee: 0.3, totalAmount: 26.3 })] } });
    const { u } = renderOrders();
    const details = (await row(12)).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Order #12 details' })).not.toBeInTheDocument();

    await u.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Order #12 details' });
    expect(details).toHaveAttribute('aria-controls', region.id);
    // held: what happens next, in the order page's words (escrowNextStep)
    expect(region).toHaveTextContent(
      'The provider marked the service delivered on March 15, 2025. Confirm receipt to release the payment, or open a dispute by March 18, 2025 if something went wrong. Otherwise the payment is released to the provider automatically on March 22, 2025.',
    );
    expect(terms(region)).toEqual([
      ['Booked on', 'March 14, 2025'],
      ['Authorized on', 'March 14, 2025'],
      ['Captured on', 'March 15, 2025'],
      ['Delivered on', 'March 15, 2025'],
      ['Auto-release date', 'March 22, 2025'],
      ['Dispute deadline', 'March 18, 2025'],
      ['Price', '$25.00/hr'],
      ['Platform fee', '$1.00'],
      ['Transaction fee', '$0.30'],
      ['Total', '$26.30'],
    ]);

    await u.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Order #12 details' })).not.toBeInTheDocument();
  });

  it.each([
    ['customer', 'customer', 'Cancelled by you'],
    ['customer', 'provider', 'Cancelled by the customer'],
    [
      'authorisation_expired',
      'customer',
      'Cancelled: the authorization expired before the payment was captured',
    ],
    ['payment_abandoned', 'customer', 'Cancelled: the payment was not completed'],
    // a booking given up because its gig was paused or removed: the order page's words
    [
      'gig_unavailable',
      'customer',
      'Cancelled: the gig was paused or removed by its provider. Nothing was charged',
    ],
    [
      'gig_unavailable',
      'provider',
      'Cancelled: the gig was paused or removed by its provider. Nothing was charged',
    ],
  ] as const)(
    'says on its row why an order was cancelled (%s, seen by the %s: %s)',
    async (reason, viewerRole, text) => {
      const cancelled: Partial<OrderListItem> = {
        status: 'cancelled',
        viewerRole,
        paymentCapturedAt: null,
        deliveredAt: null,
        escrowReleaseDate: null,
        disputeDeadline: null,
        authorisedAt: reason === 'payment_abandoned' ? null : '2025-03-14T15:05:00.000Z',
        cancelledAt: '2025-03-16T09:00:00.000Z',
        cancelReason: reason,
      };
      stubFetch({ 'GET /api/orders': { body: [makeOrder(cancelled)] } });
      const { u } = renderOrders();
      const r = await row(12);
      expect(r.getByText(text)).toBeInTheDocument();
      await u.click(r.getByRole('button', { name: 'Details' }));
      const region = screen.getByRole('region', { name: 'Order #12 details' });
      expect(terms(region).slice(0, -4)).toEqual([
        ['Booked on', 'March 14, 2025'],
        ...(reason === 'payment_abandoned' ? [] : [['Authorized on', 'March 14, 2025']]),
        ['Cancelled on', 'March 16, 2025'],
      ]);
    },
  );

  it('opens the order ?order= names and scrolls it into view', async () => {
    const scrolled: Element[] = [];
    // jsdom does not scroll: record what was asked to be.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    stubFetch({ 'GET /api/orders': { body: [makeOrder({ id: 12 }), makeOrder({ id: 13 })] } });
    renderOrders('/profile?tab=orders&order=13');
    const target = await screen.findByRole('article', { name: 'Order #13' });
    expect(within(target).getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Order #13 details' })).toBeVisible();
    expect((await row(12)).getByRole('button', { name: 'Details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(scrolled).toEqual([target]));
  });

  it('opens another order when the address names it while the list is shown', async () => {
    stubFetch({ 'GET /api/orders': { body: [makeOrder({ id: 12 }), makeOrder({ id: 13 })] } });
    renderWithProviders(
      <>
        <ProfilePage />
        <GoTo to="/profile?tab=orders&order=12" />
      </>,
      { route: '/profile?tab=orders&order=13', path: '/profile', user: me },
    );
    const u = userEvent.setup();
    const details = (await row(12)).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await u.click(screen.getByRole('button', { name: 'Go' }));
    expect(details).toHaveAttribute('aria-expanded', 'true');
  });

  it('refetches the orders when a live order event arrives', async () => {
    let status: OrderStatus = 'payment_processing';
    const net = stubFetch({ 'GET /api/orders': () => ({ body: [makeOrder({ status })] }) });
    renderOrders();
    expect((await row(12)).getByText('Authorized')).toBeInTheDocument();
    await waitFor(() => expect(live.all).toHaveLength(1));
    live.open();

    status = 'payment_held';
    live.send('order', {
      orderId: 12,
      status: 'payment_held',
      transition: 'capture',
      gigTitle: 'Calculus tutoring',
      viewerRole: 'customer',
    });
    expect(await (await row(12)).findByText('In escrow')).toBeInTheDocument();
    expect(net.calls('GET /api/orders')).toHaveLength(2);
  });

  it('refetches the orders when the live stream comes back after a drop', async () => {
    const net = stubFetch({ 'GET /api/orders': { body: [makeOrder()] } });
    renderOrders();
    await row(12);
    await waitFor(() => expect(live.all).toHaveLength(1));
    const stream = live.open();
    act(() => stream.drop());
    expect(net.calls('GET /api/orders')).toHaveLength(1);
    act(() => stream.open());
    await waitFor(() => expect(net.calls('GET /api/orders')).toHaveLength(2));
  });

  it('shows the new state of an order changed while another tab was shown', async () => {
    let status: OrderStatus = 'payment_processing';
    stubFetch({
      'GET /api/orders': () => ({ body: [makeOrder({ status })] }),
      'GET /api/payouts': { body: { payoutsEnabled: true, accountCreated: true } },
    });
    const { u } = renderOrders();
    await row(12);
    await waitFor(() => expect(live.all).toHaveLength(1));
    live.open();
    await u.click(screen.getByRole('tab', { name: 'Profile' }));
    status = 'cancelled';
    live.send('order', {
      orderId: 12,
      status: 'cancelled',
      transition: 'cancel',
      gigTitle: null,
      viewerRole: 'customer',
    });
    await u.click(screen.getByRole('tab', { name: 'My Orders' }));
    expect(await (await row(12)).findByText('Cancelled')).toBeInTheDocument();
  });
});

describe('My Orders: refunds, extra time and orders completed after release (issue 19, item 11)', () => {
  const extra = (overrides: Partial<OrderListItem['extraTime'][number]> = {}) => ({
    id: 3,
    orderId: 12,
    hours: 2,
    price: 50,
    platformFee: 2,
    transactionFee: 0.4,
    amount: 52.4,
    status: 'paid' as const,
    requestedAt: '2025-03-20T10:00:00.000Z',
    paidAt: '2025-03-20T11:00:00.000Z',
    ...overrides,
  });

  it("labels a partial refund 'Partially refunded' and shows what went back; a full one 'Refunded'", async () => {
    const refunded = { status: 'refunded', refundedAt: '2025-03-17T09:00:00.000Z' } as const;
    stubFetch({
      'GET /api/orders': {
        body: [
          makeOrder({ id: 12, ...refunded, totalAmount: 26.4, refundedAmount: 10.5 }),
          makeOrder({ id: 13, ...refunded, totalAmount: 26.4, refundedAmount: 26.4 }),
        ],
      },
    });
    const { u } = renderOrders();
    const partial = await row(12);
    expect(partial.getByText('Partially refunded')).toBeInTheDocument();
    expect(partial.queryByText('Refunded')).not.toBeInTheDocument();
    await u.click(partial.getByRole('button', { name: 'Details' }));
    const region = screen.getByRole('region', { name: 'Order #12 details' });
    expect(region).toHaveTextContent(
      '$10.50 of the $26.40 payment was refunded to the customer; the rest was released to the provider.',
    );
    expect(terms(region)).toContainEqual(['Refunded', '−$10.50']);
    expect(terms(region)).toContainEqual(['Refunded on', 'March 17, 2025']);
    expect((await row(13)).getByText('Refunded')).toBeInTheDocument();
  });

  it('shows the extra time of an order: hours, paid or awaiting payment, and the amount, as the order page does', async () => {
    stubFetch({
      'GET /api/orders': {
        body: [
          makeOrder({
            id: 12,
            status: 'funds_released',
            fundsReleasedAt: '2025-03-19T09:00:00.000Z',
            extraTime: [extra({ status: 'requested', hours: 1.5, amount: 39.4, paidAt: null })],
          }),
        ],
      },
    });
    const { u } = renderOrders();
    const r = await row(12);
    expect(r.getByText('Extra time: 1.5 hours (awaiting payment) · $39.40')).toBeInTheDocument();
    await u.click(r.getByRole('button', { name: 'Details' }));
    expect(terms(screen.getByRole('region', { name: 'Order #12 details' })).slice(-1)).toEqual([
      ['Extra time: 1.5 hours (awaiting payment)', '$39.40'],
    ]);
  });

  it.each([
    ['funds_released', '2025-03-19T09:00:00.000Z'],
    ['confirmed_completed', null],
  ] as const)(
    'reads an order whose extra time was paid after release (from %s) as complete, with no escrow deadline',
    async (_from, fundsReleasedAt) => {
      stubFetch({
        'GET /api/orders': {
          body: [
            makeOrder({
              id: 12,
              status: 'completed',
              buyerConfirmedAt: '2025-03-16T09:00:00.000Z',
              fundsReleasedAt,
              completedAt: '2025-03-20T11:00:00.000Z',
              extraTime: [extra()],
            }),
          ],
        },
      });
      const { u } = renderOrders();
      const r = await row(12);
      expect(r.getByText('Completed')).toBeInTheDocument();
      expect(r.getByText('Extra time: 2 hours (paid) · $52.40')).toBeInTheDocument();
      expect(r.queryByText('Gig in progress')).not.toBeInTheDocument();
      await u.click(r.getByRole('button', { name: 'Details' }));
      const region = screen.getByRole('region', { name: 'Order #12 details' });
      expect(region).toHaveTextContent('The order is complete.');
      expect(terms(region).slice(0, 6)).toEqual([
        ['Booked on', 'March 14, 2025'],
        ['Authorized on', 'March 14, 2025'],
        ['Captured on', 'March 15, 2025'],
        ['Delivered on', 'March 15, 2025'],
        ['Released on', fundsReleasedAt ? 'March 19, 2025' : 'March 16, 2025'],
        ['Completed on', 'March 20, 2025'],
      ]);
      expect(region).not.toHaveTextContent(/auto-release|dispute deadline|awaiting/i);
    },
  );
});

describe('My Orders: item purchases beside gig bookings, and the delivery clock (issue 20)', () => {
  it("shows an item purchase's title linked to the item's page, marked 'Item', in the item's words", async () => {
    stubFetch({
      'GET /api/orders': {
        body: [
          makeOrder({ id: 12, ...ITEM_PURCHASE }),
          makeOrder({ id: 13, ...ITEM_PURCHASE, viewerRole: 'provider' }),
          makeOrder({ id: 14 }),
        ],
      },
    });
    const { u } = renderOrders();

    const bought = await row(12);
    expect(bought.getByRole('link', { name: 'Desk lamp, barely used' })).toHaveAttribute(
      'href',
      '/marketplace/31',
    );
    expect(bought.getByText('Item')).toBeInTheDocument();
    expect(bought.getByText('Bought')).toBeInTheDocument();
    expect(bought.getByText('Purchase in progress')).toBeInTheDocument();
    expect(bought.queryByText(/Gig/)).not.toBeInTheDocument();
    expect(bought.queryByRole('link', { name: 'View Gig' })).not.toBeInTheDocument();
    await u.click(bought.getByRole('button', { name: 'Details' }));
    const region = screen.getByRole('region', { name: 'Order #12 details' });
    expect(region).toHaveTextContent(
      'The seller marked the item handed over on March 15, 2025. Confirm receipt to release the payment',
    );
    expect(terms(region)).toContainEqual(['Bought on', 'March 14, 2025']);
    expect(terms(region)).toContainEqual(['Handed over on', 'March 15, 2025']);
    // an item's price, not an hourly rate
    expect(terms(region)).toContainEqual(['Price', '$18.00']);
    expect(region).not.toHaveTextContent('/hr');

    const sold = await row(13);
    expect(sold.getByText('Sold')).toBeInTheDocument();
    expect(sold.getByText('Item')).toBeInTheDocument();
    expect(
      sold.getByText('Handed over on March 15, 2025; releases automatically on March 22, 2025'),
    ).toBeInTheDocument();

    // a gig booking as before: its title unlinked, no marker, 'View Gig', by the hour
    const booked = await row(14);
    expect(booked.getByText('Calculus tutoring')).toBeInTheDocument();
    expect(booked.queryByRole('link', { name: 'Calculus tutoring' })).not.toBeInTheDocument();
    expect(booked.queryByText('Item')).not.toBeInTheDocument();
    expect(booked.getByText('Booked')).toBeInTheDocument();
    expect(booked.getByText('Gig in progress')).toBeInTheDocument();
    expect(booked.getByRole('link', { name: 'View Gig' })).toHaveAttribute('href', '/gigs/4');
    await u.click(booked.getByRole('button', { name: 'Details' }));
    expect(terms(screen.getByRole('region', { name: 'Order #14 details' }))).toContainEqual([
      'Price',
      '$25.00/hr',
    ]);
  });

  it('names an item whose title is gone as such, unlinked', async () => {
    stubFetch({
      'GET /api/orders': {
        body: [makeOrder({ ...ITEM_PURCHASE, itemTitle: null, marketplaceItemId: null })],
      },
    });
    renderOrders();
    const r = await row(12);
    expect(r.getByText('Item title not available')).toBeInTheDocument();
    expect(r.queryByRole('link', { name: 'Item title not available' })).not.toBeInTheDocument();
  });

  it.each([
    ['gig-booking', 'customer', 'Awaiting delivery: if not delivered, you can cancel from March 29, 2025'],
    [
      'gig-booking',
      'provider',
      'Awaiting delivery: if not delivered, the customer can cancel from March 29, 2025',
    ],
    [
      'item-purchase',
      'customer',
      'Awaiting hand-over: if not handed over, you can cancel from March 29, 2025',
    ],
    [
      'item-purchase',
      'provider',
      'Awaiting hand-over: if not handed over, the buyer can cancel from March 29, 2025',
    ],
  ] as const)(
    'says a held %s not yet delivered awaits delivery, with the date the customer may cancel (seen by the %s)',
    async (process, viewerRole, line) => {
      const what = process === 'item-purchase' ? ITEM_PURCHASE : {};
      stubFetch({ 'GET /api/orders': { body: [makeOrder({ ...what, ...AWAITING_DELIVERY, viewerRole })] } });
      renderOrders();
      const r = await row(12);
      expect(r.getByText(line)).toBeInTheDocument();
      expect(r.queryByText(/releases automatically/)).not.toBeInTheDocument();
    },
  );

  it('says a delivered order was delivered on its date and when the payment is released', async () => {
    stubFetch({
      'GET /api/orders': {
        body: [
          makeOrder({
            id: 12,
            deliveredAt: '2025-03-20T15:00:00.000Z',
            disputeDeadline: '2025-03-23T15:00:00.000Z',
            escrowReleaseDate: '2025-03-27T15:00:00.000Z',
          }),
          // the first gig booking version: its clock ran from capture, without a delivery
          makeOrder({ id: 13, deliveredAt: null }),
        ],
      },
    });
    renderOrders();
    expect(
      (await row(12)).getByText('Delivered on March 20, 2025; releases automatically on March 27, 2025'),
    ).toBeInTheDocument();
    expect((await row(13)).getByText('Releases automatically on March 22, 2025')).toBeInTheDocument();
  });

  it.each([
    ['provider_declined', 'customer', null, 'Declined by the provider: refunded in full'],
    ['provider_declined', 'provider', null, 'You declined this order: the customer was refunded in full'],
    [
      'not_delivered',
      'customer',
      '2025-03-29T16:00:00.000Z',
      'Cancelled by you: not delivered in time, refunded in full',
    ],
    [
      'delivery_expired',
      'provider',
      '2025-04-05T15:00:00.000Z',
      'Refunded in full: the service was not marked delivered in time',
    ],
  ] as const)(
    'says why a held order was refunded (%s, seen by the %s)',
    async (reason, viewerRole, cancelledAt, text) => {
      stubFetch({
        'GET /api/orders': {
          body: [
            makeOrder({
              ...AWAITING_DELIVERY,
              deliveryCancellableAt: null,
              deliveryRefundAt: null,
              status: 'refunded',
              viewerRole,
              cancelReason: reason,
              cancelledAt,
              refundedAt: '2025-03-29T16:00:00.000Z',
              refundedAmount: 26.4,
            }),
          ],
        },
      });
      renderOrders();
      const r = await row(12);
      expect(r.getByText('Refunded')).toBeInTheDocument();
      expect(r.getByText(text)).toBeInTheDocument();
    },
  );

  it('says nothing more of a refund a dispute decided (no cancel reason): the status says it', async () => {
    stubFetch({
      'GET /api/orders': {
        body: [
          makeOrder({ status: 'refunded', refundedAt: '2025-03-17T09:00:00.000Z', refundedAmount: 26.4 }),
        ],
      },
    });
    renderOrders();
    const r = await row(12);
    expect(r.getByText('Refunded')).toBeInTheDocument();
    expect(r.queryByText(/Delivered on|Declined|Cancelled/)).not.toBeInTheDocument();
  });
});
