import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_NAME, type Dashboard } from '@campus/contracts';
import { fakeLiveStream, renderWithProviders, stubFetch, type FakeLiveStream } from '@campus/shell/testing';
import ProfilePage from '../ProfilePage';
import { gigPage, makeGig } from '../../../test/gigs';
import { ITEM_PURCHASE, makeOrder } from '../../../test/orders';
import { user } from '../../../test/users';

type StubAnswer = { status?: number; body?: unknown };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const me = user({ id: 7, createdAt: ago(40 * DAY) });

const DASHBOARD: Dashboard = {
  activeGigs: 3,
  completedOrders: 2,
  totalEarnings: 120.5,
  totalSpent: 26.4,
  balances: { inEscrow: 48, payable: 24.6, paidOut: 96 },
};
const NOT_SET_UP = { payoutsEnabled: false, accountCreated: false };

function renderDashboard(route = '/profile?tab=dashboard') {
  const result = renderWithProviders(<ProfilePage />, {
    route,
    path: '/profile',
    user: me,
    showLocation: true,
  });
  return { ...result, u: userEvent.setup() };
}

const card = async (name: string) => within(await screen.findByRole('region', { name }));

/** The stat cards' label and value, in order. */
const stats = async () =>
  within(await screen.findByRole('list', { name: 'Your stats' }))
    .getAllByRole('listitem')
    .map((li) => [li.firstElementChild?.textContent, li.lastElementChild?.textContent]);

let live: FakeLiveStream;
beforeEach(() => {
  live = fakeLiveStream();
});
afterEach(() => {
  live.restore();
  localStorage.clear();
});

function serve(routes: Record<string, StubAnswer | (() => StubAnswer | Promise<StubAnswer>)> = {}) {
  return stubFetch({
    'GET /api/dashboard': { body: DASHBOARD },
    'GET /api/gigs': { body: gigPage([]) },
    'GET /api/orders': { body: [] },
    'GET /api/payouts': { body: NOT_SET_UP },
    ...routes,
  });
}

