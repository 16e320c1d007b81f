import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import type { PayoutStatus } from '@campus/contracts';
import { renderWithProviders, stubFetch } from '@campus/shell/testing';
import ProfilePage from '../ProfilePage';
import { externalNavigation } from '../../../lib/external-navigation';
import { user } from '../../../test/users';

type StubAnswer = { status?: number; body?: unknown };

const NOT_SET_UP: PayoutStatus = { payoutsEnabled: false, accountCreated: false };
const ENABLED: PayoutStatus = { payoutsEnabled: true, accountCreated: true };
const ONBOARDING_URL = 'https://connect.example.test/setup/acct_1';

function renderProfile(route = '/profile') {
  const result = renderWithProviders(<ProfilePage />, {
    route,
    path: '/profile',
    user: user({ id: 7 }),
    showLocation: true,
  });
  return { ...result, u: userEvent.setup() };
}

/** The Payouts row of the account status. */
async function payouts() {
  const title = await screen.findByText('Payouts');
  const rowElement = title.closest('li');
  if (!rowElement) throw new Error('no Payouts row');
  return within(rowElement);
}

/** Moves within the app, as a link back from the onboarding would. */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      Go
    </button>
  );
}

let assigned: string[];
beforeEach(() => {
  assigned = [];
  // jsdom cannot leave the page: record where the browser was sent instead.
  jest.spyOn(externalNavigation, 'assign').mockImplementation((url) => void assigned.push(url));
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('Profile tab > Payouts', () => {
  it("offers 'Set up payouts' while payouts are not enabled", async () => {
    stubFetch({ 'GET /api/payouts': { body: NOT_SET_UP } });
    renderProfile();
    const row = await payouts();
    expect(row.getByText('Checking your payout account...')).toBeInTheDocument();
    expect(await row.findByRole('button', { name: 'Set up payouts' })).toBeEnabled();
    expect(
      row.getByText(
        'Earnings from your completed orders are paid out to your payout account. Set one up to receive them.',
      ),
    ).toBeInTheDocument();
    expect(row.queryByText('Payouts enabled')).not.toBeInTheDocument();
  });

  it('asks to finish a payout account that was started', async () => {
    stubFetch({ 'GET /api/payouts': { body: { payoutsEnabled: false, accountCreated: true } } });
    renderProfile();
    const row = await payouts();
    expect(
      await row.findByText(
        'Earnings from your completed orders are paid out to your payout account. Finish setting it up to receive them.',
      ),
    ).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Set up payouts' })).toBeInTheDocument();
  });

  it("shows 'Payouts enabled' once the account can be paid", async () => {
    stubFetch({ 'GET /api/payouts': { body: ENABLED } });
    renderProfile();
    const row = await payouts();
    expect(await row.findByText('Payouts enabled')).toBeInTheDocument();
    expect(
      row.getByText('Earnings from your completed orders are paid out to your payout account.'),
    ).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Set up payouts' })).not.toBeInTheDocument();
  });

  it("opens the onboarding link the server gives, showing 'Opening...' meanwhile", async () => {
    let answer: (a: StubAnswer) => void = () => undefined;
    const net = stubFetch({
      'GET /api/payouts': { body: NOT_SET_UP },
      'POST /api/payouts/onboarding': () => new Promise<StubAnswer>((r) => (answer = r)),
    });
    const { u } = renderProfile();
    const row = await payouts();
    await u.click(await row.findByRole('button', { name: 'Set up payouts' }));
    const busy = row.getByRole('button', { name: 'Opening...' });
    expect(busy).toBeDisabled();
    expect(net.calls('POST /api/payouts/onboarding')).toHaveLength(1);
    expect(assigned).toEqual([]);
    answer({ body: { url: ONBOARDING_URL } });
    await waitFor(() => expect(assigned).toEqual([ONBOARDING_URL]));
    // Still busy while the browser leaves.
    expect(row.getByRole('button', { name: 'Opening...' })).toBeDisabled();
  });

  it("says 'Payout setup failed' with the server's message and stays", async () => {
    stubFetch({
      'GET /api/payouts': { body: NOT_SET_UP },
      'POST /api/payouts/onboarding': {
        status: 503,
        body: { message: 'Payouts are not available right now' },
      },
    });
    const { u } = renderProfile();
    const row = await payouts();
    await u.click(await row.findByRole('button', { name: 'Set up payouts' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Payout setup failed');
    expect(toast).toHaveTextContent('Payouts are not available right now');
    expect(assigned).toEqual([]);
    expect(row.getByRole('button', { name: 'Set up payouts' })).toBeEnabled();
  });

  it('asks for the status again when the student comes back from the onboarding', async () => {
    let status = NOT_SET_UP;
    const net = stubFetch({ 'GET /api/payouts': () => ({ body: status }) });
    renderWithProviders(
      <>
        <ProfilePage />
        <GoTo to="/profile?payouts=return" />
      </>,
      { route: '/profile', path: '/profile', user: user({ id: 7 }), showLocation: true },
    );
    const u = userEvent.setup();
    const row = await payouts();
    await row.findByRole('button', { name: 'Set up payouts' });
    expect(net.calls('GET /api/payouts')).toHaveLength(1);

    // The cached status predates the onboarding: coming back reads it again.
    status = ENABLED;
    await u.click(screen.getByRole('button', { name: 'Go' }));
    expect(await row.findByText('Payouts enabled')).toBeInTheDocument();
    expect(net.calls('GET /api/payouts')).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/));
  });

  it('reads the status once on a fresh return to /profile?payouts=return and drops the parameter', async () => {
    const net = stubFetch({ 'GET /api/payouts': { body: ENABLED } });
    renderProfile('/profile?payouts=return');
    expect(await (await payouts()).findByText('Payouts enabled')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/));
    expect(net.calls('GET /api/payouts')).toHaveLength(1);
  });

  it('opens a new onboarding link when the old one had expired (/profile?payouts=refresh)', async () => {
    const net = stubFetch({
      'GET /api/payouts': { body: { payoutsEnabled: false, accountCreated: true } },
      'POST /api/payouts/onboarding': { body: { url: ONBOARDING_URL } },
    });
    renderProfile('/profile?payouts=refresh');
    await waitFor(() => expect(assigned).toEqual([ONBOARDING_URL]));
    expect(net.calls('POST /api/payouts/onboarding')).toHaveLength(1);
    expect(await (await payouts()).findByRole('button', { name: 'Opening...' })).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
  });

  it('offers a retry when the status cannot be loaded', async () => {
    let fail = true;
    stubFetch({ 'GET /api/payouts': () => (fail ? { status: 500 } : { body: ENABLED }) });
    const { u } = renderProfile();
    const row = await payouts();
    expect(await row.findByText('Could not load your payout status.')).toBeInTheDocument();
    fail = false;
    await u.click(row.getByRole('button', { name: 'Try again' }));
    expect(await row.findByText('Payouts enabled')).toBeInTheDocument();
  });
});