describe('Profile > Dashboard', () => {
  it('is the tab after My Orders and shows skeletons while it loads', async () => {
    const answers: ((a: StubAnswer) => void)[] = [];
    const later = () => new Promise<StubAnswer>((r) => answers.push(r));
    serve({ 'GET /api/dashboard': later, 'GET /api/gigs': later, 'GET /api/orders': later });
    renderDashboard();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Profile',
      'My Gigs',
      'My Orders',
      'Dashboard',
    ]);
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Loading your dashboard')).toBeInTheDocument();
    expect(screen.getAllByTestId('stat-skeleton')).toHaveLength(4);
    expect(screen.getAllByTestId('recent-gig-skeleton').length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('activity-skeleton').length).toBeGreaterThan(0);
    await waitFor(() => expect(answers).toHaveLength(3));
    answers.forEach((answer, i) => answer({ body: [DASHBOARD, gigPage([makeGig()]), []][i] }));
    expect(await screen.findByRole('list', { name: 'Your stats' })).toBeInTheDocument();
    expect(await screen.findByText('Calculus tutoring')).toBeInTheDocument();
    expect(screen.queryByTestId('stat-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByTestId('recent-gig-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByTestId('activity-skeleton')).not.toBeInTheDocument();
  });

  it('shows the four stats, money in dollars with two decimals', async () => {
    serve();
    renderDashboard();
    expect(await stats()).toEqual([
      ['Active Gigs', '3'],
      ['Completed Orders', '2'],
      ['Total Earnings', '$120.50'],
      ['Total Spent', '$26.40'],
    ]);
  });

  it('shows the balances: in escrow, payable and paid out', async () => {
    serve({ 'GET /api/payouts': { body: { payoutsEnabled: true, accountCreated: true } } });
    renderDashboard();
    const region = await screen.findByRole('region', { name: 'Balances' });
    const terms = Array.from(region.querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(terms).toEqual([
      ['In escrow', '$48.00'],
      ['Payable', '$24.60'],
      ['Paid out', '$96.00'],
    ]);
  });

  it("links 'Set up payouts' to the Profile tab's Payouts row while a payable balance waits for a payout account", async () => {
    const scrolled: Element[] = [];
    // jsdom does not scroll: record what was asked to be.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    serve();
    const { u } = renderDashboard();
    const balances = await card('Balances');
    expect(
      await balances.findByText('$24.60 is ready to be paid out once your payout account is set up.'),
    ).toBeInTheDocument();
    const link = balances.getByRole('link', { name: 'Set up payouts' });
    expect(link).toHaveAttribute('href', '/profile?tab=profile#payouts');

    await u.click(link);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const row = (await screen.findByText('Payouts')).closest('li');
    expect(row).toHaveAttribute('id', 'payouts');
    await waitFor(() => expect(scrolled).toContain(row));
  });

  it('offers no payout setup once payouts are enabled', async () => {
    serve({ 'GET /api/payouts': { body: { payoutsEnabled: true, accountCreated: true } } });
    const { queryClient } = renderDashboard();
    const balances = await card('Balances');
    // the payout status arrives after the balances
    await waitFor(() =>
      expect(queryClient.getQueryState(['payouts', 'status', me.id])?.status).toBe('success'),
    );
    expect(balances.queryByRole('link', { name: 'Set up payouts' })).not.toBeInTheDocument();
    expect(balances.queryByText(/ready to be paid out/)).not.toBeInTheDocument();
  });

  it('does not ask for the payout status with nothing payable', async () => {
    const net = serve({
      'GET /api/dashboard': { body: { ...DASHBOARD, balances: { inEscrow: 48, payable: 0, paidOut: 96 } } },
    });
    renderDashboard();
    const balances = await card('Balances');
    expect(balances.getByText('$0.00')).toBeInTheDocument();
    expect(balances.queryByRole('link', { name: 'Set up payouts' })).not.toBeInTheDocument();
    expect(net.calls('GET /api/payouts')).toHaveLength(0);
  });

  it('shows the dashboard load failure with a retry', async () => {
    let fail = true;
    serve({ 'GET /api/dashboard': () => (fail ? { status: 500 } : { body: DASHBOARD }) });
    const { u } = renderDashboard();
    expect(await screen.findByText('Failed to load your dashboard. Please try again.')).toBeInTheDocument();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your stats' })).toBeInTheDocument();
  });

  it("lists the five newest gigs (GET /api/gigs?limit=5) with provider, category, price and 'View', and 'View all'", async () => {
    const net = serve({
      'GET /api/gigs': {
        body: gigPage([
          makeGig({ id: 4, title: 'Calculus tutoring', price: 25 }),
          makeGig({ id: 5, title: 'Moving help', category: 'Moving Help', price: 18.5, provider: null }),
          ...[6, 7, 8, 9].map((id) => makeGig({ id, title: `Gig ${id}` })),
        ]),
      },
    });
    renderDashboard();
    const recent = await card('Recent Gigs');
    expect(await recent.findByText('Calculus tutoring')).toBeInTheDocument();
    expect(net.calls('GET /api/gigs').map((r) => r.url)).toEqual(['/api/gigs?limit=5']);
    expect(recent.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/gigs');

    const items = recent.getByRole('list', { name: 'Recent gigs' }).children;
    expect(items).toHaveLength(5);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('MP')).toBeInTheDocument();
    expect(first.getByText('by Maya Patel')).toBeInTheDocument();
    expect(first.getByText('Tutoring')).toBeInTheDocument();
    expect(first.getByText('$25.00/hr')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/gigs/4');

    const second = within(items[1] as HTMLElement);
    expect(second.getByText('Moving help')).toBeInTheDocument();
    expect(second.getByText('by Unknown')).toBeInTheDocument();
    expect(second.getByText('Moving Help')).toBeInTheDocument();
    expect(second.getByText('$18.50/hr')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/gigs/5');
    expect(recent.queryByText('Gig 9')).not.toBeInTheDocument();
  });

  it("says 'No gigs available' when there are none", async () => {
    serve();
    renderDashboard();
    expect(await (await card('Recent Gigs')).findByText('No gigs available')).toBeInTheDocument();
  });

  it('shows the recent gigs load failure with a retry', async () => {
    let fail = true;
    serve({ 'GET /api/gigs': () => (fail ? { status: 500 } : { body: gigPage([makeGig()]) }) });
    const { u } = renderDashboard();
    const recent = await card('Recent Gigs');
    expect(await recent.findByText('Failed to load recent gigs. Please try again.')).toBeInTheDocument();
    fail = false;
    await u.click(recent.getByRole('button', { name: 'Try again' }));
    expect(await recent.findByText('Calculus tutoring')).toBeInTheDocument();
  });

  it('derives the recent activity from the orders, newest first, with relative times and links to the orders', async () => {
    serve({
      'GET /api/orders': {
        body: [
          makeOrder({ id: 21, viewerRole: 'provider', createdAt: ago(2 * HOUR), gigTitle: 'Moving help' }),
          makeOrder({ id: 22, viewerRole: 'customer', createdAt: ago(3 * DAY) }),
          makeOrder({
            id: 23,
            status: 'funds_released',
            createdAt: ago(20 * DAY),
            buyerConfirmedAt: ago(10 * DAY),
          }),
        ],
      },
    });
    renderDashboard();
    const activity = await card('Recent Activity');
    const list = await activity.findByRole('list', { name: 'Recent activity' });
    const entries = Array.from(list.children).map((li) => [
      li.querySelector('p')?.textContent,
      li.querySelector('time')?.textContent,
    ]);
    expect(entries).toEqual([
      ['You received a new order', '2 hours ago'],
      ['Complete your profile to attract more clients', '1 day ago'],
      ['You placed an order', '3 days ago'],
      ['Order completed', '1 week ago'],
      [`Welcome to ${PRODUCT_NAME}!`, '1 month ago'],
    ]);
    expect(activity.getByRole('link', { name: 'You received a new order' })).toHaveAttribute(
      'href',
      '/orders/21',
    );
    expect(activity.getByRole('link', { name: 'Order completed' })).toHaveAttribute('href', '/orders/23');
    expect(activity.getByText('Moving help')).toBeInTheDocument();
    expect(activity.queryByRole('link', { name: /Welcome/ })).not.toBeInTheDocument();
  });

  it("names a marketplace item's title beside a gig's in the activity", async () => {
    serve({
      'GET /api/orders': {
        body: [
          makeOrder({ id: 21, viewerRole: 'provider', createdAt: ago(2 * HOUR), ...ITEM_PURCHASE }),
          makeOrder({ id: 22, createdAt: ago(3 * HOUR) }),
        ],
      },
    });
    renderDashboard();
    const list = await (await card('Recent Activity')).findByRole('list', { name: 'Recent activity' });
    const [sold, booked] = Array.from(list.children).map((li) => within(li as HTMLElement));
    expect(sold?.getByRole('link', { name: 'You received a new order' })).toHaveAttribute(
      'href',
      '/orders/21',
    );
    expect(sold?.getByText('Desk lamp, barely used')).toBeInTheDocument();
    expect(booked?.getByText('Calculus tutoring')).toBeInTheDocument();
  });

  it('shows at most six activity entries', async () => {
    serve({
      'GET /api/orders': {
        body: Array.from({ length: 8 }, (_, i) => makeOrder({ id: i + 1, createdAt: ago((i + 1) * HOUR) })),
      },
    });
    renderDashboard();
    const list = await (await card('Recent Activity')).findByRole('list', { name: 'Recent activity' });
    expect(list.children).toHaveLength(6);
  });

  it('shows the activity load failure with a retry', async () => {
    let fail = true;
    serve({ 'GET /api/orders': () => (fail ? { status: 500 } : { body: [] }) });
    const { u } = renderDashboard();
    const activity = await card('Recent Activity');
    expect(
      await activity.findByText('Failed to load your recent activity. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await u.click(activity.getByRole('button', { name: 'Try again' }));
    expect(await activity.findByText(`Welcome to ${PRODUCT_NAME}!`)).toBeInTheDocument();
  });

  it('refreshes the stats and the activity when a live order event arrives', async () => {
    let completed = 2;
    let orders = [makeOrder({ id: 21, viewerRole: 'provider', createdAt: ago(2 * HOUR) })];
    const net = serve({
      'GET /api/dashboard': () => ({ body: { ...DASHBOARD, completedOrders: completed } }),
      'GET /api/orders': () => ({ body: orders }),
    });
    renderDashboard();
    const activity = await card('Recent Activity');
    expect(await activity.findByText('You received a new order')).toBeInTheDocument();
    await waitFor(() => expect(live.all).toHaveLength(1));
    live.open();

    completed = 3;
    orders = [
      makeOrder({ id: 21, viewerRole: 'provider', status: 'confirmed_completed', createdAt: ago(2 * HOUR) }),
    ];
    live.send('order', {
      orderId: 21,
      status: 'confirmed_completed',
      transition: 'confirm_receipt',
      gigTitle: 'Calculus tutoring',
      viewerRole: 'provider',
    });
    expect(await activity.findByText('Order completed')).toBeInTheDocument();
    await waitFor(async () => expect((await stats())[1]).toEqual(['Completed Orders', '3']));
    expect(net.calls('GET /api/dashboard')).toHaveLength(2);
  });
});
